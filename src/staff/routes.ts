// The staff area's screens (issue #21: one table; issue #36: one line per feature). Each feature's
// folder says in its screens.ts where its screens live under /gazda/ (SPEC.md §2: /gazda/,
// /gazda/{kind}/, /gazda/{kind}/{id}/ and the admin counterparts /gazda/page/{n}/, /gazda/faq,
// /gazda/new, /gazda/biuletin), their titles, where their back links go and whether the dashboard
// links them (`panel`); routing, titles, back links and the dashboard's links all come from it. The
// components are in ./screenViews.tsx, one line per feature too, which TypeScript makes as complete
// as this table. Pure and light: the /gazda/ page reads titles from it without loading the staff
// app.
import type { ReactElement } from 'react'
import { DECLARED_KINDS } from '../domain/content/declarations/names'
import { routes, STAFF_KINDS } from '../domain/routes'
import { accountScreens } from './accounts/screens'
import { dashboardScreens } from './dashboard/screens'
import { declaredScreens } from './declared/screens'
import { DECLARED } from './declared/text'
import { editorScreens } from './editors/screens'
import { enrollmentScreens } from './enrollments/screens'
import { galleryScreens } from './gallery/screens'
import { historyScreens } from './history/screens'
import { mailingScreens } from './mailing/screens'
import { outboxScreens } from './outbox/screens'
import { photoReportScreens } from './photoReports/screens'
import { rosterScreens } from './rosters/screens'
import { RECORD_IDS, type RecordIdForm, type RecordParams, type Screen } from './screen'
import { surveyScreens } from './surveys/screens'
import { visitScreens } from './visits/screens'

export { STAFF_KINDS }

/** A declared kind's new record, at /gazda/{its path}/nowy/. */
export const NEW_RECORD = 'nowy'

/** Every screen of the staff area, by the name its route and component go by. */
const SCREENS = {
  ...dashboardScreens,
  ...enrollmentScreens,
  ...rosterScreens,
  ...mailingScreens,
  ...surveyScreens,
  ...visitScreens,
  ...historyScreens,
  ...accountScreens,
  ...outboxScreens,
  ...editorScreens,
  ...galleryScreens,
  ...photoReportScreens,
  ...declaredScreens,
}

export type StaffView = keyof typeof SCREENS

type FormOf<V extends StaffView> =
  (typeof SCREENS)[V] extends Screen<infer F, string | undefined> ? F : never

/** A screen's route: its name, and for a record's screen what names the record. */
export type StaffRoute = {
  [V in StaffView]: (FormOf<V> extends RecordIdForm
    ? { view: V } & RecordParams<FormOf<V>>
    : { view: V }) &
    (V extends 'declaredList' | 'declaredRecord' ? { path: string } : unknown)
}[StaffView]

const declarationAt = (path: string) => DECLARED_KINDS.find((item) => item.path === path)

// Every back link leads to a screen of the table.
type BackOf<V extends StaffView> =
  (typeof SCREENS)[V] extends Screen<RecordIdForm | undefined, infer B> ? B : never
const backLinksAreScreens: Exclude<BackOf<StaffView>, StaffView | undefined> extends never
  ? true
  : false = true
void backLinksAreScreens

/** What the view of a news item or bulletin is told through the history's state when it was just
 * created: when (its publication is then followed) and what the site leaves out of it.
 */
export interface JustCreated {
  savedAt?: number
  removed?: string[]
}

type RouteOf<V extends StaffView> = Extract<StaffRoute, { view: V }>

/**
 * A feature's components, one for each screen of its screens.ts (exported beside its screens and
 * gathered in ./screenViews.tsx): each gets its route and what a creation handed over.
 */
export type ScreenViews<S> = {
  [V in keyof S & StaffView]: (route: RouteOf<V>, created: JustCreated) => ReactElement
}

/** A screen of no one record: its route is its name alone. */
export type ListView = {
  [R in StaffRoute as R['view']]: keyof R extends 'view' ? R['view'] : never
}[StaffView]

const entries = Object.entries(SCREENS) as [
  StaffView,
  Screen<RecordIdForm | undefined, string | undefined>,
][]

/** The route of a pathname under /gazda/, with or without its trailing slash. */
export function parseStaffRoute(pathname: string): StaffRoute {
  const notFound: StaffRoute = { view: 'notFound' }
  const match = /^\/gazda(?:\/(.*))?$/.exec(pathname)
  if (!match) return notFound
  const segments = (match[1] ?? '').split('/').filter(Boolean)
  const [kind, id, ...rest] = segments
  if (rest.length > 0) return notFound
  if (kind === undefined) return { view: 'dashboard' }
  if (declarationAt(kind)) {
    if (id === undefined) return { view: 'declaredList', path: kind }
    const params = RECORD_IDS.declared.read(id)
    return params ? { view: 'declaredRecord', path: kind, ...params } : notFound
  }
  for (const [view, entry] of entries) {
    if (entry.kind !== kind || (id === undefined) !== (entry.record === undefined)) continue
    if (id === undefined || entry.record === undefined) return { view } as StaffRoute
    const params = RECORD_IDS[entry.record].read(id)
    return params ? ({ view, ...params } as StaffRoute) : notFound
  }
  return notFound
}

/** The address of a route, with the trailing slash every route carries. */
export function staffPath(route: StaffRoute): string {
  if ('path' in route)
    return route.view === 'declaredRecord'
      ? routes.staffRecord(route.path, route.id)
      : routes.staffList(route.path)
  const entry: Screen<RecordIdForm | undefined, string | undefined> = SCREENS[route.view]
  if (entry.kind === undefined) return routes.staff()
  if (entry.record === undefined) return routes.staffList(entry.kind)
  const write = RECORD_IDS[entry.record].write as (params: StaffRoute) => string
  return routes.staffRecord(entry.kind, write(route))
}

/** The title of a screen: its heading and, with the site's name, the page's title. */
export function screenTitle(screen: StaffView | StaffRoute): string {
  const declaration = typeof screen === 'object' && 'path' in screen && declarationAt(screen.path)
  if (declaration && typeof screen === 'object' && 'path' in screen) {
    if (screen.view === 'declaredList') return declaration.title
    return screen.id === NEW_RECORD
      ? DECLARED.newTitle(declaration.one)
      : DECLARED.recordTitle(declaration.one, '')
  }
  return SCREENS[typeof screen === 'object' ? screen.view : screen].title
}

/** Where a screen's back link goes: a record to its list, a list to the dashboard. */
export function backPath(screen: StaffView | StaffRoute): string | undefined {
  if (typeof screen === 'object' && screen.view === 'declaredRecord')
    return routes.staffList(screen.path)
  const view = typeof screen === 'object' ? screen.view : screen
  if (view === 'dashboard') return undefined
  const back: string | undefined = SCREENS[view].back
  return back ? staffPath({ view: back } as StaffRoute) : routes.staff()
}

/**
 * The lists the dashboard links (their entries' `panel`), in its order: the admins' data, the
 * content, or (`teachers`) those a teacher's dashboard links too.
 */
export function dashboardLinks(part: 'data' | 'content' | 'teachers'): ListView[] {
  const linked = entries.filter(([, entry]) =>
    part === 'teachers' ? entry.teachers : entry.panel?.[0] === part,
  )
  if (part !== 'teachers') linked.sort(([, a], [, b]) => (a.panel?.[1] ?? 0) - (b.panel?.[1] ?? 0))
  return linked.map(([view]) => view as ListView)
}
