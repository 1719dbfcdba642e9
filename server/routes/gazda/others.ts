import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { pageOf } from '../../../src/domain/api/lists'
import { IdParams } from '../../../src/domain/api/staff'
import {
  SurveyList,
  SurveyListQuery,
  SurveyRecord,
  SurveysCsv,
  type SurveyAnswers,
} from '../../../src/domain/api/surveys'
import { Visits, VisitsDayParams, VisitsQuery } from '../../../src/domain/api/visits'
import { loadSchoolNames } from '../../content/school'
import { schoolDay } from '../../time'
import { createAudit } from '../../repositories/audit'
import { createStaffReads } from '../../repositories/staffReads'
import { notFound } from './common'
import { surveysCsv } from './surveysCsv'

const daysAgo = (n: number) => schoolDay(new Date(Date.now() - n * 86_400_000))

type Answer = NonNullable<Awaited<ReturnType<ReturnType<typeof createStaffReads>['survey']>>>

/** A survey answer as the API answers it: stored through the survey's rules, dated in ISO 8601. */
const surveyRecord = (answer: Answer): SurveyRecord => ({
  ...answer,
  answers: answer.answers as SurveyAnswers,
  createdAt: answer.createdAt.toISOString(),
})

/** Survey answers and tracker visits for the staff area. */
export const gazdaOtherRoutes: FastifyPluginAsyncTypebox<{ contentDir: string }> = async (
  app,
  { contentDir },
) => {
  const reads = createStaffReads(app.db)
  const audit = createAudit(app.db)

  app.get(
    '/api/gazda/surveys',
    { schema: { querystring: SurveyListQuery, response: { 200: SurveyList } } },
    async (request) => {
      const result = await reads.surveys(pageOf(request.query), request.query.q)
      await audit(request.staff!.id, 'list', 'surveys')
      return { ...result, items: result.items.map(surveyRecord) }
    },
  )

  // Issue #33: the answers for a spreadsheet, as the enrolments' CSV is made (csv.ts).
  app.get(
    '/api/gazda/surveys.csv',
    { schema: { querystring: SurveyListQuery, response: { 200: SurveysCsv } } },
    async (request, reply) => {
      const { items } = await reads.surveys({ page: 1, pageSize: 100_000 }, request.query.q)
      await audit(request.staff!.id, 'export', 'surveys')
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ankiety.csv"')
        .send(surveysCsv(items.map(surveyRecord), loadSchoolNames(contentDir)))
    },
  )

  app.get(
    '/api/gazda/surveys/:id',
    { schema: { params: IdParams, response: { 200: SurveyRecord } } },
    async (request) => {
      const record = await reads.survey(Number(request.params.id))
      if (!record) throw notFound()
      await audit(request.staff!.id, 'read', 'surveys', record.id)
      return surveyRecord(record)
    },
  )

  app.get(
    '/api/gazda/visits',
    { schema: { querystring: VisitsQuery, response: { 200: Visits } } },
    async (request) => reads.visits(request.query.since ?? daysAgo(30)),
  )

  app.get(
    '/api/gazda/visits/:id',
    { schema: { params: VisitsDayParams, response: { 200: Visits } } },
    async (request) => reads.visits(request.params.id, request.params.id),
  )
}
