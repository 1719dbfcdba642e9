// Saved form values laid over a form's starting values (a draft from an older form, or altered):
// the enrolment's and the survey's pages read their drafts with it, without the forms' fields.
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The starting values with every text field of `saved` that is text laid over them. */
export function overlay<T extends object>(start: T, saved: unknown): T {
  if (!isRecord(saved)) return start
  const result: Record<string, unknown> = { ...(start as Record<string, unknown>) }
  for (const key of Object.keys(start)) {
    if (typeof result[key] === 'string' && typeof saved[key] === 'string') result[key] = saved[key]
  }
  return result as T
}
