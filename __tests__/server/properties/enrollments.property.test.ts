// Property tests of POST /api/enrollments (issue #8): generated families, valid and broken,
// against the real server and database.
import { loadConfig } from '../../../server/config'
import { loadSchoolOptions } from '../../../server/content/school'
import { validateEnrollmentFor } from '../../../src/domain/enrollment'
import { setUpServer } from '../built-site'
import { floodLimits } from '../support/limits'
import { hasUnstorableText, PROPERTY_TIMEOUT_MS } from './arbitraries'
import { enrollmentBody } from './enrollmentBodies'
import { assertFormProperty } from './formProperty'
import { NOT_JSON } from './wire'

const server = setUpServer({ limits: floodLimits() })
// The levels and shifts of content/school/, which the server reads too.
const school = loadSchoolOptions(loadConfig({}).contentDir)

/**
 * A family the form would accept (its own check, SPEC.md §5, with the school's levels and
 * shifts), with no text the database cannot keep as sent, adds itself and its students.
 */
function rowsOf(wire: unknown) {
  if (wire === NOT_JSON) return undefined
  const result = validateEnrollmentFor(school, wire)
  if (!result.valid || hasUnstorableText(wire)) return undefined
  return { enrollments: 1, students: result.value.students.length }
}

describe('POST /api/enrollments, with generated bodies', () => {
  it(
    'stores a family with its students exactly when the form would accept it, and nothing else',
    async () => {
      await assertFormProperty({
        app: () => server.app,
        body: enrollmentBody(school),
        url: '/api/enrollments',
        rowsOf,
        expectCreated: (response) => expect(response.json().number).toMatch(/^\d{4}-\d{4}$/),
      })
    },
    PROPERTY_TIMEOUT_MS,
  )
})
