import type { FastifyPluginAsync } from 'fastify'
import { validateSurvey } from '../../src/domain/survey'
import { surveyAnswers } from '../db/schema'
import { apiError } from '../errors'
import { idempotencyKeyOf, idempotent } from '../idempotency'
import { INVALID_FORM_MESSAGE } from './enrollments'

/** POST /api/surveys/zapisy: one set of answers to the enrolment survey. */
export const surveyRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/surveys/zapisy',
    { schema: { body: { type: 'object' } } },
    async (request, reply) => {
      const validation = validateSurvey(request.body)
      if (!validation.valid)
        throw apiError(400, 'INVALID_FORM', INVALID_FORM_MESSAGE, { ...validation.errors })
      const result = await idempotent(
        app.db,
        'surveys',
        idempotencyKeyOf(request),
        request.body,
        async (tx) => {
          const [row] = await tx
            .insert(surveyAnswers)
            .values({ survey: 'zapisy', answers: validation.value })
            .returning({ id: surveyAnswers.id })
          return { status: 201, body: { id: row!.id } }
        },
      )
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(result.status).send(result.body)
    },
  )
}
