// Class lists (issue #31): one class is a level on a shift (content/school/levels.yaml ×
// buildings.yaml). The contract of /api/gazda/rosters for the server (server/routes/gazda/rosters/)
// and the staff area's screens (src/staff/rosters/). Teachers read their own classes only, and
// without the wait-list or a link to the family's enrolment.
import { Type, type Static } from '@sinclair/typebox'
import { Count, Nullable, OneOf } from './schemas'

/** The most children the office may set for one class: more is a typing slip. */
export const MAX_CAPACITY = 200

export const RosterListQuery = Type.Object(
  { schoolYear: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{4}$' })) },
  { additionalProperties: false },
)
export type RosterListQuery = Static<typeof RosterListQuery>

/** A class in the URL: its level's id and its shift's id (`klasa-1`, `2`). */
export const RosterParams = Type.Object({
  level: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }),
  shiftId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
})
export type RosterParams = Static<typeof RosterParams>

/** A class's names and numbers, as the list and the class's screen both say them. */
const classFields = {
  level: Type.String(),
  shiftId: Type.Integer(),
  levelName: Type.String(),
  shiftName: Type.String(),
  /** How many children the class takes; null when the office has not said. */
  capacity: Nullable(Count),
}

export const RosterSummary = Type.Object({
  ...classFields,
  accepted: Count,
  /** Null for a teacher, who sees no wait-list. */
  waitlisted: Nullable(Count),
})
export type RosterSummary = Static<typeof RosterSummary>

export const RosterList = Type.Object({
  schoolYear: Type.String(),
  items: Type.Array(RosterSummary),
})
export type RosterList = Static<typeof RosterList>

/** A parent as the class list names them: only what a teacher needs to reach them. */
const RosterParent = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
})

export const RosterChild = Type.Object({
  studentId: Type.Integer(),
  /** The family's enrolment; null for a teacher, who has no access to it. */
  enrollmentId: Nullable(Type.Integer()),
  number: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  /** YYYY-MM-DD. */
  birthDate: Type.String(),
  parents: Type.Array(RosterParent),
  emergencyPhone: Type.String(),
  /** The child's comments on the form: allergies, health, anything the teacher should know. */
  comments: Type.String(),
  /** The family's photo consent in words ("Tak", "Nie"). */
  photoConsent: Type.String(),
})
export type RosterChild = Static<typeof RosterChild>

/** A wait-listed child, by its place in the order the families came. */
export const WaitlistChild = Type.Object({
  place: Type.Integer({ minimum: 1 }),
  studentId: Type.Integer(),
  enrollmentId: Type.Integer(),
  number: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  birthDate: Type.String(),
  /** When the family's enrolment came (ISO 8601). */
  enrolledAt: Type.String(),
})
export type WaitlistChild = Static<typeof WaitlistChild>

export const Roster = Type.Object({
  ...classFields,
  schoolYear: Type.String(),
  /** Exactly the accepted children of this level and shift, by last name then first name. */
  children: Type.Array(RosterChild),
  /** Null for a teacher. */
  waitlist: Nullable(Type.Array(WaitlistChild)),
})
export type Roster = Static<typeof Roster>

/** The roster's CSV (text/csv, UTF-8 with a BOM): the teacher's columns only. */
export const RosterCsv = Type.String()

export const CapacityChange = Type.Object(
  { capacity: Type.Integer({ minimum: 0, maximum: MAX_CAPACITY }) },
  { additionalProperties: false },
)
export type CapacityChange = Static<typeof CapacityChange>

export const CapacityChanged = Type.Object({
  level: Type.String(),
  shiftId: Type.Integer(),
  capacity: Count,
})
export type CapacityChanged = Static<typeof CapacityChanged>

/** Which sheet was printed: the class list, the sign-in/sign-out sheet, the emergency sheet. */
export const ROSTER_SHEETS = ['list', 'signin', 'emergency'] as const
export type RosterSheet = (typeof ROSTER_SHEETS)[number]

export const RosterPrinted = Type.Object(
  { sheet: OneOf(ROSTER_SHEETS) },
  { additionalProperties: false },
)
export type RosterPrinted = Static<typeof RosterPrinted>
