// Every API error is JSON {code, message} with the right status (DESIGN.md "Contracts").

export interface ApiError extends Error {
  statusCode: number
  code: string
  /** Extra fields of the answer, such as a form's {formErrors, inputErrors}. */
  body?: Record<string, unknown>
}

export function apiError(
  statusCode: number,
  code: string,
  message: string,
  body?: Record<string, unknown>,
): ApiError {
  return Object.assign(new Error(message), { statusCode, code, body })
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error && typeof (error as ApiError).statusCode === 'number' && 'body' in error
