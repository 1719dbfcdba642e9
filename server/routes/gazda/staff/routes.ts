import {
  AccountChangesBody,
  IdParams,
  NewAccountBody,
  StaffAccount,
  StaffAccountList,
} from '../../../../src/domain/api/staff'
import { hasFormErrors, type FormErrors } from '../../../../src/domain/formErrors'
import {
  ACCOUNT_MESSAGES,
  accountChangeErrors,
  newAccountErrors,
  normalizeClasses,
  type AccountChanges,
  type StaffRole,
} from '../../../../src/domain/staffAccounts'
import { hashPassword } from '../../../auth/passwords'
import { loadSchoolNames } from '../../../content/school'
import { apiError } from '../../../errors'
import { createContentChanges } from '../../../repositories/contentChanges'
import { createUserRepository, type User } from '../../../repositories/users'
import { found } from '../common'
import type { Routes } from '../../options'

const invalidAccount = (errors: FormErrors) =>
  apiError(400, 'INVALID_ACCOUNT', ACCOUNT_MESSAGES.invalid, { ...errors })

/**
 * What the list shows of an account: never its password hash or token version; a teacher's
 * classes.
 */
const publicAccount = ({
  id,
  email,
  name,
  role,
  classes,
  disabled,
  createdAt,
}: User): StaffAccount => ({
  id,
  email,
  name,
  role,
  ...(role === 'teacher' ? { classes } : {}),
  disabled,
  createdAt: createdAt.toISOString(),
})

/** The history's line for a change, naming what changed and never the password. */
function changeSummary(account: User, changes: AccountChanges): string {
  const parts = [
    changes.name !== undefined && `nazwa „${changes.name.trim()}”`,
    changes.role !== undefined && `rola ${changes.role}`,
    changes.classes !== undefined && `klasy ${changes.classes.join(', ') || '—'}`,
    changes.disabled !== undefined && (changes.disabled ? 'zablokowane' : 'odblokowane'),
    changes.password !== undefined && 'nowe hasło',
  ].filter(Boolean)
  return `Konto ${account.email}: ${parts.join(', ') || 'bez zmian'}`
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation(error.cause))

/**
 * /api/gazda/staff: the staff accounts, for admins only. What `npm run staff` does from the
 * command line, done from the staff area. A teacher's classes are checked against
 * content/school/levels.yaml as it is at the time (the staff area may change it).
 */
export const staffAccountRoutes: Routes = async (app, { contentDir }) => {
  app.addHook('onRequest', app.requireAdmin)
  const users = createUserRepository(app.db)
  const history = createContentChanges(app.db)
  const levelIds = () => loadSchoolNames(contentDir).levels.map((level) => level.id)

  app.get('/api/gazda/staff', { schema: { response: { 200: StaffAccountList } } }, async () =>
    (await users.list()).map(publicAccount),
  )

  app.post(
    '/api/gazda/staff',
    { schema: { body: NewAccountBody, response: { 201: StaffAccount } } },
    async (request, reply) => {
      const known = levelIds()
      const errors = newAccountErrors(request.body, known)
      if (hasFormErrors(errors)) throw invalidAccount(errors)
      const { email, name, password } = request.body
      if (await users.byEmail(email))
        throw apiError(409, 'ACCOUNT_EXISTS', ACCOUNT_MESSAGES.emailTaken)
      const created = await users
        .add({
          email,
          name: name.trim(),
          role: request.body.role as StaffRole,
          classes: normalizeClasses(request.body.classes ?? [], known),
          passwordHash: await hashPassword(password),
        })
        .catch((error: unknown) => {
          // Added by someone else (the CLI, another admin) since we looked.
          if (isUniqueViolation(error)) {
            throw apiError(409, 'ACCOUNT_EXISTS', ACCOUNT_MESSAGES.emailTaken)
          }
          throw error
        })
      await history.record({
        kind: 'staff',
        recordId: String(created.id),
        action: 'create',
        summary: `Nowe konto ${created.email} (${[created.role, ...created.classes].join(', ')})`,
        userId: request.staff!.id,
      })
      return reply.code(201).send(publicAccount(created))
    },
  )

  app.patch(
    '/api/gazda/staff/:id',
    {
      schema: { params: IdParams, body: AccountChangesBody, response: { 200: StaffAccount } },
    },
    async (request) => {
      const id = Number(request.params.id)
      const changes: AccountChanges = request.body
      const account = found(await users.byId(id))
      const known = levelIds()
      const errors = accountChangeErrors(changes, known, account)
      if (hasFormErrors(errors)) throw invalidAccount(errors)
      const self = id === request.staff!.id
      if (self && (changes.disabled === true || (changes.role && changes.role !== 'admin'))) {
        throw apiError(400, 'NOT_YOURSELF', ACCOUNT_MESSAGES.notYourself)
      }
      const updated = found(
        await users.update(id, {
          name: changes.name?.trim(),
          role: changes.role as StaffRole | undefined,
          classes: changes.classes && normalizeClasses(changes.classes, known),
          disabled: changes.disabled,
          passwordHash:
            changes.password === undefined ? undefined : await hashPassword(changes.password),
        }),
      )
      await history.record({
        kind: 'staff',
        recordId: String(id),
        action: 'update',
        summary: changeSummary(account, changes),
        userId: request.staff!.id,
      })
      return publicAccount(updated)
    },
  )
}
