import { Link } from 'gatsby'
import type { MenuGroup, MenuMarks } from '../domain/menu'
import { NavMenu } from './NavMenu'
import * as styles from './Header.module.css'

interface HeaderProps {
  siteName: string
  menu: readonly MenuGroup[]
  current: MenuMarks
}

/** SPEC.md §2: the logo (64 wide, a 64 by 51 asset) with the school name links to /. */
export function Header({ siteName, menu, current }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand}>
          <img src="/logo.svg" width={64} height={51} alt="" className={styles.logo} />
          <span className={styles.name}>{siteName}</span>
        </Link>
        <NavMenu menu={menu} current={current} />
      </div>
    </header>
  )
}
