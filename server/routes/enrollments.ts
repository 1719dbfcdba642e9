import type { FastifyPluginAsync } from 'fastify'
import { enrollmentFieldNameOf, validateEnrollmentFor } from '../../src/domain/enrollment'
import { hasFormErrors } from '../../src/domain/formErrors'
import type { AppConfig } from '../config'
import { loadSchoolOptions } from '../content/school'
import { officeNotice, parentsConfirmation } from '../enrollmentMail'
import { apiError, unstorableTextErrors } from '../errors'
import { idempotencyKeyOf, idempotent } from '../idempotency'
import { sendSafely } from '../mail'
import { createEnrollment } from '../repositories/enrollments'
import { enrollmentSchoolYear } from '../time'

export const INVALID_FORM_MESSAGE = 'Formularz zawiera błędy. Popraw zaznaczone pola.'

/**
 * POST /api/enrollments: one family with all its students, stored in one transaction before the
 * answer, then confirmed by mail. A mail that cannot be sent never loses the enrolment.
 */
export const enrollmentRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const school = loadSchoolOptions(config.contentDir)
  const mails = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(mails)
  })
  const sendLater = (message: Parameters<typeof sendSafely>[1] | null, kind: string) => {
    if (!message) return
    const sending = sendSafely(app.mailer, message, app.log, kind).finally(() =>
      mails.delete(sending),
    )
    mails.add(sending)
  }

  app.post('/api/enrollments', { schema: { body: { type: 'object' } } }, async (request, reply) => {
    // The schema, then the levels and shifts of content/school/: what the form checks too.
    const validation = validateEnrollmentFor(school, request.body)
    if (!validation.valid)
      throw apiError(400, 'INVALID_FORM', INVALID_FORM_MESSAGE, { ...validation.errors })
    const values = validation.value
    const unstorable = unstorableTextErrors(values, enrollmentFieldNameOf)
    if (hasFormErrors(unstorable))
      throw apiError(400, 'INVALID_FORM', INVALID_FORM_MESSAGE, { ...unstorable })

    let duplicate = false
    const result = await idempotent(
      app.db,
      'enrollments',
      idempotencyKeyOf(request),
      request.body,
      async (tx) => {
        const created = await createEnrollment(tx, values, enrollmentSchoolYear())
        duplicate = created.possibleDuplicate
        return { status: 201, body: { number: created.number } }
      },
    )
    if (!result.replayed) {
      const number = String(result.body.number)
      request.log.info(
        { event: 'enrollment', number, students: values.students.length },
        'enrollment stored',
      )
      sendLater(parentsConfirmation(values, number), 'enrollment-confirmation')
      sendLater(
        officeNotice(config.officeEmail, number, values.students.length, duplicate),
        'enrollment-notice',
      )
    } else {
      reply.header('idempotent-replayed', 'true')
    }
    return reply.code(result.status).send(result.body)
  })
}
