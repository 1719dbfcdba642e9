import { pageOf } from '../../../../src/domain/api/lists'
import {
  ApiProblem,
  EmptyBody,
  OUTBOX_MESSAGES,
  OutboxIdParams,
  OutboxList,
  OutboxListQuery,
  SendAgainAnswer,
} from '../../../../src/domain/api/outbox'
import { createAudit } from '../../../repositories/audit'
import type { Routes } from '../../options'

const problems = { '4xx': ApiProblem, '5xx': ApiProblem }

/**
 * /api/gazda/outbox (issue #18, admins only): the mail that has not left the server, and "send
 * again" for one message. Reading it is audited like any list of families' data; a message sent
 * again is audited by its id (a file name, never an address).
 */
export const outboxRoutes: Routes = async (app) => {
  app.addHook('onRequest', app.requireAdmin)
  const audit = createAudit(app.db)

  app.get(
    '/api/gazda/outbox',
    { schema: { querystring: OutboxListQuery, response: { 200: OutboxList, ...problems } } },
    async (request) => {
      const page = pageOf(request.query)
      const { items, total } = await app.outbox.list(page)
      await audit(request.staff!.id, 'list', 'outbox')
      return { smtp: app.outbox.smtp, items, total, ...page }
    },
  )

  app.post(
    '/api/gazda/outbox/:id/send-again',
    {
      schema: {
        params: OutboxIdParams,
        body: EmptyBody,
        response: { 200: SendAgainAnswer, ...problems },
      },
    },
    async (request) => {
      const { id } = request.params
      const { recipients } = await app.outbox.sendAgain(id)
      await audit(request.staff!.id, 'send', 'outbox', id)
      return { id, message: OUTBOX_MESSAGES.sent(recipients) }
    },
  )
}
