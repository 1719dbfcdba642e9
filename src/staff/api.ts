// The staff area's transport (DESIGN.md "staff: /gazda/* ──JWT──▶ /api/gazda/*"), under the staff
// store's one base query (query/baseQuery.ts): every call carries the Bearer token; a 401 from any
// call (expired or revoked token, whatever the browser's clock says) is reported once through
// onUnauthorized; other refusals become a StaffApiError the views show (403 → "Brak uprawnień",
// 409 → reload, 400 → errors beside the fields).
import type { LoginAnswer } from '../domain/api/auth'
import { defaultApiBaseUrl } from '../state/api'
import { NETWORK_MESSAGE } from './text'

/** DESIGN.md "Contracts": every API error is JSON with a stable code and a message. */
export interface ApiProblem {
  code: string
  message: string
  formErrors?: string[]
  inputErrors?: Record<string, string[]>
  /** The whole answer, for a refusal that says more (an enrolment's 409: the record as it is now). */
  body?: unknown
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

/** A refusal as the views see it: a StaffApiError, or the same fields kept in the staff store. */
export interface StaffError {
  status: number
  problem: ApiProblem
}

export const isStaffError = (error: unknown): error is StaffError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as StaffError).status === 'number' &&
  typeof (error as StaffError).problem === 'object'

export const isForbidden = (error: unknown) => isStaffError(error) && error.status === 403
export const isUnauthorized = (error: unknown) => isStaffError(error) && error.status === 401

/** What a failed call says, in the server's words when it was the server that refused. */
export function messageOf(error: unknown): string {
  if (isStaffError(error)) return error.problem.message
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}

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
    body: body ?? undefined,
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

/** One call to the staff API (the staff store's base query sends every call through it). */
export interface StaffRequest {
  url: string
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  params?: Query
  /** Sent as JSON. */
  body?: unknown
  /** A file sent as the body itself (a bulletin's PDF, a gallery photo), with its content type. */
  file?: { blob: Blob; type: string }
  /** 'blob' for a file (the CSV export, a photo); the JSON answer otherwise (none on 204). */
  responseType?: 'json' | 'blob'
  /** Headers of the call's own (If-Match: the version a change was made on). */
  headers?: Record<string, string>
}

export interface StaffApi {
  request<T>(request: StaffRequest): Promise<T>
  get<T>(path: string, query?: Query): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  put<T>(path: string, body: unknown): Promise<T>
  /** A file sent as the body itself (a bulletin's PDF), with its content type. */
  putFile<T>(path: string, file: Blob, type: string): Promise<T>
  /** A file (the CSV export), fetched with the token. */
  blob(path: string, query?: Query): Promise<Blob>
}

/**
 * Issue #32: the editor's confirmation of the look-alike links a content save was asked about
 * (422 LINKS_TO_CONFIRM), sent once, with the next content save, as X-Confirm-Links.
 */
let linksConfirmation: string | undefined
export const confirmLinksForNextSave = (confirmation: string) => {
  linksConfirmation = confirmation
}

/** The confirmation a LINKS_TO_CONFIRM refusal carries, or undefined for any other refusal. */
export function linksToConfirm(error: unknown): string | undefined {
  if (!isStaffError(error) || error.problem.code !== 'LINKS_TO_CONFIRM') return undefined
  const confirmation = (error.problem.body as { confirmation?: unknown } | undefined)?.confirmation
  return typeof confirmation === 'string' ? confirmation : undefined
}

export function createStaffApi({
  token,
  onUnauthorized,
  baseUrl = defaultApiBaseUrl(),
  fetch: fetchImpl = (input, init) => fetch(input, init),
}: StaffApiOptions): StaffApi {
  const base = baseUrl.replace(/\/+$/, '')

  async function call({ method = 'GET', url, params, body, file, headers: own }: StaffRequest) {
    const headers: Record<string, string> = { ...own, accept: 'application/json' }
    const jwt = token()
    if (jwt) headers.authorization = `Bearer ${jwt}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (file) headers['content-type'] = file.type
    if (linksConfirmation && method !== 'GET' && url.startsWith('/api/gazda/content')) {
      headers['x-confirm-links'] = linksConfirmation
      linksConfirmation = undefined
    }
    let response: Response
    try {
      response = await fetchImpl(`${base}${url}${queryString(params)}`, {
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

  async function request<T>(asked: StaffRequest): Promise<T> {
    const response = await call(asked)
    if (asked.responseType === 'blob') return (await response.blob()) as T
    return (response.status === 204 ? undefined : await response.json()) as T
  }

  return {
    request,
    get: (url, params) => request({ url, params }),
    post: (url, body) => request({ method: 'POST', url, body: body ?? {} }),
    put: (url, body) => request({ method: 'PUT', url, body }),
    putFile: (url, blob, type) => request({ method: 'PUT', url, file: { blob, type } }),
    blob: (url, params) => request({ url, params, responseType: 'blob' }),
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
