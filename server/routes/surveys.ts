import { FormLanguageHeaders } from '../../src/domain/api/enrollments'
import { FormValues } from '../../src/domain/api/schemas'
import { SurveyCreated } from '../../src/domain/api/surveys'
import formsText from '../../src/domain/i18n/compiled/forms'
import type { Language } from '../../src/domain/i18n/languages'
import { splitAttachments } from '../../src/domain/attachments'
import { oneOfMessage } from '../../src/domain/enrollment'
import {
  addFormError,
  emptyFormErrors,
  formErrorAnswer,
  hasFormErrors,
  type FormErrors,
} from '../../src/domain/formErrors'
import { surveyLabelsIn, validateSurvey, type SurveyValues } from '../../src/domain/survey'
import { loadSchoolOptions, type SchoolOptions } from '../content/school'
import { surveyAnswers } from '../db/schema'
import { apiError, unstorableTextErrors } from '../errors'
import { idempotencyKeyOf, idempotent } from '../idempotency'
import { requestLanguage } from '../requestLanguage'
import { claimFormUploads } from './formUploads'
import type { Routes } from './options'

/**
 * A level and a shift, each when given, must be ones the school offers (content/school/), as in
 * schoolChoiceErrors; the survey may leave either empty. The messages are in `language`.
 */
export function surveySchoolChoiceErrors(
  values: SurveyValues,
  school: SchoolOptions,
  language: Language = 'pl',
): FormErrors {
  const errors = emptyFormErrors()
  const labels = surveyLabelsIn(language)
  const { level, buildingId } = values
  const shift = buildingId === '' ? undefined : school.shifts.get(Number(buildingId))
  if (level !== '' && (!school.levels.has(level) || (shift && !shift.has(level)))) {
    addFormError(errors, 'level', oneOfMessage(labels.level))
  }
  if (buildingId !== '' && !shift) {
    addFormError(errors, 'buildingId', oneOfMessage(labels.buildingId))
  }
  return errors
}

/**
 * POST /api/surveys/zapisy: one set of answers to the enrolment survey, refused in the page's
 * language (Accept-Language, issue #35) and stored with it.
 */
export const surveyRoutes: Routes = async (app, { config }) => {
  const school = loadSchoolOptions(config.contentDir)
  app.post(
    '/api/surveys/zapisy',
    {
      onRequest: app.writeLimit('surveys'),
      schema: { body: FormValues, headers: FormLanguageHeaders, response: { 201: SurveyCreated } },
    },
    async (request, reply) => {
      const language = requestLanguage(request)
      const FORM_REFUSED_MESSAGE = formsText.in(language)('invalidAnswer')
      const split = splitAttachments(request.body)
      if (!split.valid)
        throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, formErrorAnswer(split.errors))
      const validation = validateSurvey(split.values, language)
      if (!validation.valid)
        throw apiError(
          400,
          'INVALID_FORM',
          FORM_REFUSED_MESSAGE,
          formErrorAnswer(validation.errors),
        )
      const choices = surveySchoolChoiceErrors(validation.value, school, language)
      if (hasFormErrors(choices))
        throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, formErrorAnswer(choices))
      // Keyed by the survey's field names, as its errors are.
      const unstorable = unstorableTextErrors(validation.value, (path) => path)
      if (hasFormErrors(unstorable))
        throw apiError(400, 'INVALID_FORM', FORM_REFUSED_MESSAGE, formErrorAnswer(unstorable))
      const result = await idempotent(
        app.db,
        'surveys',
        idempotencyKeyOf(request),
        request.body,
        async (tx) => {
          const [row] = await tx
            .insert(surveyAnswers)
            .values({ survey: 'zapisy', answers: validation.value, language })
            .returning({ id: surveyAnswers.id })
          await claimFormUploads(
            tx,
            split.uploadIds,
            { surveyAnswerId: row!.id },
            FORM_REFUSED_MESSAGE,
          )
          const answer: SurveyCreated = { id: row!.id }
          return { status: 201, body: answer }
        },
      )
      if (result.replayed) reply.header('idempotent-replayed', 'true')
      // Stored or replayed, the answer is the one above: 201 with the answers' id.
      return reply.code(201).send(result.body as SurveyCreated)
    },
  )
}
