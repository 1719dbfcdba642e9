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
    /** The logged-in account, with its role and (a teacher's) classes. */
    staff?: User
  }
  interface FastifyContextConfig {
    /**
     * Open to teachers: a route of /api/gazda registered with `config: { teacher: true }` (issue
     * #30). Every other one answers a teacher 403 (server/routes/gazda/index.ts); such a route
     * scopes what it does by teacherClasses(request).
     */
    teacher?: boolean
  }
}

export const UNAUTHORIZED_MESSAGE = 'Zaloguj się ponownie: brak ważnego tokenu.'
export const ADMIN_ONLY_MESSAGE = 'Ta czynność wymaga uprawnień administratora.'
export const NOT_FOR_TEACHERS_MESSAGE = 'Ta czynność nie jest dostępna dla konta nauczyciela.'
export const NOT_YOUR_CLASS_MESSAGE = 'Ta klasa nie jest przypisana do Twojego konta nauczyciela.'

/**
 * The classes whose homework and calendar the request's account may change: a teacher's own
 * (levels' ids, `klasa-3`), or 'all' for editors and admins. None without a logged-in account.
 */
export function teacherClasses(request: FastifyRequest): string[] | 'all' {
  const staff = request.staff
  if (!staff) return []
  return staff.role === 'teacher' ? [...staff.classes] : 'all'
}

/** Whether the request's account may change what belongs to this class (a level's id). */
export function mayTeach(request: FastifyRequest, classId: string): boolean {
  const classes = teacherClasses(request)
  return classes === 'all' || classes.includes(classId)
}

/** 403 FORBIDDEN, in Polish, unless the request's account may change this class's records. */
export function requireClass(request: FastifyRequest, classId: string): void {
  if (!mayTeach(request, classId)) throw apiError(403, 'FORBIDDEN', NOT_YOUR_CLASS_MESSAGE)
}

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
      throw apiError(403, 'FORBIDDEN', ADMIN_ONLY_MESSAGE)
    }
  })
})
