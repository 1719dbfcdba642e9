import { eq, or, sql } from 'drizzle-orm'
import type { SurveyField } from '../../../../src/domain/survey/values'
import type { Database } from '../../../db/client'
import { surveyAnswers } from '../../../db/schema'
import { foldedContains } from '../../../repositories/folded'
import { newestPage, type Page } from '../../../repositories/paging'
import { withFamilies } from './families'

/** The survey's free-text answers a search looks in: who answered, where from, what they said. */
const SURVEY_SEARCHED = [
  'familyName',
  'contactEmail',
  'motherEmail',
  'fatherEmail',
  'street',
  'birthPlace',
  'comments',
] as const satisfies readonly SurveyField[]

/** Survey answers, newest first; `q` is looked for in the answers people type (SURVEY_SEARCHED). */
export async function listSurveys(db: Database, { page, pageSize }: Page, q?: string) {
  const where = q
    ? or(
        ...SURVEY_SEARCHED.map((field) =>
          foldedContains(sql`${surveyAnswers.answers}->>${field}`, q),
        ),
      )
    : undefined
  const total = await db.$count(surveyAnswers, where)
  const items = await newestPage(
    db.select().from(surveyAnswers).where(where).$dynamic(),
    [surveyAnswers.createdAt, surveyAnswers.id],
    { page, pageSize },
  )
  return { items: await withFamilies(db, items), total, page, pageSize }
}

/** One answer with the family that gave it, or undefined. */
export async function surveyById(db: Database, id: number) {
  const [row] = await db.select().from(surveyAnswers).where(eq(surveyAnswers.id, id))
  return row ? (await withFamilies(db, [row]))[0] : undefined
}
