// The staff app's session: the staff API bound to the store's token (./query/store.ts), logging
// out, and what happens on a 401 (issue #7): the store forgets the token, the user is sent to
// /gazda/ with "Sesja wygasła", and the editors' drafts stay in the tab (draftsSlice) for after the
// next login.
import { navigate } from 'gatsby'
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { routes } from '../domain/routes'
import { tokenExpiry } from '../domain/token'
import {
  logout,
  selectIsLoggedIn,
  selectUser,
  sessionExpired,
  type SessionUser,
} from '../state/authSlice'
import { useAppDispatch, useAppSelector, useAppStore } from '../state/hooks'
import { createStaffApi } from './api'
import { staffApi } from './query/staffApi'
import { startStaffApi } from './query/store'

export interface StaffSession {
  user: SessionUser | null
  isAdmin: boolean
  /** A teacher (issue #30): homework and the calendar of their own classes, nothing else. */
  isTeacher: boolean
  /** A teacher's classes (levels' ids); empty for any other role, which has them all. */
  classes: string[]
  signOut: () => Promise<void>
  /** Where to go back to after the next login (the page a 401 interrupted). */
  returnTo: { current: string | null }
}

const StaffContext = createContext<StaffSession | null>(null)

/**
 * The page a 401 interrupted. Kept outside React: /gazda/ and /gazda/…/ are two Gatsby pages of
 * one component, so going to the login remounts the app.
 */
const returnTo: { current: string | null } = { current: null }

export function useStaff(): StaffSession {
  const session = useContext(StaffContext)
  if (!session) throw new Error('useStaff outside StaffSessionProvider')
  return session
}

export function StaffSessionProvider({
  children,
  fetchImpl,
}: {
  children: ReactNode
  /** Tests pass their own fetch. */
  fetchImpl?: typeof fetch
}) {
  const store = useAppStore()
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectUser)

  // Bound before the first query of the children's first render asks for it.
  useMemo(() => {
    const client = createStaffApi({
      token: () => store.getState().auth?.user?.jwt,
      fetch: fetchImpl,
      onUnauthorized: () => {
        if (!store.getState().auth?.user) return
        returnTo.current = window.location.pathname
        store.dispatch(sessionExpired())
        void navigate(routes.staff(), { replace: true })
      },
    })
    startStaffApi(store, { client })
  }, [store, fetchImpl])

  const session = useMemo<StaffSession>(
    () => ({
      user,
      isAdmin: user?.role === 'admin',
      isTeacher: user?.role === 'teacher',
      classes: user?.role === 'teacher' ? (user.classes ?? []) : [],
      returnTo,
      signOut: async () => {
        // The token is revoked on the server; whatever it answers, this browser forgets it.
        await store
          .dispatch(staffApi.endpoints.logOut.initiate())
          .unwrap()
          .catch(() => undefined)
        dispatch(logout())
        returnTo.current = null
        void navigate(routes.staff())
      },
    }),
    [store, user, dispatch],
  )

  return <StaffContext.Provider value={session}>{children}</StaffContext.Provider>
}

/**
 * SPEC.md §4 "Session" through selectIsLoggedIn, re-checked when the token's exp passes while
 * the page stays open, so that the view turns to the login form by itself.
 */
export function useLoggedIn(): boolean {
  const jwt = useAppSelector((state) => state.auth?.user?.jwt)
  const [now, setNow] = useState(() => Date.now())
  const exp = jwt ? tokenExpiry(jwt) : null
  useEffect(() => {
    if (exp === null) return undefined
    const wait = exp * 1000 - Date.now()
    // setTimeout's limit is 2^31 - 1 ms (about 24 days); a token lives for hours.
    if (wait <= 0 || wait > 2_147_483_647) return undefined
    const timer = setTimeout(() => setNow(Date.now()), wait + 50)
    return () => clearTimeout(timer)
  }, [exp])
  return useAppSelector((state) => selectIsLoggedIn(state, Math.max(now, Date.now())))
}
