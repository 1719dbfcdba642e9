// What a view shows for one query: loading, its data, "Brak uprawnień" (403) or the error. A 401 is
// the session's (the view is replaced by the login form), so it stays loading. The data shown
// stays while the next arrives (a filter changed): no flicker.
import { isForbidden, isUnauthorized, messageOf } from '../api'

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'forbidden'; message: string }
  | { status: 'error'; message: string }

/** What a failed call means for a view (shared by loads and by actions such as saving). */
export function failureOf(error: unknown): Resource<never> {
  if (isUnauthorized(error)) return { status: 'loading' }
  if (isForbidden(error)) return { status: 'forbidden', message: messageOf(error) }
  return { status: 'error', message: messageOf(error) }
}

/** The parts of a query hook's result a view reads. */
interface QueryResult<T> {
  data?: T
  error?: unknown
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

export type ShownResource<T> = Resource<T> & { pending: boolean; reload: () => void }

export function resourceOf<T>(result: QueryResult<T>): ShownResource<T> {
  const shown: Resource<T> = result.isError
    ? failureOf(result.error)
    : result.data === undefined
      ? { status: 'loading' }
      : { status: 'ready', data: result.data }
  return { ...shown, pending: result.isFetching, reload: () => void result.refetch() }
}
