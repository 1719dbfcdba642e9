import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorCodes } from 'fastify'
import fp from 'fastify-plugin'
import { NoContent } from '../../src/domain/api/schemas'
import { CSP_REPORT_PATH } from '../../src/domain/csp'
import { type CspViolation, violationsOf } from '../csp/violation'
import { apiError } from '../errors'
import { DEFAULT_WRITE_LIMITS } from '../limits/config'
import { WRITE_RULES } from '../limits/rules'

// Issue #17: browsers report what the CSP blocked (report-uri, src/domain/csp.ts). Anonymous, so
// small and limited per address; the log gets one line per violation, nothing personal.

export const CSP_REPORT_BODY_LIMIT = 16 * 1024
/** Per address, unless RATE_LIMIT_CSP_REPORTS says otherwise (server/limits/). */
export const CSP_REPORTS_PER_MINUTE = DEFAULT_WRITE_LIMITS.cspReports.perAddress
export const TOO_MANY_REPORTS_MESSAGE = WRITE_RULES.cspReports.message
const REPORT_TYPES = ['application/csp-report', 'application/reports+json']

declare module 'fastify' {
  interface FastifyInstance {
    /** The violations reported since the start (browser tests expect none). */
    cspReports: { count: number; last: CspViolation | undefined }
  }
}

const reportRoute: FastifyPluginAsyncTypebox = async (app) => {
  // In this plugin's scope only: nowhere else does the API take these types.
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  )
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      // Per address and for all addresses together, like every anonymous write.
      onRequest: app.writeLimit('cspReports'),
      // The body is whatever the browser reports: violationsOf reads what it can of it.
      schema: { response: { 204: NoContent } },
    },
    async (request, reply) => {
      // The app's other parsers (JSON, text) would take a body too: only reports are reports.
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? ''
      if (!REPORT_TYPES.includes(type)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type)
      const violations = violationsOf(request.body)
      if (!violations) throw apiError(400, 'INVALID_BODY', 'Nieprawidłowe zgłoszenie CSP.')
      for (const violation of violations) {
        app.cspReports.count += 1
        app.cspReports.last = violation
        request.log.warn({ csp: violation }, 'CSP violation')
      }
      return reply.code(204).send()
    },
  )
}

/** POST /api/csp-report; `app.cspReports` counts what arrived. */
export const cspReportRoutes = fp(async (app) => {
  app.decorate('cspReports', { count: 0, last: undefined })
  await app.register(reportRoute)
})
