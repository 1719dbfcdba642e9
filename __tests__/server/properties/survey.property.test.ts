// Property tests of POST /api/surveys/zapisy (issue #8): generated answers, valid and broken,
// against the real server and database.
import { loadConfig } from '../../../server/config'
import { loadSchoolOptions } from '../../../server/content/school'
import { validateSurvey, type SurveyValues } from '../../../src/domain/survey'
import { setUpServer } from '../built-site'
import { floodLimits } from '../support/limits'
import { hasUnstorableText, PROPERTY_TIMEOUT_MS } from './arbitraries'
import { assertFormProperty } from './formProperty'
import { surveyBody } from './surveyBodies'
import { NOT_JSON } from './wire'

const server = setUpServer({ limits: floodLimits() })
// The levels and shifts of content/school/, which the server reads too.
const school = loadSchoolOptions(loadConfig({}).contentDir)

/** A level and a shift, each when given, must be ones the school offers, the shift teaching it. */
function isOffered({ level, buildingId }: SurveyValues): boolean {
  const shift = buildingId === '' ? undefined : school.shifts.get(Number(buildingId))
  if (buildingId !== '' && !shift) return false
  return level === '' || (school.levels.has(level) && (!shift || shift.has(level)))
}

/**
 * Answers the survey would accept (its own check, SPEC.md §5), choosing only what the school
 * offers, with no text the database cannot keep as sent, add one row.
 */
function rowsOf(wire: unknown) {
  if (wire === NOT_JSON) return undefined
  const result = validateSurvey(wire)
  if (!result.valid || !isOffered(result.value) || hasUnstorableText(wire)) return undefined
  return { surveyAnswers: 1 }
}

describe('POST /api/surveys/zapisy, with generated bodies', () => {
  it(
    'stores one set of answers exactly when the survey would accept it, and nothing else',
    async () => {
      await assertFormProperty({
        app: () => server.app,
        body: surveyBody(school),
        url: '/api/surveys/zapisy',
        rowsOf,
        expectCreated: (response) => expect(response.json().id).toEqual(expect.any(Number)),
      })
    },
    PROPERTY_TIMEOUT_MS,
  )
})
