import { createStaffApi, isForbidden, logIn, queryString, StaffApiError } from '../../src/staff/api'
import { NETWORK_MESSAGE } from '../../src/staff/text'

type Call = { url: string; init: RequestInit }

/** A fetch that answers each call with the next of `answers`, and remembers the calls. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = []
  const impl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const answer = answers.shift()
    if (!answer) throw new Error('no answer left')
    if (answer instanceof Error) throw answer
    return answer
  })
  return { impl: impl as unknown as typeof fetch, calls }
}

/** What the client reads of a Response (jsdom has no fetch Response). */
const answer = (status: number, body: string | null) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      body === null ? Promise.reject(new Error('no body')) : Promise.resolve(JSON.parse(body)),
    blob: () => Promise.resolve(new Blob(body === null ? [] : [body])),
  }) as unknown as Response

const json = (status: number, body: unknown) => answer(status, JSON.stringify(body))

const headersOf = (call: Call) => call.init.headers as Record<string, string>

function client(fetchImpl: typeof fetch, token = 'a.b.c') {
  const onUnauthorized = jest.fn()
  const api = createStaffApi({ token: () => token, onUnauthorized, fetch: fetchImpl, baseUrl: '' })
  return { api, onUnauthorized }
}

describe('the staff API client', () => {
  it('sends the Bearer token with every call, and the body as JSON', async () => {
    const { impl, calls } = fakeFetch(json(200, { items: [] }), json(200, { version: 2 }))
    const { api } = client(impl, 'x.y.z')
    await api.get('/api/gazda/enrollments', { status: 'new', q: '' })
    await api.put('/api/gazda/content/faq', { title: 'FAQ', version: 1 })
    expect(calls[0]!.url).toBe('/api/gazda/enrollments?status=new')
    expect(headersOf(calls[0]!).authorization).toBe('Bearer x.y.z')
    expect(calls[1]!.init.method).toBe('PUT')
    expect(headersOf(calls[1]!).authorization).toBe('Bearer x.y.z')
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ title: 'FAQ', version: 1 })
  })

  it('sends a file as the body itself, with its own content type', async () => {
    const { impl, calls } = fakeFetch(json(200, { version: 'v', file: 'b.pdf' }))
    const { api } = client(impl, 'x.y.z')
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' })
    const answer = await api.putFile('/api/gazda/content/bulletins/b/pdf', pdf, 'application/pdf')
    expect(answer).toEqual({ version: 'v', file: 'b.pdf' })
    expect(calls[0]!.init.method).toBe('PUT')
    expect(calls[0]!.init.body).toBe(pdf)
    expect(headersOf(calls[0]!)['content-type']).toBe('application/pdf')
    expect(headersOf(calls[0]!).authorization).toBe('Bearer x.y.z')
  })

  it('reports a 401 from any call once, then rejects with the server’s message', async () => {
    const { impl } = fakeFetch(
      json(401, { code: 'UNAUTHORIZED', message: 'Zaloguj się ponownie: brak ważnego tokenu.' }),
    )
    const { api, onUnauthorized } = client(impl)
    const call = api.get('/api/gazda/surveys')
    await expect(call).rejects.toBeInstanceOf(StaffApiError)
    await expect(call).rejects.toMatchObject({ status: 401, problem: { code: 'UNAUTHORIZED' } })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('rejects a 403 as forbidden without ending the session', async () => {
    const { impl } = fakeFetch(
      json(403, { code: 'FORBIDDEN', message: 'Ta czynność wymaga uprawnień administratora.' }),
    )
    const { api, onUnauthorized } = client(impl)
    const error = await api.get('/api/gazda/enrollments').catch((caught: unknown) => caught)
    expect(isForbidden(error)).toBe(true)
    expect((error as StaffApiError).message).toBe('Ta czynność wymaga uprawnień administratora.')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('keeps a 400’s field errors and a 409’s code for the editors', async () => {
    const { impl } = fakeFetch(
      json(400, {
        code: 'INVALID_CONTENT',
        message: 'Popraw treść.',
        formErrors: [],
        inputErrors: { 'items.0.question': ['Pytanie jest wymagane.'] },
      }),
      json(409, { code: 'CONTENT_CHANGED', message: 'Treść zmieniła się.' }),
    )
    const { api } = client(impl)
    await expect(api.put('/api/gazda/content/faq', {})).rejects.toMatchObject({
      status: 400,
      problem: { inputErrors: { 'items.0.question': ['Pytanie jest wymagane.'] } },
    })
    await expect(api.put('/api/gazda/content/faq', {})).rejects.toMatchObject({
      status: 409,
      problem: { code: 'CONTENT_CHANGED' },
    })
  })

  it('turns a network failure into a Polish message, and a non-JSON error into its status', async () => {
    const { impl } = fakeFetch(new TypeError('Failed to fetch'), answer(502, null))
    const { api } = client(impl)
    await expect(api.get('/api/gazda/visits')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_MESSAGE,
    })
    await expect(api.get('/api/gazda/visits')).rejects.toMatchObject({ status: 502 })
  })

  it('answers a 204 with nothing, and a file as a Blob', async () => {
    const { impl } = fakeFetch(answer(204, null), answer(200, '"Numer zgłoszenia"'))
    const { api } = client(impl)
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined()
    const blob = await api.blob('/api/gazda/enrollments.csv', { schoolYear: '2026-2027' })
    expect(blob.size).toBeGreaterThan(0)
  })

  it('leaves unset and empty values out of the query string', () => {
    expect(queryString({ a: 'x', b: '', c: undefined, d: null, page: 2, duplicate: false })).toBe(
      '?a=x&page=2&duplicate=false',
    )
    expect(queryString({})).toBe('')
  })
})

describe('logging in', () => {
  it('answers the token and the user', async () => {
    const user = { email: 'biuro@szkola.org', name: 'Biuro', role: 'admin' }
    const { impl, calls } = fakeFetch(json(200, { token: 'a.b.c', user }))
    await expect(logIn('biuro@szkola.org', 'hasło', { fetch: impl, baseUrl: '' })).resolves.toEqual(
      { ok: true, answer: { token: 'a.b.c', user } },
    )
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      email: 'biuro@szkola.org',
      password: 'hasło',
    })
  })

  it.each([
    [401, 'Nieprawidłowy e-mail lub hasło.'],
    [429, 'Zbyt wiele prób logowania. Spróbuj ponownie za minutę.'],
  ])('shows the server’s message for a %i', async (status, message) => {
    const { impl } = fakeFetch(json(status, { code: 'X', message }))
    await expect(logIn('a@b.pl', 'x', { fetch: impl, baseUrl: '' })).resolves.toEqual({
      ok: false,
      message,
    })
  })
})
