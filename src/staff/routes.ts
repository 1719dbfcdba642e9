// The staff area's own routes under /gazda/ (SPEC.md §2: /gazda/, /gazda/{kind}/, /gazda/{kind}/{id}/,
// and the admin counterparts /gazda/page/{n}/, /gazda/faq, /gazda/new, /gazda/biuletin). Pure: the
// page parses location.pathname with it, and links are built with staffPath.
import { CONTENT_PAGE_SLUGS, routes, STAFF_KINDS, type ContentPageSlug } from '../domain/routes'

export { STAFF_KINDS }

export type StaffRoute =
  | { view: 'dashboard' }
  | { view: 'enrollments' }
  | { view: 'enrollment'; id: number }
  | { view: 'surveys' }
  | { view: 'survey'; id: number }
  | { view: 'visits' }
  | { view: 'faq' }
  | { view: 'page'; n: number; slug: ContentPageSlug }
  | { view: 'news' }
  | { view: 'newsItem'; id: string }
  | { view: 'alert' }
  | { view: 'history' }
  | { view: 'audit' }
  | { view: 'bulletins' }
  | { view: 'bulletin'; id: string }
  | { view: 'gallery' }
  | { view: 'album'; years: string; slug: string }
  | { view: 'accounts' }
  | { view: 'photoReports' }
  | { view: 'outbox' }
  | { view: 'notFound' }

export type StaffView = StaffRoute['view']

/**
 * What the view of a news item or bulletin is told through the history's state when it was just
 * created: when (its publication is then followed) and what the site leaves out of it.
 */
export interface JustCreated {
  savedAt?: number
  removed?: string[]
}

const WHOLE_NUMBER = /^[1-9][0-9]{0,8}$/
const NEWS_ID = /^[a-z0-9][a-z0-9-]{0,120}$/i
/** An album's id in the staff area's URL: its school year and its folder, `2024-2025-jaselka`. */
const ALBUM_ID = /^(\d{4}-\d{4})-([a-z0-9][a-z0-9-]{0,80})$/
export const albumId = (years: string, slug: string) => `${years}-${slug}`

/** The route of a pathname under /gazda/, with or without its trailing slash. */
export function parseStaffRoute(pathname: string): StaffRoute {
  const match = /^\/gazda(?:\/(.*))?$/.exec(pathname)
  if (!match) return { view: 'notFound' }
  const segments = (match[1] ?? '').split('/').filter(Boolean)
  const [kind, id, ...rest] = segments
  if (rest.length > 0) return { view: 'notFound' }
  if (kind === undefined) return { view: 'dashboard' }
  const numeric = id !== undefined && WHOLE_NUMBER.test(id) ? Number(id) : undefined
  switch (kind) {
    case STAFF_KINDS.enrollments:
      if (id === undefined) return { view: 'enrollments' }
      return numeric ? { view: 'enrollment', id: numeric } : { view: 'notFound' }
    case STAFF_KINDS.surveys:
      if (id === undefined) return { view: 'surveys' }
      return numeric ? { view: 'survey', id: numeric } : { view: 'notFound' }
    case STAFF_KINDS.page: {
      const slug = numeric ? CONTENT_PAGE_SLUGS[numeric - 1] : undefined
      return numeric && slug ? { view: 'page', n: numeric, slug } : { view: 'notFound' }
    }
    case STAFF_KINDS.news:
      if (id === undefined) return { view: 'news' }
      return NEWS_ID.test(id) ? { view: 'newsItem', id } : { view: 'notFound' }
    case STAFF_KINDS.bulletins:
      if (id === undefined) return { view: 'bulletins' }
      return NEWS_ID.test(id) ? { view: 'bulletin', id } : { view: 'notFound' }
    case STAFF_KINDS.gallery: {
      if (id === undefined) return { view: 'gallery' }
      const album = ALBUM_ID.exec(id)
      return album ? { view: 'album', years: album[1]!, slug: album[2]! } : { view: 'notFound' }
    }
  }
  if (id !== undefined) return { view: 'notFound' }
  const single: Record<string, StaffRoute> = {
    [STAFF_KINDS.visits]: { view: 'visits' },
    [STAFF_KINDS.faq]: { view: 'faq' },
    [STAFF_KINDS.alert]: { view: 'alert' },
    [STAFF_KINDS.history]: { view: 'history' },
    [STAFF_KINDS.audit]: { view: 'audit' },
    [STAFF_KINDS.accounts]: { view: 'accounts' },
    [STAFF_KINDS.photoReports]: { view: 'photoReports' },
    [STAFF_KINDS.outbox]: { view: 'outbox' },
  }
  return single[kind] ?? { view: 'notFound' }
}

/** The address of a route, with the trailing slash every route carries. */
export function staffPath(route: StaffRoute): string {
  switch (route.view) {
    case 'dashboard':
    case 'notFound':
      return routes.staff()
    case 'enrollment':
      return routes.staffRecord(STAFF_KINDS.enrollments, route.id)
    case 'survey':
      return routes.staffRecord(STAFF_KINDS.surveys, route.id)
    case 'page':
      return routes.staffContentPage(route.n)
    case 'newsItem':
      return routes.staffRecord(STAFF_KINDS.news, route.id)
    case 'bulletin':
      return routes.staffRecord(STAFF_KINDS.bulletins, route.id)
    case 'album':
      return routes.staffRecord(STAFF_KINDS.gallery, albumId(route.years, route.slug))
    default:
      return routes.staffList(STAFF_KINDS[route.view])
  }
}
