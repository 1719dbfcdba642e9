// The staff area (issue #7), loaded on demand by src/pages/gazda/[...].tsx: none of this code is in
// a public page's JavaScript. Routing parses location.pathname (routes.ts); the login form stands
// in for every view without a valid session (SPEC.md §4); the API decides what a role may read.
import { navigate } from 'gatsby'
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react'
import { Layout } from '../components/Layout'
import { withTrailingSlash } from '../domain/routes'
import { selectSessionExpired, selectUser } from '../state/authSlice'
import { clientStateOf } from '../state/clientState'
import { ClientStateContext } from '../state/context'
import { useAppSelector, useAppStore } from '../state/hooks'
import type { RootState } from '../state/store'
import { AlertEditor } from './editors/AlertEditor'
import { BulletinEditor, BulletinList } from './editors/BulletinEditor'
import { FaqEditor } from './editors/FaqEditor'
import { AlbumEditor, GalleryList } from './gallery/GalleryEditor'
import { NewsItemEditor, NewsList } from './editors/NewsEditor'
import { PageEditor } from './editors/PageEditor'
import {
  backPath,
  parseStaffRoute,
  screenTitle,
  type JustCreated,
  type StaffRoute,
  type StaffView,
} from './routes'
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
} from './text'
import { Loading, TitleContext } from './ui'
import { DeclaredListView, DeclaredRecordView } from './declared/DeclaredViews'
import { RosterListView, RosterView } from './rosters/RosterViews'
import { MailComposeView, MailingListsView } from './mailing/MailingViews'
import { Dashboard } from './dashboard/Dashboard'
import { EnrollmentList } from './enrollments/EnrollmentList'
import { EnrollmentRecordView } from './enrollments/EnrollmentRecordView'
import { Login } from './Login'
import { SurveyList, SurveyRecordView } from './surveys/Surveys'
import { Accounts } from './accounts/Accounts'
import { Outbox } from './outbox/Outbox'
import { PhotoReports } from './photoReports/PhotoReports'
import { Audit, History } from './history/History'
import { Visits } from './visits/Visits'
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

/** The path the heading was last focused for, across remounts of the page within one visit. */
let lastFocusedPath: string | undefined

/**
 * The staff app runs on the react-redux store it is rendered in; what it shares with the public
 * pages (the menu's admin links, the drafts of useDraft) reads the client state's context, so it
 * hands them that same store.
 */
export default function StaffApp({ pathname, state, school, fetchImpl }: StaffAppProps) {
  const store = useAppStore()
  const client = useMemo(() => clientStateOf(store), [store])
  return (
    <ClientStateContext.Provider value={client}>
      <StaffSessionProvider fetchImpl={fetchImpl}>
        <SchoolContext.Provider value={school}>
          <StaffFrame pathname={pathname} state={state} />
        </SchoolContext.Provider>
      </StaffSessionProvider>
    </ClientStateContext.Provider>
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

type RouteOf<V extends StaffView> = Extract<StaffRoute, { view: V }>

/** Each screen's component (its URL, title and back link are in routes.ts's table). */
const SCREEN_VIEWS: {
  [V in StaffView]: (route: RouteOf<V>, created: JustCreated) => ReactElement
} = {
  dashboard: () => <Dashboard />,
  enrollments: () => <EnrollmentList />,
  enrollment: ({ id }) => <EnrollmentRecordView id={id} />,
  surveys: () => <SurveyList />,
  survey: ({ id }) => <SurveyRecordView id={id} />,
  visits: () => <Visits />,
  faq: () => <FaqEditor />,
  page: ({ slug }) => <PageEditor slug={slug} />,
  news: () => <NewsList />,
  newsItem: ({ id }, { savedAt, removed }) => (
    <NewsItemEditor id={id} savedAt={savedAt} removed={removed} />
  ),
  alert: () => <AlertEditor />,
  history: () => <History />,
  audit: () => <Audit />,
  bulletins: () => <BulletinList />,
  bulletin: ({ id }, { savedAt, removed }) => (
    <BulletinEditor id={id} savedAt={savedAt} removed={removed} />
  ),
  gallery: () => <GalleryList />,
  album: ({ years, slug }, { savedAt }) => (
    <AlbumEditor years={years} slug={slug} savedAt={savedAt} />
  ),
  accounts: () => <Accounts />,
  photoReports: () => <PhotoReports />,
  outbox: () => <Outbox />,
  rosters: () => <RosterListView />,
  roster: ({ level, shiftId }) => <RosterView level={level} shiftId={shiftId} />,
  mailing: () => <MailingListsView />,
  mailCompose: () => <MailComposeView />,
  declaredList: ({ path }) => <DeclaredListView path={path} />,
  declaredRecord: ({ path, id }, created) => (
    <DeclaredRecordView key={id} path={path} id={id} {...created} />
  ),
  notFound: () => <p>{NOT_FOUND_MESSAGE}</p>,
}

function View({ route, ...created }: JustCreated & { route: StaffRoute }) {
  const view = SCREEN_VIEWS[route.view] as (route: StaffRoute, created: JustCreated) => ReactElement
  return view(route, created)
}
