import type { FastifyPluginAsync } from 'fastify'
import { verifyPassword } from '../auth/passwords'
import { issueToken } from '../auth/tokens'
import { apiError } from '../errors'
import { addressHash } from '../privacy/addressHash'
import { createUserRepository } from '../repositories/users'

export const INVALID_LOGIN_MESSAGE = 'Nieprawidłowy e-mail lub hasło.'
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Zbyt wiele prób logowania. Spróbuj ponownie za minutę.'
export const LOGIN_ATTEMPTS_PER_MINUTE = 5

interface LoginBody {
  email: string
  password: string
}

/** POST /api/auth/login answers a staff token; logout revokes every token of the account. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const users = createUserRepository(app.db)

  app.post<{ Body: LoginBody }>(
    '/api/auth/login',
    {
      config: {
        rateLimit: {
          max: LOGIN_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () => apiError(429, 'TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE),
        },
      },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password'],
          properties: {
            // No NUL: PostgreSQL cannot compare text holding one (issue #8).
            email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\u0000]*$' },
            password: { type: 'string', minLength: 1, maxLength: 1024 },
          },
        },
      },
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
      return { token, user: { email: user.email, name: user.name, role: user.role } }
    },
  )

  app.post('/api/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    await users.revokeTokens(request.staff!.id)
    request.log.info({ event: 'logout', account: request.staff!.id }, 'logged out')
    return reply.code(204).send()
  })

  app.get('/api/auth/me', { preHandler: app.authenticate }, async (request) => {
    const { email, name, role } = request.staff!
    return { email, name, role }
  })
}
