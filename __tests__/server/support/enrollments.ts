import type { FastifyInstance } from 'fastify'
import { family, student } from '../../domain/enrollment/fixtures'

/** A child at a level and shift that content/school/ has, with `overrides` over it. */
export const child = (overrides = {}) =>
  student({ level: 'klasa-3', buildingId: '1', ...overrides })

/** A family enrolling one such child, with `overrides` over the family. */
export const oneChildFamily = (overrides = {}) => family({ students: [child()], ...overrides })

/**
 * Posts an enrolment to the server's app; the app is read at each call, since the harness builds
 * it in `beforeAll`, after the test file has made this function.
 */
export const enrolThrough =
  (server: { app: FastifyInstance }) =>
  (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: payload as object,
      headers,
    })
