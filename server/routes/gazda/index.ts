import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { hasFormErrors } from '../../../src/domain/formErrors'
import { apiError, CONTROL_CHARACTER_MESSAGE, controlCharacterErrors } from '../../errors'
import { LOOKALIKE_MESSAGES, lookalikeConfirmation, lookalikeLinks } from '../../content/lookalike'
import { NOT_FOR_TEACHERS_MESSAGE } from '../../plugins/auth'
import type { RouteOptions, Routes } from '../options'

/**
 * What a teacher may reach besides the routes registered with `config: { teacher: true }`: the
 * publishing's status, which the staff area shows after a save. (Logging in, who is logged in and
 * logging out are /api/auth/, outside.)
 */
const OPEN_TO_TEACHERS = new Set(['GET /api/gazda/publish', 'HEAD /api/gazda/publish'])

/**
 * Issue #30: a teacher gets 403 on every route of /api/gazda but those open to teachers, which
 * scope what they do by teacherClasses(request) (server/plugins/auth.ts).
 */
async function refuseTeachers(request: FastifyRequest) {
  if (request.staff?.role !== 'teacher') return
  if (request.routeOptions.config.teacher === true) return
  if (OPEN_TO_TEACHERS.has(`${request.method} ${request.routeOptions.url}`)) return
  throw apiError(403, 'FORBIDDEN', NOT_FOR_TEACHERS_MESSAGE)
}

/**
 * Issue #32: no text of the staff area holds a control character (a NUL in a news title once
 * wrote a file that git and the history could not take): the whole body is refused with 400 and
 * a Polish message at each field, before any route reads it.
 */
async function refuseControlCharacters(request: FastifyRequest) {
  // The body, and the query (a new album's title comes in it, beside the photo's bytes).
  const body = request.body === undefined || Buffer.isBuffer(request.body) ? {} : request.body
  for (const values of [body, request.query]) {
    const errors = controlCharacterErrors(values)
    if (hasFormErrors(errors)) {
      // The message says what is wrong too: not every staff form shows the fields' errors.
      throw apiError(400, 'INVALID_CONTENT', CONTROL_CHARACTER_MESSAGE, { ...errors })
    }
  }
}

/**
 * Issue #32: a content save holding a look-alike link (a host of unusual letters, or text and @
 * before the host) is answered 422 LINKS_TO_CONFIRM, naming each link at its field, with a
 * confirmation the editor sends back in X-Confirm-Links to save it as it is.
 */
async function confirmLookalikeLinks(request: FastifyRequest) {
  if (!request.routeOptions.url?.startsWith('/api/gazda/content')) return
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') return
  const body = request.body === undefined || Buffer.isBuffer(request.body) ? {} : request.body
  const links = [...lookalikeLinks(body), ...lookalikeLinks(request.query)]
  if (links.length === 0) return
  const confirmation = lookalikeConfirmation(links)
  if (request.headers['x-confirm-links'] === confirmation) return
  const inputErrors: Record<string, string[]> = {}
  for (const { field, message } of links) {
    const list = (inputErrors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  throw apiError(422, 'LINKS_TO_CONFIRM', LOOKALIKE_MESSAGES.confirm, {
    formErrors: [],
    inputErrors,
    confirmation,
  })
}

/**
 * The staff area's data (SPEC.md §7 "/gazda/_kind.json and /gazda/_kind/_id.json" as
 * /api/gazda/{kind} and /api/gazda/{kind}/{id}): every route needs a valid staff token, checked
 * before the body is read. Enrolments, survey answers, visits and the outbox are for admins only
 * (their modules add requireAdmin); editors change the content (issue #7); teachers reach only
 * the routes open to them (issue #30). The features are listed in ../index.ts (STAFF_ROUTES).
 */
export const staffArea: FastifyPluginAsync<
  RouteOptions & { routes: Routes[]; testRoutes?: FastifyPluginAsync }
> = async (app, { routes, testRoutes, ...options }) => {
  app.addHook('onRequest', app.authenticate)
  app.addHook('onRequest', refuseTeachers)
  app.addHook('preValidation', refuseControlCharacters)
  app.addHook('preValidation', confirmLookalikeLinks)
  for (const feature of routes) await app.register(feature, options)
  if (testRoutes) await app.register(testRoutes)
}
