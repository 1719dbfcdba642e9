// The dashboard's links to every declared kind's list (issue #30), under the content's heading;
// a teacher's dashboard links their own kinds itself.
import { Link } from 'gatsby'
import { routes } from '../../domain/routes'
import { kindsFor } from './DeclaredViews'
import { useStaff } from '../session'
import { DECLARED } from './text'
import * as staff from '../Staff.module.css'

export function DeclaredLinks() {
  const { user } = useStaff()
  // A teacher's dashboard links their kinds itself (dashboard/Dashboard.tsx).
  return (
    <>
      <h3>{DECLARED.dashboardHeading}</h3>
      <ul className={staff.columns}>
        {kindsFor(user?.role).map((declaration) => (
          <li key={declaration.kind}>
            <Link to={routes.staffList(declaration.path)}>{declaration.title}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}
