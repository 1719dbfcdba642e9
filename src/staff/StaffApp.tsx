// The staff area (issue #7), loaded on demand by src/pages/gazda/[...].tsx: none of this code is in
// a public page's JavaScript. Routing parses location.pathname (routes.ts); the login form stands
// in for every view without a valid session (SPEC.md §4); the API decides what a role may read.
import { navigate } from 'gatsby'
import { useCallback, useEffect, useState } from 'react'
import { Layout } from '../components/Layout'
import { withTrailingSlash } from '../domain/routes'
import { selectSessionExpired, selectUser } from '../state/authSlice'
import { useAppSelector } from '../state/hooks'
import type { RootState } from '../state/store'
import { backPath, parseStaffRoute, screenTitle } from './routes'
import { ScreenView } from './screenViews'
import { SchoolContext, type SchoolNames } from './school'
import { StaffSessionProvider, useLoggedIn, useStaff } from './session'
import {
  LOADING_PANEL_TEXT,
  LOGIN_TITLE,
  loggedInAs,
  LOGOUT_LABEL,
  ROLE_NAMES,
  STAFF_AREA_TITLE,
} from './text'
import { Loading, TitleContext } from './ui'
import { Login } from './Login'
import * as styles from './Staff.module.css'

export interface StaffAppProps {
  pathname: string
  /** Gatsby's location.state: `savedAt` and `removed` after a news item or bulletin was created. */
  state?: unknown
  school: SchoolNames
  fetchImpl?: typeof fetch
}

/** The client state (with the login kept from the last visit) is in the store. */
const selectStarted = (state: RootState) => state.auth !== undefined

/** The path the heading was last focused for, across remounts of the page within one visit. */
let lastFocusedPath: string | undefined

/** The staff app, on the site's one store (the staff API is injected into it: ./session.tsx). */
export default function StaffApp({ pathname, state, school, fetchImpl }: StaffAppProps) {
  return (
    <StaffSessionProvider fetchImpl={fetchImpl}>
      <SchoolContext.Provider value={school}>
        <StaffFrame pathname={pathname} state={state} />
      </SchoolContext.Provider>
    </StaffSessionProvider>
  )
}

function StaffFrame({ pathname, state }: { pathname: string; state?: unknown }) {
  const route = parseStaffRoute(pathname)
  const rehydrated = useAppSelector(selectStarted)
  const loggedIn = useLoggedIn()
  const user = useAppSelector(selectUser)
  const expired = useAppSelector(selectSessionExpired) || (user !== null && !loggedIn)
  const [override, setOverride] = useState<{ path: string; title: string } | null>(null)

  const setTitle = useCallback(
    (title: string | null) => setOverride(title ? { path: pathname, title } : null),
    [pathname],
  )

  // SPEC.md §2: routes end with a slash; /gazda/faq (the menu's admin target) is /gazda/faq/.
  useEffect(() => {
    if (!pathname.endsWith('/')) void navigate(withTrailingSlash(pathname), { replace: true })
  }, [pathname])

  const view = !rehydrated ? 'loading' : loggedIn ? route.view : 'login'
  let title = STAFF_AREA_TITLE
  if (view === 'login') title = LOGIN_TITLE
  else if (view !== 'loading') title = screenTitle(route)
  if (override?.path === pathname && view !== 'login') title = override.title

  // Focus goes to the new view's heading when the view changes (not on the first page load).
  const focusKey = `${pathname}|${view}`
  useEffect(() => {
    if (view === 'loading' || lastFocusedPath === focusKey) return
    const first = lastFocusedPath === undefined
    lastFocusedPath = focusKey
    if (first) return
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('main h1')
      if (!heading) return
      heading.tabIndex = -1
      heading.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [focusKey, view])

  const { savedAt, removed } = (state ?? {}) as { savedAt?: unknown; removed?: unknown }
  const created = typeof savedAt === 'number' ? { savedAt, removed: stringsOf(removed) } : {}
  return (
    <TitleContext.Provider value={setTitle}>
      <Layout
        title={title}
        previous={view === 'login' ? undefined : backPath(route)}
        liveAlerts={false}
      >
        {view === 'loading' && <Loading text={LOADING_PANEL_TEXT} />}
        {view === 'login' && <Login expired={expired} />}
        {view !== 'loading' && view !== 'login' && (
          <>
            <StaffBar />
            <div className={styles.view} data-view={route.view}>
              <ScreenView route={route} {...created} />
            </div>
          </>
        )}
      </Layout>
    </TitleContext.Provider>
  )
}

function StaffBar() {
  const { user, signOut } = useStaff()
  const role = user?.role ? (ROLE_NAMES[user.role] ?? user.role) : ''
  return (
    <div className={`${styles.bar} ${styles.noPrint}`}>
      {user?.name && <p className={styles.muted}>{loggedInAs(user.name, role)}</p>}
      <button type="button" className="button" onClick={() => void signOut()}>
        {LOGOUT_LABEL}
      </button>
    </div>
  )
}

/** Location state is whatever the history holds: only a list of strings is a list of messages. */
const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
