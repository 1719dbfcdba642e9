import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { verifyToken } from '../auth/tokens'
import type { AppConfig } from '../config'
import { apiError } from '../errors'
import { createUserRepository, type User } from '../repositories/users'
import { resolveJwtSecret } from '../auth/secret'

declare module 'fastify' {
  interface FastifyInstance {
    jwtSecret: Uint8Array
    /** A preHandler: 401 unless the request carries a valid, unrevoked token of an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    staff?: User
  }
}

export const UNAUTHORIZED_MESSAGE = 'Zaloguj się ponownie: brak ważnego tokenu.'

/** Staff tokens (SPEC.md §6): HS256 JWTs whose user exists, is active and has not revoked them. */
export const authPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  app.decorate('jwtSecret', resolveJwtSecret(config.jwtSecret, config.dataDir))
  const usersRepository = createUserRepository(app.db)
  app.decorateRequest('staff', undefined)

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? ''
    const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header)?.[1]
    const claims = token ? await verifyToken(token, app.jwtSecret) : null
    const user = claims ? await usersRepository.byId(claims.userId) : undefined
    if (!claims || !user || user.disabled || user.tokenVersion !== claims.version) {
      throw apiError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE)
    }
    request.staff = user
  })

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.staff?.role !== 'admin') {
      throw apiError(403, 'FORBIDDEN', 'Ta czynność wymaga uprawnień administratora.')
    }
  })
})
