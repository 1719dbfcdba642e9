import type { FastifyPluginAsync } from 'fastify'
import {
  apiProblemSchema,
  emptyBody,
  OUTBOX_MESSAGES,
  outboxIdParams,
  outboxListSchema,
  sendAgainSchema,
  type OutboxList,
  type SendAgainAnswer,
} from '../../../src/domain/api/outbox'
import { createAudit } from '../../repositories/audit'
import { pageOf, pageQuery } from './common'

const problems = { '4xx': apiProblemSchema, '5xx': apiProblemSchema }

/**
 * /api/gazda/outbox (issue #18, admins only: registered under requireAdmin): the mail that has not
 * left the server, and "send again" for one message. Reading it is audited like any list of
 * families' data; a message sent again is audited by its id (a file name, never an address).
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  const audit = createAudit(app.db)

  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/api/gazda/outbox',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: pageQuery },
        response: { 200: outboxListSchema, ...problems },
      },
    },
    async (request): Promise<OutboxList> => {
      const page = pageOf(request.query)
      const { items, total } = await app.outbox.list(page)
      await audit(request.staff!.id, 'list', 'outbox')
      return { smtp: app.outbox.smtp, items, total, ...page }
    },
  )

  app.post<{ Params: { id: string } }>(
    '/api/gazda/outbox/:id/send-again',
    {
      schema: {
        params: outboxIdParams,
        body: emptyBody,
        response: { 200: sendAgainSchema, ...problems },
      },
    },
    async (request): Promise<SendAgainAnswer> => {
      const { id } = request.params
      const { recipients } = await app.outbox.sendAgain(id)
      await audit(request.staff!.id, 'send', 'outbox', id)
      return { id, message: OUTBOX_MESSAGES.sent(recipients) }
    },
  )
}
