import { Link } from 'gatsby'
import { useCallback, useContext, useEffect, useRef, useState, type FocusEvent } from 'react'
import { ReactReduxContext } from 'react-redux'
import {
  menuLabel,
  SUBMENU_CLOSE_DELAY_MS,
  type MenuGroup,
  type MenuGroupId,
  type MenuItem,
  type MenuMarks,
} from '../domain/menu'
import { withTrailingSlash } from '../domain/routes'
import { useLanguage, useLocalPath, useText } from '../i18n/useText'
import layoutText from '../domain/i18n/compiled/layout'
import { isTokenValid } from '../domain/token'
import type { AppStore } from '../state/store'
import { BadgeIcon, ChevronDownIcon, CloseIcon, MenuIcon } from './icons'
import * as styles from './NavMenu.module.css'

/**
 * True once the page is mounted in a browser whose store holds a valid staff token (SPEC.md §4
 * "Session") of an account that edits the site's pages: not a teacher's, who edits none of them
 * (issue #30). False on the server and in the first client render, so both render the same; false
 * until the login is in the store (injected after hydration, issue #20), and where there is no
 * store at all (a component rendered without the site's root).
 */
export function useStaffLoggedIn(): boolean {
  const store = useContext(ReactReduxContext)?.store as AppStore | undefined
  const [loggedIn, setLoggedIn] = useState(false)
  useEffect(() => {
    if (!store) return undefined
    const check = () => {
      const user = store.getState().auth?.user ?? null
      setLoggedIn(isTokenValid(user, Date.now()) && user?.role !== 'teacher')
    }
    check()
    return store.subscribe(check)
  }, [store])
  return loggedIn
}

/** The admin link's text: the staff area is Polish, and so are its links (issue #35). */
export const ADMIN_LINK_TEXT = 'Edytuj'

/** The menu as plain lists of links, for a browser without JavaScript. */
const NO_SCRIPT_MENU_CSS =
  'nav[data-main-menu]>button{display:none!important}' +
  '#menu-groups{display:flex!important;flex-wrap:wrap;position:static!important}' +
  '#menu-groups>li>button{pointer-events:none}' +
  '#menu-groups ul[hidden]{display:block!important;position:static!important;box-shadow:none}'

/** SPEC.md §3 "Menu item": its staff-area counterpart, beside the item, for a logged-in user. */
export function AdminLink({
  item,
  className,
  onClick,
}: {
  item: MenuItem
  className?: string
  onClick?: () => void
}) {
  if (!item.admin) return null
  return (
    <Link
      to={withTrailingSlash(item.admin)}
      className={className}
      style={{ flex: 'none', fontSize: '0.85rem', color: 'var(--color-link)' }}
      onClick={onClick}
      data-admin-link
      // The staff area, and so its link, is Polish (issue #35).
      lang="pl"
    >
      {ADMIN_LINK_TEXT}
      <span className="visually-hidden"> {item.label}</span>
    </Link>
  )
}

interface NavMenuProps {
  menu: readonly MenuGroup[]
  current: MenuMarks
}

/**
 * SPEC.md §2 "Navigation menu", as a disclosure navigation (WAI-ARIA APG): each group is a button
 * that shows its submenu on hover, click, Enter or Space; one open at a time; Escape closes it.
 */
export function NavMenu({ menu, current }: NavMenuProps) {
  const [openId, setOpenId] = useState<MenuGroupId | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const openedByHover = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>()
  const navRef = useRef<HTMLElement>(null)
  const showAdmin = useStaffLoggedIn()
  const t = useText(layoutText)
  const language = useLanguage()
  const local = useLocalPath()

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const open = (id: MenuGroupId, byHover: boolean) => {
    cancelClose()
    openedByHover.current = byHover
    setOpenId(id)
  }
  const close = useCallback(() => {
    cancelClose()
    setOpenId(null)
  }, [cancelClose])

  // While a group is open: a click outside the menu closes it, and so does Escape, which also
  // puts focus back on the group's button.
  useEffect(() => {
    if (openId === null) return undefined
    const onOutside = (event: MouseEvent | TouchEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      navRef.current?.querySelector<HTMLButtonElement>(`#menu-button-${openId}`)?.focus()
    }
    document.addEventListener('mousedown', onOutside)
    document.addEventListener('touchstart', onOutside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('mousedown', onOutside)
      document.removeEventListener('touchstart', onOutside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [openId, close])

  useEffect(() => cancelClose, [cancelClose])

  const onButtonClick = (id: MenuGroupId) => {
    // A pointer that opened the group by hovering and then clicks it means "keep it open".
    if (openId === id && !openedByHover.current) close()
    else open(id, false)
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) close()
  }

  const onItemClick = () => {
    close()
    setMobileOpen(false)
  }

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={t('mainMenu')}
      data-main-menu
      onBlur={onBlur}
      data-mobile-open={mobileOpen}
    >
      {/* Without JavaScript the menu's buttons do nothing: every group's links show as a list
          (issue #33). Stable selectors: CSS modules rename the classes. */}
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_MENU_CSS }} />
      </noscript>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={mobileOpen}
        aria-controls="menu-groups"
        onClick={() => setMobileOpen((was) => !was)}
      >
        {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        <span>{t('menuButton')}</span>
      </button>
      <ul id="menu-groups" className={styles.groups}>
        {menu.map((group) => {
          const isOpen = openId === group.id
          const isCurrent = current.menu === group.id
          return (
            <li
              key={group.id}
              className={styles.group}
              onMouseEnter={() => (isOpen ? cancelClose() : open(group.id, true))}
              onMouseLeave={() => {
                cancelClose()
                closeTimer.current = setTimeout(close, SUBMENU_CLOSE_DELAY_MS)
              }}
            >
              <button
                type="button"
                id={`menu-button-${group.id}`}
                className={styles.groupButton}
                aria-expanded={isOpen}
                aria-controls={`submenu-${group.id}`}
                data-current={isCurrent || undefined}
                onClick={() => onButtonClick(group.id)}
              >
                {isCurrent && <BadgeIcon className={styles.badge} data-testid="menu-badge" />}
                {menuLabel(group, language)}
                {isCurrent && <span className="visually-hidden"> {t('currentSection')}</span>}
                <ChevronDownIcon className={styles.chevron} />
              </button>
              <ul id={`submenu-${group.id}`} className={styles.submenu} hidden={!isOpen}>
                {group.items.map((item) => {
                  const isCurrentItem = isCurrent && current.submenu === item.to
                  const withAdmin = showAdmin && Boolean(item.admin)
                  return (
                    <li key={item.to} style={withAdmin ? { display: 'flex' } : undefined}>
                      <Link
                        to={local(item.to)}
                        className={styles.item}
                        style={withAdmin ? { flex: 1 } : undefined}
                        aria-current={isCurrentItem ? 'page' : undefined}
                        onClick={onItemClick}
                      >
                        {isCurrentItem && <BadgeIcon className={styles.badge} />}
                        {menuLabel(item, language)}
                      </Link>
                      {withAdmin && (
                        <AdminLink item={item} className={styles.item} onClick={onItemClick} />
                      )}
                    </li>
                  )
                })}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
