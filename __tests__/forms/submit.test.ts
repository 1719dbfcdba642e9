import { submissionFor } from '../../src/forms/pending'
import { MAX_RETRIES, retryDelay, submitForm, type SubmitOptions } from '../../src/forms/submit'

// Issue #6: a failed submission (network error, 5xx, 429) is retried with the same key, with
// backoff, at most five times; 400 and 422 never; "sent" only after a 2xx.
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network'

function fakeServer(answers: Answer[]) {
  const calls: { url: string; key: string | null; body: string }[] = []
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    calls.push({ url: String(url), key: headers.get('idempotency-key'), body: String(init?.body) })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!
    if (answer === 'network') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  })
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, sleep, waits }
}

type SendOptions = Pick<SubmitOptions, 'onRetry' | 'language'>

/** Sends { a: 1 } with key-1 to the fake server, with `options` beside. */
const send = (server: ReturnType<typeof fakeServer>, options: SendOptions = {}) =>
  submitForm(
    '/api/enrollments',
    { a: 1 },
    {
      idempotencyKey: 'key-1',
      baseUrl: 'http://school.test/',
      fetch: server.fetch,
      sleep: server.sleep,
      ...options,
    },
  )

describe('submitForm', () => {
  it('sends JSON with the key and hands back a 2xx answer', async () => {
    const server = fakeServer([{ status: 201, body: { number: '2027-0001' } }])
    await expect(send(server)).resolves.toEqual({ kind: 'sent', body: { number: '2027-0001' } })
    expect(server.calls).toEqual([
      { url: 'http://school.test/api/enrollments', key: 'key-1', body: '{"a":1}' },
    ])
  })

  it('retries a network error, a 5xx, a 409 and a 429 with the same key and body', async () => {
    const server = fakeServer([
      'network',
      { status: 503 },
      { status: 409 },
      { status: 429 },
      { status: 201, body: { number: 'n' } },
    ])
    const retries: string[] = []
    const outcome = await send(server, { onRetry: (n, of) => retries.push(`${n}/${of}`) })
    expect(outcome.kind).toBe('sent')
    expect(server.calls).toHaveLength(5)
    expect(new Set(server.calls.map((call) => call.key))).toEqual(new Set(['key-1']))
    expect(new Set(server.calls.map((call) => call.body)).size).toBe(1)
    expect(retries).toEqual(['1/5', '2/5', '3/5', '4/5'])
    expect(server.waits).toEqual([500, 1000, 2000, 4000])
  })

  it('gives up after five retries, six attempts in all', async () => {
    const server = fakeServer([{ status: 500, body: { message: 'Błąd serwera' } }])
    await expect(send(server)).resolves.toEqual({
      kind: 'failed',
      status: 500,
      message: 'Błąd serwera',
    })
    expect(server.calls).toHaveLength(1 + MAX_RETRIES)
    expect(server.waits).toEqual([500, 1000, 2000, 4000, 8000])
  })

  it.each([400, 422])('never retries a %i and returns its form errors', async (status) => {
    const server = fakeServer([
      {
        status,
        body: { message: 'Popraw', formErrors: ['F'], inputErrors: { zip: ['Z'], bad: 'x' } },
      },
    ])
    await expect(send(server)).resolves.toEqual({
      kind: 'invalid',
      status,
      message: 'Popraw',
      errors: { formErrors: ['F'], inputErrors: { zip: ['Z'] } },
    })
    expect(server.calls).toHaveLength(1)
  })

  it('does not retry another 4xx', async () => {
    const server = fakeServer([{ status: 404 }])
    await expect(send(server)).resolves.toMatchObject({ kind: 'failed', status: 404 })
    expect(server.calls).toHaveLength(1)
  })

  it('waits out a Retry-After of up to 30 s (at least 1 s), then sends again', async () => {
    const server = fakeServer([
      { status: 429, headers: { 'retry-after': '3' } },
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 429, headers: { 'retry-after': '30' } },
      { status: 201 },
    ])
    await expect(send(server)).resolves.toMatchObject({ kind: 'sent' })
    expect(server.waits).toEqual([3000, 1000, 30_000])
    expect(retryDelay(3, null)).toBe(2000)
  })

  // Issue #17: retrying before the server's window is over would only be refused again.
  it('stops at a 429 whose Retry-After is longer than 30 s, with the server’s message', async () => {
    const message = 'Z tego połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń.'
    const server = fakeServer([
      { status: 429, headers: { 'retry-after': '45' }, body: { code: 'X', message } },
    ])
    await expect(send(server)).resolves.toEqual({ kind: 'limited', message })
    expect(server.calls).toHaveLength(1)
    expect(server.waits).toEqual([])
  })

  it('stops with the server’s message when the last retry is still refused with 429', async () => {
    const server = fakeServer([
      { status: 429, headers: { 'retry-after': '1' }, body: { message: 'M' } },
    ])
    await expect(send(server)).resolves.toEqual({ kind: 'limited', message: 'M' })
    expect(server.calls).toHaveLength(1 + MAX_RETRIES)
  })
})

// Issue #35: the refusal's code worded in the page's language, whatever the server's words.
describe('a refusal worded by its code', () => {
  const sendIn = (server: ReturnType<typeof fakeServer>, language: 'pl' | 'en') =>
    send(server, { language })
  const limited = (body: unknown) =>
    fakeServer([{ status: 429, headers: { 'retry-after': '60' }, body }])

  it('words a known code in the page’s language, with its values', async () => {
    const polishWords = { code: 'SERVER_BUSY', params: { window: 'hour' }, message: 'Serwer…' }
    await expect(sendIn(limited(polishWords), 'en')).resolves.toEqual({
      kind: 'limited',
      message: 'The server is receiving too many submissions at once. Please try again in an hour.',
    })
    await expect(sendIn(limited(polishWords), 'pl')).resolves.toEqual({
      kind: 'limited',
      message: 'Serwer przyjmuje teraz zbyt wiele zgłoszeń naraz. Spróbuj ponownie za godzinę.',
    })
    const enrolments = { code: 'TOO_MANY_ENROLLMENTS', message: 'Z tego połączenia…' }
    await expect(sendIn(limited(enrolments), 'en')).resolves.toEqual({
      kind: 'limited',
      message: expect.stringMatching(/^Too many enrollments were sent from this connection/),
    })
  })

  it('words a refused form’s code, keeping the fields’ messages as the server gave them', async () => {
    const server = fakeServer([
      {
        status: 400,
        body: {
          code: 'INVALID_FORM',
          message: 'Formularz zawiera błędy. Popraw zaznaczone pola.',
          formErrors: [],
          inputErrors: { zip: ['Zip code is required.'] },
          inputErrorCodes: { zip: [{ code: 'required' }] },
        },
      },
    ])
    await expect(sendIn(server, 'en')).resolves.toEqual({
      kind: 'invalid',
      status: 400,
      errors: { formErrors: [], inputErrors: { zip: ['Zip code is required.'] } },
      message: 'The form has errors. Please correct the marked fields.',
    })
  })

  it('shows the server’s message for a code it has no words for', async () => {
    const body = { code: 'SOMETHING_NEW', message: 'Coś nowego.' }
    await expect(sendIn(limited(body), 'en')).resolves.toEqual({
      kind: 'limited',
      message: 'Coś nowego.',
    })
  })
})

describe('one key per set of values', () => {
  it('keeps the key for the same values and makes a new one for changed values', () => {
    const first = submissionFor({ a: 1 }, undefined)
    expect(first.key).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(submissionFor({ a: 1 }, first)).toBe(first)
    const changed = submissionFor({ a: 2 }, first)
    expect(changed.key).not.toBe(first.key)
    expect(submissionFor({ a: 1 }, undefined).key).not.toBe(first.key)
  })
})
