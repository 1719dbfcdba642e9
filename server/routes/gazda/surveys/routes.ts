import { pageOf } from '../../../../src/domain/api/lists'
import { IdParams } from '../../../../src/domain/api/staff'
import {
  SurveyList,
  SurveyListQuery,
  SurveyRecord,
  SurveysCsv,
  type SurveyAnswers,
} from '../../../../src/domain/api/surveys'
import { loadSchoolNames } from '../../../content/school'
import { createAudit } from '../../../repositories/audit'
import type { Routes } from '../../options'
import { EVERY_ROW, found, sendCsv, withRecords } from '../common'
import { surveysCsv } from './csv'
import { listSurveys, surveyById } from './repository'

type Answer = NonNullable<Awaited<ReturnType<typeof surveyById>>>

/** A survey answer as the API answers it: stored through the survey's rules, dated in ISO 8601. */
const surveyRecord = (answer: Answer): SurveyRecord => ({
  ...answer,
  answers: answer.answers as SurveyAnswers,
  createdAt: answer.createdAt.toISOString(),
})

/** /api/gazda/surveys: the survey's answers for admins, as a list, one by one or as a CSV. */
export const surveyStaffRoutes: Routes = async (app, { contentDir }) => {
  app.addHook('onRequest', app.requireAdmin)
  const audit = createAudit(app.db)

  app.get(
    '/api/gazda/surveys',
    { schema: { querystring: SurveyListQuery, response: { 200: SurveyList } } },
    async (request) => {
      const page = await listSurveys(app.db, pageOf(request.query), request.query.q)
      await audit(request.staff!.id, 'list', 'surveys')
      return withRecords(page, surveyRecord)
    },
  )

  // Issue #33: the answers for a spreadsheet, as the enrolments' CSV is made.
  app.get(
    '/api/gazda/surveys.csv',
    { schema: { querystring: SurveyListQuery, response: { 200: SurveysCsv } } },
    async (request, reply) => {
      const { items } = await listSurveys(app.db, EVERY_ROW, request.query.q)
      await audit(request.staff!.id, 'export', 'surveys')
      const csv = surveysCsv(items.map(surveyRecord), loadSchoolNames(contentDir))
      return sendCsv(reply, 'ankiety.csv', csv)
    },
  )

  app.get(
    '/api/gazda/surveys/:id',
    { schema: { params: IdParams, response: { 200: SurveyRecord } } },
    async (request) => {
      const record = found(await surveyById(app.db, Number(request.params.id)))
      await audit(request.staff!.id, 'read', 'surveys', record.id)
      return surveyRecord(record)
    },
  )
}
