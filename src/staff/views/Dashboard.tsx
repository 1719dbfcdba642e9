import { Link } from 'gatsby'
import { allMenuItems } from '../../domain/menu'
import { CONTENT_PAGE_SLUGS, routes } from '../../domain/routes'
import { screenTitle, staffPath, type StaffRoute, type StaffView } from '../routes'
import { useStaff } from '../session'
import { DASHBOARD } from '../text/dashboard'
import type { PageSummary } from '../types'
import { usePagesQuery } from '../query/content'
import * as styles from '../Staff.module.css'

/** The menu's label of each content page editor, for when the API does not list their titles. */
const MENU_LABELS = new Map(
  allMenuItems()
    .filter((item) => item.admin)
    .map((item) => [item.admin, item.label]),
)

function pageLinks(listed: PageSummary[] | undefined) {
  return CONTENT_PAGE_SLUGS.map((slug, index) => {
    const path = routes.staffContentPage(index + 1)
    const title = listed?.find((page) => page.slug === slug)?.title
    return { path, label: title ?? MENU_LABELS.get(path) ?? slug }
  })
}

/** A screen of no one record: its route is its name alone. */
type ListView = {
  [R in StaffRoute as R['view']]: keyof R extends 'view' ? R['view'] : never
}[StaffView]

/** The panel's parts, in the dashboard's order: the admins' data, then the content. */
const DATA_VIEWS: ListView[] = ['enrollments', 'surveys', 'visits', 'audit', 'accounts', 'outbox']
const CONTENT_VIEWS: ListView[] = [
  'news',
  'bulletins',
  'gallery',
  'photoReports',
  'faq',
  'alert',
  'history',
]

function ViewLinks({ views }: { views: ListView[] }) {
  return (
    <ul className={styles.links}>
      {views.map((view) => (
        <li key={view}>
          <Link to={staffPath({ view })}>{screenTitle(view)}</Link>
        </li>
      ))}
    </ul>
  )
}

/** /gazda/ once logged in: where each part of the panel is; an editor sees only theirs. */
export function Dashboard() {
  const { isAdmin, user } = useStaff()
  const { data: pages } = usePagesQuery()
  // An account from before roles were kept shows every link; the API still decides.
  const showAdmin = isAdmin || !user?.role
  return (
    <div className={styles.dashboard}>
      {showAdmin && (
        <section aria-labelledby="panel-data">
          <h2 id="panel-data">{DASHBOARD.data}</h2>
          <ViewLinks views={DATA_VIEWS} />
        </section>
      )}
      <section aria-labelledby="panel-content">
        <h2 id="panel-content">{DASHBOARD.content}</h2>
        <ViewLinks views={CONTENT_VIEWS} />
        <h3>{DASHBOARD.pages}</h3>
        <ul className={styles.columns}>
          {pageLinks(pages).map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
