// The staff area's API client (DESIGN.md "staff: /gazda/* ──JWT──▶ /api/gazda/*"): every call
// carries the Bearer token; a 401 from any call (expired or revoked token, whatever the browser's
// clock says) is reported once through onUnauthorized; other refusals become a StaffApiError the
// views show (403 → "Brak uprawnień", 409 → reload, 400 → errors beside the fields).
import type { LoginAnswer } from '../domain/api/auth'
import { defaultApiBaseUrl } from '../state/api'
import { NETWORK_MESSAGE } from './text/common'

/** DESIGN.md "Contracts": every API error is JSON with a stable code and a message. */
export interface ApiProblem {
  code: string
  message: string
  formErrors?: string[]
  inputErrors?: Record<string, string[]>
}

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ApiProblem,
  ) {
    super(problem.message)
    this.name = 'StaffApiError'
  }
}

export const isForbidden = (error: unknown) =>
  error instanceof StaffApiError && error.status === 403
export const isUnauthorized = (error: unknown) =>
  error instanceof StaffApiError && error.status === 401

export type Query = Record<string, string | number | boolean | undefined | null>

/** `?a=1&b=x`, leaving out what is unset or empty; '' when nothing is left. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

async function problemOf(response: Response): Promise<ApiProblem> {
  const body: unknown = await response.json().catch(() => null)
  const value = (body ?? {}) as Partial<ApiProblem>
  return {
    code: typeof value.code === 'string' ? value.code : `HTTP_${response.status}`,
    message: typeof value.message === 'string' ? value.message : `HTTP ${response.status}`,
    formErrors: Array.isArray(value.formErrors) ? value.formErrors : undefined,
    inputErrors:
      value.inputErrors && typeof value.inputErrors === 'object' ? value.inputErrors : undefined,
  }
}

export interface StaffApiOptions {
  /** The current token, read at each call. */
  token: () => string | null | undefined
  /** Told of a 401 (once per call that got one) before the call rejects. */
  onUnauthorized: (problem: ApiProblem) => void
  baseUrl?: string
  fetch?: typeof fetch
}

export interface StaffApi {
  get<T>(path: string, query?: Query): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  put<T>(path: string, body: unknown): Promise<T>
  patch<T>(path: string, body: unknown): Promise<T>
  /** Deletes a record (a family's data, issue #8); answers nothing on 204. */
  delete<T = void>(path: string): Promise<T>
  /** A file sent as the body itself (a bulletin's PDF), with its content type. */
  putFile<T>(path: string, file: Blob, type: string): Promise<T>
  /** A new file sent as the body itself (a gallery photo), with its content type. */
  postFile<T>(path: string, file: Blob, type: string): Promise<T>
  /** A file (the CSV export), fetched with the token. */
  blob(path: string, query?: Query): Promise<Blob>
}

export function createStaffApi({
  token,
  onUnauthorized,
  baseUrl = defaultApiBaseUrl(),
  fetch: fetchImpl = (input, init) => fetch(input, init),
}: StaffApiOptions): StaffApi {
  const base = baseUrl.replace(/\/+$/, '')

  async function call(
    method: string,
    path: string,
    query?: Query,
    body?: unknown,
    file?: { blob: Blob; type: string },
  ) {
    const headers: Record<string, string> = { accept: 'application/json' }
    const jwt = token()
    if (jwt) headers.authorization = `Bearer ${jwt}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (file) headers['content-type'] = file.type
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}${queryString(query)}`, {
        method,
        headers,
        body: file ? file.blob : body === undefined ? undefined : JSON.stringify(body),
      })
    } catch {
      throw new StaffApiError(0, { code: 'NETWORK', message: NETWORK_MESSAGE })
    }
    if (response.ok) return response
    const problem = await problemOf(response)
    if (response.status === 401) onUnauthorized(problem)
    throw new StaffApiError(response.status, problem)
  }

  const json = async <T>(response: Response): Promise<T> =>
    (response.status === 204 ? undefined : await response.json()) as T

  return {
    get: async (path, query) => json(await call('GET', path, query)),
    post: async (path, body) => json(await call('POST', path, undefined, body ?? {})),
    put: async (path, body) => json(await call('PUT', path, undefined, body)),
    patch: async (path, body) => json(await call('PATCH', path, undefined, body)),
    delete: async (path) => json(await call('DELETE', path)),
    putFile: async (path, blob, type) =>
      json(await call('PUT', path, undefined, undefined, { blob, type })),
    postFile: async (path, blob, type) =>
      json(await call('POST', path, undefined, undefined, { blob, type })),
    blob: async (path, query) => (await call('GET', path, query)).blob(),
  }
}

export type { LoginAnswer }

export type LoginOutcome = { ok: true; answer: LoginAnswer } | { ok: false; message: string }

/**
 * POST /api/auth/login. Its 401 is a wrong password, not an expired session, so it does not go
 * through the client above; 401 and 429 show the server's own message.
 */
export async function logIn(
  email: string,
  password: string,
  { baseUrl = defaultApiBaseUrl(), fetch: fetchImpl = fetch } = {},
): Promise<LoginOutcome> {
  let response: Response
  try {
    response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  } catch {
    return { ok: false, message: NETWORK_MESSAGE }
  }
  if (!response.ok) return { ok: false, message: (await problemOf(response)).message }
  return { ok: true, answer: (await response.json()) as LoginAnswer }
}
