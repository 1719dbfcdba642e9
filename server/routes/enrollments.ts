import { EnrollmentCreated, FormLanguageHeaders } from '../../src/domain/api/enrollments'
import { FormValues } from '../../src/domain/api/schemas'
import formsText from '../../src/domain/i18n/compiled/forms'
import { splitAttachments } from '../../src/domain/attachments'
import { CHECKED, enrollmentFieldNameOf, validateEnrollmentFor } from '../../src/domain/enrollment'
import { formErrorAnswer, hasFormErrors } from '../../src/domain/formErrors'
import type { ConfirmationSender } from '../../src/domain/enrollment/constants'
import { loadOfficeContact } from '../content/office'
import { loadSchoolNames, loadSchoolOptions } from '../content/school'
import { officeNotice, parentsConfirmation } from '../enrollmentMail'
import { apiError, unstorableTextErrors } from '../errors'
import { idempotencyKeyOf, idempotent } from '../idempotency'
import { mailAfterAnswer, type MailMessage } from '../mail'
import { createEnrollment, type CreatedEnrollment } from '../repositories/enrollments'
import { requestLanguage } from '../requestLanguage'
import { createSubscriber } from '../subscriptions/subscribe'
import { enrollmentSchoolYear } from '../time'
import { claimFormUploads } from './formUploads'
import type { Routes } from './options'

/**
 * POST /api/enrollments: one family with all its students, stored in one transaction before the
 * answer, then confirmed by mail. A mail that cannot be sent never loses the enrolment.
 */
export const enrollmentRoutes: Routes = async (app, { config }) => {
  const school = loadSchoolOptions(config.contentDir)
  const names = loadSchoolNames(config.contentDir)
  const mail = mailAfterAnswer(app)
  const lists = createSubscriber(app, config)
  const sendLater = (message: MailMessage | null, kind: string) => {
    if (message) mail(message, kind)
  }

  const options = {
    onRequest: app.writeLimit('enrollments'),
    schema: {
      body: FormValues,
      headers: FormLanguageHeaders,
      response: { 201: EnrollmentCreated },
    },
  }
  app.post('/api/enrollments', options, async (request, reply) => {
    // The page's language (Accept-Language, issue #35): the messages, the stored enrolment, the
    // parents' mail.
    const language = requestLanguage(request)
    const FORM_REFUSED_MESSAGE = formsText.in(language)('invalidAnswer')
    // The schema, then the levels and shifts of content/school/: what the form checks too.
    const split = splitAttachments(request.body)
    if (!split.valid)
      throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, formErrorAnswer(split.errors))
    const validation = validateEnrollmentFor(school, split.values, language)
    if (!validation.valid)
      throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, formErrorAnswer(validation.errors))
    const values = validation.value
    const unstorable = unstorableTextErrors(values, enrollmentFieldNameOf)
    if (hasFormErrors(unstorable))
      throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, formErrorAnswer(unstorable))

    let created: CreatedEnrollment = { id: 0, number: '', possibleDuplicate: false }
    // Read once per enrolment (an editor's change counts from the next one), not per mail built.
    const contact = {
      office: loadOfficeContact(config.contentDir, config.officeEmail),
      siteUrl: config.siteUrl,
    }
    const parentsMail = (number: string) =>
      parentsConfirmation(values, number, names, contact, language)
    // Without SMTP the mail only reaches the outbox: the page must not say it was sent.
    const confirmation: ConfirmationSender = config.smtpUrl && parentsMail('') ? 'mail' : 'office'
    const result = await idempotent(
      app.db,
      'enrollments',
      idempotencyKeyOf(request),
      request.body,
      async (tx) => {
        created = await createEnrollment(tx, values, enrollmentSchoolYear(), language)
        await claimFormUploads(
          tx,
          split.uploadIds,
          { enrollmentId: created.id },
          FORM_REFUSED_MESSAGE,
        )
        const answer: EnrollmentCreated = { number: created.number, confirmation }
        return { status: 201, body: answer }
      },
    )
    if (!result.replayed) {
      const number = String(result.body.number)
      request.log.info(
        { event: 'enrollment', number, students: values.students.length },
        'enrollment stored',
      )
      sendLater(parentsMail(number), 'enrollment-confirmation')
      const notice = {
        id: created.id,
        number,
        count: values.students.length,
        duplicate: created.possibleDuplicate,
      }
      sendLater(officeNotice(config.officeEmail, notice, config.siteUrl), 'enrollment-notice')
      // Issue #34: the box ticked, the parents are asked to confirm their children's classes' lists
      // (double opt-in), in the enrolment's language (issue #35). The enrolment is stored already:
      // a failure here is logged, never answered.
      // Nothing that ties the box to a family goes to the log: no number, no address, no error text
      // (a database error's message holds the values it was given).
      if (values.mailingLists === CHECKED) {
        await lists.subscribeFamily(values, language).catch((error: unknown) => {
          const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
          request.log.error(
            { event: 'subscribe-failed', error: { name, code } },
            'a subscription asked for on an enrolment was not stored',
          )
        })
      }
    } else {
      reply.header('idempotent-replayed', 'true')
    }
    // Stored or replayed, the answer is the one above: 201 with the number.
    return reply.code(201).send(result.body as EnrollmentCreated)
  })
}
