// The staff accounts' contract (/api/gazda/staff, admins only): requests and answers as TypeBox
// schemas, for Fastify (server/routes/gazda/staff/) and the accounts screen's types.
import { Type, type Static } from '@sinclair/typebox'
import { MAX_TEACHER_CLASSES, STAFF_ROLES } from '../staffAccounts'
import { Exactly } from './content'

/** Querystrings and params arrive as text (no type coercion anywhere): a whole number, 1 or more. */
export const WholeNumber = Type.String({ pattern: '^[1-9][0-9]{0,8}$' })
export const IdParams = Type.Object({ id: WholeNumber })

const Text = Type.String({ maxLength: 500 })
const Role = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)))
/** A teacher's classes: levels' ids (content/school/levels.yaml), checked by the rules. */
export const Classes = Type.Array(Type.String({ maxLength: 100 }), {
  maxItems: MAX_TEACHER_CLASSES,
})
/** An ISO 8601 moment (the API writes dates so). */
export const Moment = Type.String({ format: 'date-time' })

/** What the list shows of an account: never its password hash or token version. */
export const StaffAccount = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Role,
  /** A teacher's classes; absent for any other role. */
  classes: Type.Optional(Classes),
  disabled: Type.Boolean(),
  createdAt: Moment,
})
export type StaffAccount = Static<typeof StaffAccount>
export const StaffAccountList = Type.Array(StaffAccount)

/** The rules (src/domain/staffAccounts.ts) say in Polish what is wrong with the values. */
export const NewAccountBody = Exactly({
  email: Text,
  name: Text,
  role: Text,
  password: Text,
  classes: Type.Optional(Classes),
})
export const AccountChangesBody = Type.Object(
  {
    name: Type.Optional(Text),
    role: Type.Optional(Role),
    classes: Type.Optional(Classes),
    disabled: Type.Optional(Type.Boolean()),
    password: Type.Optional(Text),
  },
  { additionalProperties: false, minProperties: 1 },
)
