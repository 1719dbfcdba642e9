import { LoginAnswer, LoginRequest, StaffUser } from '../../src/domain/api/auth'
import { NoContent } from '../../src/domain/api/schemas'
import { verifyPassword } from '../auth/passwords'
import { issueToken } from '../auth/tokens'
import { apiError } from '../errors'
import { DEFAULT_LOGIN_LIMITS } from '../limits/config'
import { clientKey, limitHook } from '../limits/plugin'
import { addressHash } from '../privacy/addressHash'
import { createUserRepository, normalizeEmail, type User } from '../repositories/users'
import type { Routes } from './options'

export const INVALID_LOGIN_MESSAGE = 'Nieprawidłowy e-mail lub hasło.'
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Zbyt wiele prób logowania. Spróbuj ponownie za minutę.'
export const LOGIN_ATTEMPTS_PER_MINUTE = DEFAULT_LOGIN_LIMITS.perAccountAddress

/** Who is logged in, as the staff area keeps it: a teacher with their classes (issue #30). */
const staffUser = ({ email, name, role, classes }: User): StaffUser => ({
  email,
  name,
  role,
  ...(role === 'teacher' ? { classes } : {}),
})

/** POST /api/auth/login answers a staff token; logout revokes every token of the account. */
export const authRoutes: Routes = async (app, { config }) => {
  const users = createUserRepository(app.db)
  // Issue #17: tries are counted per account and address, so that an address (behind a proxy,
  // every staff member's) is not locked out by another's tries, nor an account by another's;
  // and, more loosely, per address, so that one address cannot try account after account.
  // Never per account alone: anyone could then lock the office out of its own account.
  const tooMany = { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS_MESSAGE }
  const loginLimit = limitHook(app, [
    {
      ...tooMany,
      name: 'login/account-address',
      window: 'minute',
      max: config.limits.login.perAccountAddress,
      key: (request) =>
        `${normalizeEmail((request.body as LoginRequest).email)} ${clientKey(request)}`,
    },
    {
      ...tooMany,
      name: 'login/address',
      window: 'minute',
      max: config.limits.login.perAddress,
      key: clientKey,
    },
  ])

  app.post(
    '/api/auth/login',
    {
      // After the body's validation, which the key needs; a body refused there costs no try.
      preHandler: loginLimit,
      schema: { body: LoginRequest, response: { 200: LoginAnswer } },
    },
    async (request) => {
      const user = await users.byEmail(request.body.email)
      // An unknown e-mail costs as much time as a wrong password, and gets the same answer.
      const passwordOk = await verifyPassword(user?.passwordHash, request.body.password)
      const ok = Boolean(user && passwordOk && !user.disabled)
      // Every attempt is logged with its sender (a day's hash of the address, never the address
      // itself) and account; never the password or token.
      request.log.info(
        { event: 'login', ok, sender: addressHash(request.ip), account: user?.id ?? null },
        ok ? 'login succeeded' : 'login refused',
      )
      if (!ok || !user) throw apiError(401, 'INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE)
      const token = await issueToken(
        { userId: user.id, role: user.role, version: user.tokenVersion },
        app.jwtSecret,
      )
      return { token, user: staffUser(user) }
    },
  )

  app.post(
    '/api/auth/logout',
    { preHandler: app.authenticate, schema: { response: { 204: NoContent } } },
    async (request, reply) => {
      await users.revokeTokens(request.staff!.id)
      request.log.info({ event: 'logout', account: request.staff!.id }, 'logged out')
      return reply.code(204).send()
    },
  )

  const me = { preHandler: app.authenticate, schema: { response: { 200: StaffUser } } }
  app.get('/api/auth/me', me, async (request) => staffUser(request.staff!))
}
