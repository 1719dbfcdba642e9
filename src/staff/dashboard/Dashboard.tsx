import { Link } from 'gatsby'
import { allMenuItems } from '../../domain/menu'
import { DECLARATIONS } from '../../domain/content/declarations'
import { CONTENT_PAGE_SLUGS, routes } from '../../domain/routes'
import {
  dashboardLinks,
  parseStaffRoute,
  screenTitle,
  staffPath,
  type ListView,
  type ScreenViews,
} from '../routes'
import { useSchool } from '../school'
import { PublishPanel } from '../editors/PublishPanel'
import { DeclaredLinks } from '../declared/DeclaredLinks'
import { useStaff } from '../session'
import { DASHBOARD } from './text'
import type { PageSummary } from '../types'
import { usePagesQuery } from '../editors/api'
import * as styles from '../Staff.module.css'
import { NOT_FOUND_MESSAGE } from '../text'
import type { dashboardScreens } from './screens'

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

interface PanelLink {
  path: string
  label: string
}

/** A list of the panel's links. */
function Links({ links, className = styles.links }: { links: PanelLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The screens' links, titled as the screens are. */
const viewLinks = (views: ListView[]): PanelLink[] =>
  views.map((view) => ({ path: staffPath({ view }), label: screenTitle(view) }))

/**
 * Issue #30: what a teacher may do, the kinds declared open to teachers (homework, the calendar:
 * `teachers: true` in src/domain/content/declarations/), each linked where the staff area has a
 * screen at its address (/gazda/zadania-domowe/, /gazda/kalendarz/: the declared screens of
 * src/staff/routes.ts). Should none be routed, the dashboard says they will appear here.
 */
function teacherLinks() {
  const declared = DECLARATIONS.filter((declaration) => declaration.teachers)
    .map((declaration) => ({ path: routes.staffList(declaration.path), label: declaration.title }))
    .filter(({ path }) => parseStaffRoute(path).view !== 'notFound')
  // Issue #31: their classes' lists and printed sheets; issue #34: a mail to their classes' parents.
  return [...viewLinks(dashboardLinks('teachers')), ...declared]
}

/** A teacher's /gazda/: their classes and their screens; nothing of enrolments, surveys, visits. */
function TeacherDashboard() {
  const { classes } = useStaff()
  const { levelName } = useSchool()
  const links = teacherLinks()
  return (
    <div className={styles.dashboard}>
      <section aria-labelledby="panel-teaching">
        <h2 id="panel-teaching">{DASHBOARD.teaching}</h2>
        <p>
          {classes.length > 0 ? DASHBOARD.yourClasses(classes.map(levelName)) : DASHBOARD.noClasses}
        </p>
        {links.length > 0 ? <Links links={links} /> : <p>{DASHBOARD.teacherScreensSoon}</p>}
      </section>
    </div>
  )
}

/** /gazda/ once logged in: where each part of the panel is; an editor or teacher sees only theirs. */
export function Dashboard() {
  const { isTeacher } = useStaff()
  return isTeacher ? <TeacherDashboard /> : <StaffDashboard />
}

function StaffDashboard() {
  const { isAdmin, user } = useStaff()
  const { data: pages } = usePagesQuery()
  // An account from before roles were kept shows every link; the API still decides.
  const showAdmin = isAdmin || !user?.role
  return (
    <div className={styles.dashboard}>
      <PublishPanel />
      {showAdmin && (
        <section aria-labelledby="panel-data">
          <h2 id="panel-data">{DASHBOARD.data}</h2>
          <Links links={viewLinks(dashboardLinks('data'))} />
        </section>
      )}
      <section aria-labelledby="panel-content">
        <h2 id="panel-content">{DASHBOARD.content}</h2>
        <Links links={viewLinks(dashboardLinks('content'))} />
        <DeclaredLinks />
        <h3>{DASHBOARD.pages}</h3>
        <Links links={pageLinks(pages)} className={styles.columns} />
      </section>
    </div>
  )
}

/** The panel's screen, and the one of an address no screen has (./screens.ts). */
export const dashboardViews: ScreenViews<typeof dashboardScreens> = {
  dashboard: () => <Dashboard />,
  notFound: () => <p>{NOT_FOUND_MESSAGE}</p>,
}
