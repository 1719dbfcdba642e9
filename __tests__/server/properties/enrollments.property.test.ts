// Property tests of POST /api/enrollments (issue #8): generated families, valid and broken,
// against the real server and database.
import fc from 'fast-check'
import { loadConfig } from '../../../server/config'
import { loadSchoolOptions } from '../../../server/content/school'
import { validateEnrollmentFor } from '../../../src/domain/enrollment'
import { setUpServer } from '../built-site'
import { floodLimits } from '../support/limits'
import { hasUnstorableText, PROPERTY_TIMEOUT_MS, RUNS } from './arbitraries'
import { tally } from './checks'
import { enrollmentBody } from './enrollmentBodies'
import { formProperty } from './formProperty'
import { NOT_JSON, type Sent } from './wire'

const server = setUpServer({ limits: floodLimits() })
// The levels and shifts of content/school/, which the server reads too.
const school = loadSchoolOptions(loadConfig({}).contentDir)

const enrol = (sent: Sent, key: string | undefined) =>
  server.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: sent.payload,
    headers: {
      'content-type': sent.contentType,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  })

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
      const cases = tally()
      const property = formProperty({
        app: () => server.app,
        body: enrollmentBody(school),
        submit: enrol,
        rowsOf,
        expectCreated: (response) => expect(response.json().number).toMatch(/^\d{4}-\d{4}$/),
        cases,
      })
      await fc.assert(property, { numRuns: RUNS })
      cases.expectMixed(RUNS)
    },
    PROPERTY_TIMEOUT_MS,
  )
})
