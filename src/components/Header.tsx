import { LocationContext } from '@gatsbyjs/reach-router'
import { Link } from 'gatsby'
import { useContext } from 'react'
import type { MenuGroup, MenuMarks } from '../domain/menu'
import { routes } from '../domain/routes'
import { useLocalPath } from '../i18n/useText'
import { NavMenu } from './NavMenu'
import { SiteSearch } from './search/SiteSearch'
import * as styles from './Header.module.css'

interface HeaderProps {
  siteName: string
  menu: readonly MenuGroup[]
  current: MenuMarks
}

/** The staff area searches nothing of its own: no search box there (issue #10). */
function useSearchShown(): boolean {
  // Gatsby renders every page inside its location provider (SSR and browser); a test may not.
  const pathname = useContext(LocationContext)?.location?.pathname ?? ''
  return !pathname.startsWith(routes.staff())
}

/**
 * SPEC.md §2: the logo (64 wide, a 64 by 51 asset) with the school name links to /. The header is
 * as tall on every page at a given width, with or without a badge (issue #19; Header.module.css).
 */
export function Header({ siteName, menu, current }: HeaderProps) {
  const searchShown = useSearchShown()
  const local = useLocalPath()
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to={local('/')} className={styles.brand}>
          <img src="/logo.svg" width={64} height={51} alt="" className={styles.logo} />
          <span className={styles.name} lang="pl">
            {siteName}
          </span>
        </Link>
        <NavMenu menu={menu} current={current} />
        {searchShown && <SiteSearch menu={menu} />}
      </div>
    </header>
  )
}
