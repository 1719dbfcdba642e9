// Loading one thing from the staff API for a view: loading, ready, forbidden (403) or failed.
// A 401 is handled by the session (the view is replaced by the login form), so it stays loading.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { isForbidden, isUnauthorized, StaffApiError, type StaffApi } from './api'
import { useStaff } from './session'

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'forbidden'; message: string }
  | { status: 'error'; message: string }

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/** What a failed call means for a view (shared by loads and by actions such as saving). */
export function failureOf(error: unknown): Resource<never> {
  if (isUnauthorized(error)) return { status: 'loading' }
  if (isForbidden(error)) return { status: 'forbidden', message: (error as StaffApiError).message }
  return { status: 'error', message: messageOf(error) }
}

export function useResource<T>(
  load: ((api: StaffApi) => Promise<T>) | null,
  deps: DependencyList,
): Resource<T> & { pending: boolean; reload: () => void; set: (data: T) => void } {
  const { api } = useStaff()
  const [state, setState] = useState<Resource<T>>({ status: 'loading' })
  const [pending, setPending] = useState(true)
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    const run = loadRef.current
    if (!run) return undefined
    let current = true
    // Data already shown stays while the next arrives (a filter changed): no flicker.
    setState((was) => (was.status === 'ready' ? was : { status: 'loading' }))
    setPending(true)
    run(api)
      .then(
        (data) => current && setState({ status: 'ready', data }),
        (error: unknown) => current && setState(failureOf(error)),
      )
      .finally(() => current && setPending(false))
    return () => {
      current = false
    }
    // The caller's deps say when to load again, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, attempt, ...deps])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const set = useCallback((data: T) => setState({ status: 'ready', data }), [])
  return { ...state, pending, reload, set }
}
