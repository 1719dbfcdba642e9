import type { FastifyPluginAsync } from 'fastify'
import { schoolDay } from '../../time'
import { createAudit } from '../../repositories/audit'
import { createStaffReads } from '../../repositories/staffReads'
import { idParams, notFound, pageOf, pageQuery, searchText } from './common'

const DAY = '^\\d{4}-\\d{2}-\\d{2}$'
const daysAgo = (n: number) => schoolDay(new Date(Date.now() - n * 86_400_000))

/** Survey answers and tracker visits for the staff area. */
export const gazdaOtherRoutes: FastifyPluginAsync = async (app) => {
  const reads = createStaffReads(app.db)
  const audit = createAudit(app.db)

  app.get<{ Querystring: { page?: string; pageSize?: string; q?: string } }>(
    '/api/gazda/surveys',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQuery, q: searchText },
        },
      },
    },
    async (request) => {
      const result = await reads.surveys(pageOf(request.query), request.query.q)
      await audit(request.staff!.id, 'list', 'surveys')
      return result
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/gazda/surveys/:id',
    { schema: { params: idParams } },
    async (request) => {
      const record = await reads.survey(Number(request.params.id))
      if (!record) throw notFound()
      await audit(request.staff!.id, 'read', 'surveys', record.id)
      return record
    },
  )

  app.get<{ Querystring: { since?: string } }>(
    '/api/gazda/visits',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { since: { type: 'string', pattern: DAY } },
        },
      },
    },
    async (request) => reads.visits(request.query.since ?? daysAgo(30)),
  )

  app.get<{ Params: { id: string } }>(
    '/api/gazda/visits/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: DAY } },
        },
      },
    },
    async (request) => reads.visits(request.params.id, request.params.id),
  )
}
