import type { LightMyRequestResponse } from 'fastify'

/** The answer is a 400 whose messages by field are exactly `inputErrors`, and no others. */
export function expectFieldRefusal(
  response: LightMyRequestResponse,
  inputErrors: Record<string, string[]>,
) {
  expect(response.statusCode).toBe(400)
  expect(response.json().inputErrors).toEqual(inputErrors)
}
