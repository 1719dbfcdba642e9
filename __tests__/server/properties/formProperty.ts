// The property both public forms (enrolment, survey) must have (issue #8), with the
// Idempotency-Key they may be sent with.
import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { assertOnMixedCases, expectAnswer, expectCounts, grownBy, rowCounts } from './checks'
import type { Counts, Tally } from './checks'
import { idempotencyKey, idempotencyModel } from './idempotencyModel'
import { readBody, sentBody, type Sent } from './wire'

interface FormEndpoint {
  app: () => FastifyInstance
  /** Where the form posts. */
  url: string
  body: fc.Arbitrary<unknown>
  /** The rows a body adds when it is valid, judged without the server; undefined when invalid. */
  rowsOf: (wire: unknown) => Partial<Counts> | undefined
  /** What the answer to a stored submission holds. */
  expectCreated: (response: LightMyRequestResponse) => void
}

/** Checks formProperty over RUNS generated bodies, valid and invalid ones both among them. */
export const assertFormProperty = (endpoint: FormEndpoint) =>
  assertOnMixedCases((cases) => formProperty(endpoint, cases))

/**
 * A valid body is stored once (201) and adds its rows; with a key used before, it answers the
 * first answer again (same body) or 422 (another body), writing nothing; any other body is
 * refused with a 4xx and writes nothing. A retry of an accepted request replays its answer.
 */
function formProperty({ app, url, body, rowsOf, expectCreated }: FormEndpoint, cases: Tally) {
  const keys = idempotencyModel()
  const submit = (sent: Sent, key: string | undefined) =>
    app().inject({
      method: 'POST',
      url,
      payload: sent.payload,
      headers: {
        'content-type': sent.contentType,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    })
  const counts = () => rowCounts(app())
  return fc.asyncProperty(
    sentBody(body),
    idempotencyKey,
    fc.boolean(),
    async (sent, key, resend) => {
      const before = await counts()
      const wire = readBody(sent)
      const rows = rowsOf(wire)
      const outcome = rows ? keys.outcome(key, wire) : undefined
      cases.count(rows !== undefined)
      const response = await submit(sent, key)
      keys.remember(key, wire, response)

      if (!rows || outcome === 'malformed') {
        expectAnswer(response, [400, 413, 415])
        expectCounts(await counts(), before, response)
      } else if (outcome === 'reused') {
        expectAnswer(response, [422])
        expectCounts(await counts(), before, response)
      } else if (outcome === 'replay') {
        expectAnswer(response, [201])
        expect(response.json()).toEqual(keys.firstAnswer(key!)!.answer)
        expect(response.headers['idempotent-replayed']).toBe('true')
        expectCounts(await counts(), before, response)
      } else {
        expectAnswer(response, [201])
        expectCreated(response)
        const keyRows = key === undefined ? 0 : 1
        expectCounts(
          await counts(),
          grownBy(before, { ...rows, idempotencyKeys: keyRows }),
          response,
        )
      }

      if (resend && key !== undefined && response.statusCode === 201) {
        const stored = await counts()
        const again = await submit(sent, key)
        expectAnswer(again, [201])
        expect(again.json()).toEqual(response.json())
        expect(again.headers['idempotent-replayed']).toBe('true')
        expectCounts(await counts(), stored, again)
      }
    },
  )
}
