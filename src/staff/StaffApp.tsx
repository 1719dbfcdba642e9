// The staff area (issue #7), loaded on demand by src/pages/gazda/[...].tsx: none of this code is in
// a public page's JavaScript. Routing parses location.pathname (routes.ts); the login form stands
// in for every view without a valid session (SPEC.md §4); the API decides what a role may read.
import { navigate } from 'gatsby'
import { useCallback, useEffect, useState } from 'react'
import { Layout } from '../components/Layout'
import { routes, withTrailingSlash } from '../domain/routes'
import { selectSessionExpired, selectUser } from '../state/authSlice'
import { useAppSelector } from '../state/hooks'
import type { RootState } from '../state/store'
import { AlertEditor } from './editors/AlertEditor'
import { BulletinEditor, BulletinList } from './editors/BulletinEditor'
import { FaqEditor } from './editors/FaqEditor'
import { AlbumEditor, GalleryList } from './editors/GalleryEditor'
import { NewsItemEditor, NewsList } from './editors/NewsEditor'
import { PageEditor } from './editors/PageEditor'
import { parseStaffRoute, staffPath, type JustCreated, type StaffRoute } from './routes'
import { SchoolContext, type SchoolNames } from './school'
import { StaffSessionProvider, useLoggedIn, useStaff } from './session'
import {
  LOADING_PANEL_TEXT,
  LOGIN_TITLE,
  loggedInAs,
  LOGOUT_LABEL,
  NOT_FOUND_MESSAGE,
  ROLE_NAMES,
  STAFF_AREA_TITLE,
  VIEW_TITLES,
} from './text'
import { Loading, TitleContext } from './ui'
import { Dashboard } from './views/Dashboard'
import { EnrollmentList } from './views/EnrollmentList'
import { EnrollmentRecordView } from './views/EnrollmentRecordView'
import { Login } from './views/Login'
import { SurveyList, SurveyRecordView } from './views/Surveys'
import { Accounts } from './views/Accounts'
import { Outbox } from './views/Outbox'
import { PhotoReports } from './views/PhotoReports'
import { Audit, History } from './views/History'
import { Visits } from './views/Visits'
import * as styles from './Staff.module.css'

export interface StaffAppProps {
  pathname: string
  /** Gatsby's location.state: `savedAt` and `removed` after a news item or bulletin was created. */
  state?: unknown
  school: SchoolNames
  fetchImpl?: typeof fetch
}

const selectRehydrated = (state: RootState) =>
  Boolean((state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated)

/** Where the Layout's back link goes: a record to its list, a list to the dashboard. */
function previousOf(route: StaffRoute): string | undefined {
  switch (route.view) {
    case 'dashboard':
      return undefined
    case 'enrollment':
      return staffPath({ view: 'enrollments' })
    case 'survey':
      return staffPath({ view: 'surveys' })
    case 'newsItem':
      return staffPath({ view: 'news' })
    case 'bulletin':
      return staffPath({ view: 'bulletins' })
    case 'album':
      return staffPath({ view: 'gallery' })
    default:
      return routes.staff()
  }
}

/** The path the heading was last focused for, across remounts of the page within one visit. */
let lastFocusedPath: string | undefined

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
  const rehydrated = useAppSelector(selectRehydrated)
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
  else if (view !== 'loading') title = VIEW_TITLES[route.view]
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
      <Layout title={title} previous={view === 'login' ? undefined : previousOf(route)}>
        {view === 'loading' && <Loading text={LOADING_PANEL_TEXT} />}
        {view === 'login' && <Login expired={expired} />}
        {view !== 'loading' && view !== 'login' && (
          <>
            <StaffBar />
            <div className={styles.view} data-view={route.view}>
              <View route={route} {...created} />
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

function View({ route, savedAt, removed }: JustCreated & { route: StaffRoute }) {
  switch (route.view) {
    case 'dashboard':
      return <Dashboard />
    case 'enrollments':
      return <EnrollmentList />
    case 'enrollment':
      return <EnrollmentRecordView id={route.id} />
    case 'surveys':
      return <SurveyList />
    case 'survey':
      return <SurveyRecordView id={route.id} />
    case 'visits':
      return <Visits />
    case 'faq':
      return <FaqEditor />
    case 'page':
      return <PageEditor slug={route.slug} />
    case 'news':
      return <NewsList />
    case 'newsItem':
      return <NewsItemEditor id={route.id} savedAt={savedAt} removed={removed} />
    case 'alert':
      return <AlertEditor />
    case 'history':
      return <History />
    case 'audit':
      return <Audit />
    case 'bulletins':
      return <BulletinList />
    case 'bulletin':
      return <BulletinEditor id={route.id} savedAt={savedAt} removed={removed} />
    case 'gallery':
      return <GalleryList />
    case 'album':
      return <AlbumEditor years={route.years} slug={route.slug} savedAt={savedAt} />
    case 'accounts':
      return <Accounts />
    case 'photoReports':
      return <PhotoReports />
    case 'outbox':
      return <Outbox />
    case 'notFound':
      return <p>{NOT_FOUND_MESSAGE}</p>
  }
}
