// Survey answers' contract: the public POST /api/surveys/zapisy and the office's
// /api/gazda/surveys, for Fastify (server/routes/surveys.ts, server/routes/gazda/surveys/) and
// the staff area's types (src/staff/types.ts).
import { Type, type Static } from '@sinclair/typebox'
import type { SurveyValues } from '../survey/values'
import { PageQuery, Paged, SearchText } from './lists'
import { Moment } from './staff'

// POST /api/surveys/zapisy (the answers are checked by the survey's rules: FormValues)

export const SurveyCreated = Type.Object({ id: Type.Integer() })
export type SurveyCreated = Static<typeof SurveyCreated>

// GET /api/gazda/surveys and /api/gazda/surveys/{id}

export const SurveyListQuery = Type.Object(
  { ...PageQuery, q: Type.Optional(SearchText) },
  { additionalProperties: false },
)

/** Each answer is text; what was stored passed the survey's rules, so it is the survey's values. */
export const SurveyAnswers = Type.Unsafe<Partial<SurveyValues>>(
  Type.Record(Type.String(), Type.String()),
)
export type SurveyAnswers = Static<typeof SurveyAnswers>

/** The enrolment a survey answer's family made, found by a parent's e-mail (issue #18). */
export const SurveyFamily = Type.Object({
  /** The parents' surnames: "Nowak" or "Nowak / Kowalska". */
  name: Type.String(),
  enrollmentId: Type.Integer(),
  number: Type.String(),
})

export const SurveyRecord = Type.Object({
  id: Type.Integer(),
  survey: Type.String(),
  answers: SurveyAnswers,
  createdAt: Moment,
  /** null when no enrolment has one of the answer's e-mails. */
  family: Type.Union([SurveyFamily, Type.Null()]),
})
export type SurveyRecord = Static<typeof SurveyRecord>

export const SurveyList = Paged(SurveyRecord)

/** GET /api/gazda/surveys.csv: every answer (or those `q` finds), one row each. */
export const SurveysCsv = Type.String()
