import { Link } from 'gatsby'
import { allMenuItems } from '../../domain/menu'
import { CONTENT_PAGE_SLUGS, routes } from '../../domain/routes'
import { screenTitle, staffPath } from '../routes'
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

/** /gazda/ once logged in: where each part of the panel is; an editor sees only theirs. */
export function Dashboard() {
  const { isAdmin, user } = useStaff()
  const { data: pages } = usePagesQuery()
  // An account from before roles were kept shows every link; the API still decides.
  const showAdmin = isAdmin || !user?.role
  const link = (view: Parameters<typeof staffPath>[0]) => (
    <li>
      <Link to={staffPath(view)}>{screenTitle(view.view)}</Link>
    </li>
  )
  return (
    <div className={styles.dashboard}>
      {showAdmin && (
        <section aria-labelledby="panel-data">
          <h2 id="panel-data">{DASHBOARD.data}</h2>
          <ul className={styles.links}>
            {link({ view: 'enrollments' })}
            {link({ view: 'surveys' })}
            {link({ view: 'visits' })}
            {link({ view: 'audit' })}
            {link({ view: 'accounts' })}
            {link({ view: 'outbox' })}
          </ul>
        </section>
      )}
      <section aria-labelledby="panel-content">
        <h2 id="panel-content">{DASHBOARD.content}</h2>
        <ul className={styles.links}>
          {link({ view: 'news' })}
          {link({ view: 'bulletins' })}
          {link({ view: 'gallery' })}
          {link({ view: 'photoReports' })}
          {link({ view: 'faq' })}
          {link({ view: 'alert' })}
          {link({ view: 'history' })}
        </ul>
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
