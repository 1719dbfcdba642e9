// The staff area's screens (issue #21: one table). Each entry says where the screen lives under
// /gazda/ (SPEC.md §2: /gazda/, /gazda/{kind}/, /gazda/{kind}/{id}/ and the admin counterparts
// /gazda/page/{n}/, /gazda/faq, /gazda/new, /gazda/biuletin), its title, and where its back link
// goes; routing, titles and back links all come from it. The component of each screen is in
// StaffApp.tsx's SCREEN_VIEWS, which TypeScript makes as complete as this table. Pure and light:
// the /gazda/ page reads titles from it without loading the staff app.
import { DECLARED_KINDS } from '../domain/content/declarations/names'
import { CONTENT_PAGE_SLUGS, routes, STAFF_KINDS, type ContentPageSlug } from '../domain/routes'
import { DECLARED } from './declared/text'

export { STAFF_KINDS }

const WHOLE_NUMBER = /^[1-9][0-9]{0,8}$/
const NEWS_ID = /^[a-z0-9][a-z0-9-]{0,120}$/i
/** An album's id in the staff area's URL: its school year and its folder, `2024-2025-jaselka`. */
const ALBUM_ID = /^(\d{4}-\d{4})-([a-z0-9][a-z0-9-]{0,80})$/
export const albumId = (years: string, slug: string) => `${years}-${slug}`
/** A declared kind's record (issue #30): `12`, `2026-2027.5`, `klasa-3`; NEW_RECORD for a new one. */
const DECLARED_ID = /^(?!\.)[A-Za-z0-9._-]{1,120}$/
export const NEW_RECORD = 'nowy'
const ROSTER_ID = /^([a-z0-9][a-z0-9-]{0,39})\.([1-9][0-9]{0,8})$/

/**
 * The ways a record is named in its URL's last segment: how it is read (null when it is no such
 * name) and written back.
 */
const RECORD_IDS = {
  /** A database row: 1, 2, … */
  number: {
    read: (segment: string) => (WHOLE_NUMBER.test(segment) ? { id: Number(segment) } : null),
    write: ({ id }: { id: number }) => String(id),
  },
  /** A content file's name: `2026-11-02-zapisy-2026-2027`. */
  file: {
    read: (segment: string) => (NEWS_ID.test(segment) ? { id: segment } : null),
    write: ({ id }: { id: string }) => id,
  },
  /** A content page by its place in CONTENT_PAGE_SLUGS, 1-based. */
  page: {
    read: (segment: string): { n: number; slug: ContentPageSlug } | null => {
      const n = WHOLE_NUMBER.test(segment) ? Number(segment) : 0
      const slug = CONTENT_PAGE_SLUGS[n - 1]
      return slug ? { n, slug } : null
    },
    write: ({ n }: { n: number }) => String(n),
  },
  /** An album: its school year and folder. */
  album: {
    read: (segment: string) => {
      const match = ALBUM_ID.exec(segment)
      return match ? { years: match[1]!, slug: match[2]! } : null
    },
    write: ({ years, slug }: { years: string; slug: string }) => albumId(years, slug),
  },
  /** A class (issue #31): its level and shift, `klasa-1.2`. */
  roster: {
    read: (segment: string) => {
      const match = ROSTER_ID.exec(segment)
      return match ? { level: match[1]!, shiftId: Number(match[2]) } : null
    },
    write: ({ level, shiftId }: { level: string; shiftId: number }) => `${level}.${shiftId}`,
  },
  /** A declared kind's record. */
  declared: {
    read: (segment: string) => (DECLARED_ID.test(segment) ? { id: segment } : null),
    write: ({ id }: { id: string }) => id,
  },
} as const

type RecordIdForm = keyof typeof RECORD_IDS
type RecordParams<F extends RecordIdForm> = NonNullable<ReturnType<(typeof RECORD_IDS)[F]['read']>>

interface Screen<F extends RecordIdForm | undefined, B extends string | undefined> {
  /** The URL's word after /gazda/ (none: the dashboard, or a screen no URL leads to). */
  kind?: string
  /** A record's screen: how the record is named after the word. */
  record?: F
  title: string
  /** The screen its back link goes to; without one, the dashboard (which has none). */
  back?: B
}

const screen = <
  F extends RecordIdForm | undefined = undefined,
  B extends string | undefined = undefined,
>(
  entry: Screen<F, B>,
) => entry

/** Every screen of the staff area, by the name its route and component go by. */
const SCREENS = {
  dashboard: screen({ title: 'Panel gazdy' }),
  enrollments: screen({ kind: STAFF_KINDS.enrollments, title: 'Zapisy' }),
  enrollment: screen({
    kind: STAFF_KINDS.enrollments,
    record: 'number',
    title: 'Zgłoszenie',
    back: 'enrollments',
  }),
  surveys: screen({ kind: STAFF_KINDS.surveys, title: 'Ankiety' }),
  survey: screen({
    kind: STAFF_KINDS.surveys,
    record: 'number',
    title: 'Odpowiedź na ankietę',
    back: 'surveys',
  }),
  visits: screen({ kind: STAFF_KINDS.visits, title: 'Wizyty' }),
  faq: screen({ kind: STAFF_KINDS.faq, title: 'Najczęstsze pytania' }),
  page: screen({ kind: STAFF_KINDS.page, record: 'page', title: 'Strona' }),
  news: screen({ kind: STAFF_KINDS.news, title: 'Wiadomości' }),
  newsItem: screen({ kind: STAFF_KINDS.news, record: 'file', title: 'Wiadomość', back: 'news' }),
  alert: screen({ kind: STAFF_KINDS.alert, title: 'Komunikat na stronie' }),
  history: screen({ kind: STAFF_KINDS.history, title: 'Historia zmian' }),
  audit: screen({ kind: STAFF_KINDS.audit, title: 'Dziennik audytu' }),
  bulletins: screen({ kind: STAFF_KINDS.bulletins, title: 'Biuletyny szkolne' }),
  bulletin: screen({
    kind: STAFF_KINDS.bulletins,
    record: 'file',
    title: 'Biuletyn',
    back: 'bulletins',
  }),
  gallery: screen({ kind: STAFF_KINDS.gallery, title: 'Galeria zdjęć' }),
  album: screen({ kind: STAFF_KINDS.gallery, record: 'album', title: 'Album', back: 'gallery' }),
  accounts: screen({ kind: STAFF_KINDS.accounts, title: 'Konta pracowników' }),
  photoReports: screen({ kind: STAFF_KINDS.photoReports, title: 'Zgłoszenia zdjęć' }),
  outbox: screen({ kind: STAFF_KINDS.outbox, title: 'Poczta do wysłania' }),
  rosters: screen({ kind: STAFF_KINDS.rosters, title: 'Listy klas' }),
  roster: screen({ kind: STAFF_KINDS.rosters, record: 'roster', title: 'Klasa', back: 'rosters' }),
  mailing: screen({ kind: STAFF_KINDS.mailing, title: 'Listy mailowe' }),
  mailCompose: screen({ kind: STAFF_KINDS.mailCompose, title: 'Wiadomość do rodziców' }),
  /** Every declared kind's list and record (issue #30), at /gazda/{its path}/: titled by it. */
  declaredList: screen({ title: 'Treści' }),
  declaredRecord: screen({ record: 'declared', title: 'Wpis', back: 'declaredList' }),
  notFound: screen({ title: 'Nie znaleziono' }),
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
