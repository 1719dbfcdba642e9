const causes = (error: unknown): unknown[] =>
  error instanceof Error && error.cause !== undefined ? [error, ...causes(error.cause)] : [error]

/** Why a backup or restore failed, for the office: the innermost cause's own words. */
// Drizzle's own message quotes the query's parameters, rows of personal data among them.
export function innermostMessage(error: unknown): string {
  const innermost = causes(error).at(-1) as { message?: unknown; code?: unknown } | null
  return String(innermost?.message || innermost?.code || innermost)
}

/** A refusal or failure said to the office in its own words: exit code 1. */
export class Refused extends Error {}
