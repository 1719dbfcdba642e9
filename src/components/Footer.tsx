import { Link } from 'gatsby'
import type { MenuGroup, MenuMarks } from '../domain/menu'
import { menuLabel } from '../domain/menu'
import { routes } from '../domain/routes'
import { useLanguage, useLocalPath, useText } from '../i18n/useText'
import layoutText from '../domain/i18n/compiled/layout'
import type { SiteSettings } from '../domain/site'
import { CheckBadgeIcon, FacebookIcon, YoutubeIcon } from './icons'
import { AdminLink, useStaffLoggedIn } from './NavMenu'
import * as styles from './Footer.module.css'

export type SocialName = 'facebook' | 'youtube'

interface FooterProps {
  menu: readonly MenuGroup[]
  current: MenuMarks
  settings: Pick<SiteSettings, 'siteName' | 'social' | 'author'>
  year: number
  /** Outbound clicks on the social links (the tracker's external-click event, SPEC.md §4). */
  onSocialClick?: (name: SocialName) => void
}

const Current = () => (
  <>
    <CheckBadgeIcon className={styles.check} data-testid="footer-check" />
    <span className="visually-hidden"> {useText(layoutText)('currentItem')}</span>
  </>
)

/** SPEC.md §2 "Page layout": menu columns, social links, and the copyright line linking to /gazda/. */
export function Footer({ menu, current, settings, year, onSocialClick }: FooterProps) {
  const showAdmin = useStaffLoggedIn()
  const t = useText(layoutText)
  const language = useLanguage()
  const local = useLocalPath()
  const social: { name: SocialName; label: string; Icon: typeof FacebookIcon }[] = [
    { name: 'facebook', label: 'Facebook', Icon: FacebookIcon },
    { name: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
  ]
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        {menu.map((group) => {
          const isCurrent = current.menu === group.id
          return (
            <section key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className={styles.heading}>
                {menuLabel(group, language)}
                {isCurrent && <Current />}
              </h2>
              <ul className={styles.list}>
                {group.items.map((item) => {
                  const isCurrentItem = isCurrent && current.submenu === item.to
                  return (
                    <li key={item.to}>
                      <Link to={local(item.to)} aria-current={isCurrentItem ? 'page' : undefined}>
                        {menuLabel(item, language)}
                      </Link>
                      {isCurrentItem && <Current />}
                      {showAdmin && <AdminLink item={item} />}
                    </li>
                  )
                })}
              </ul>
            </section>
          )
        })}
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul className={styles.social} aria-label={t('social')}>
          {social.map(({ name, label, Icon }) => (
            <li key={name}>
              <a
                href={settings.social[name]}
                data-track-external={name}
                onClick={() => onSocialClick?.(name)}
              >
                <Icon className={styles.socialIcon} />
                {label}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          <Link to={routes.staff()}>
            © {year} <span lang="pl">{settings.siteName}</span>
          </Link>
          <span aria-hidden="true"> · </span>
          <span>
            {t('madeBy')}{' '}
            {settings.author.url ? (
              <a href={settings.author.url}>{settings.author.name}</a>
            ) : (
              settings.author.name
            )}
          </span>
          <span aria-hidden="true"> · </span>
          <Link to={local(routes.page('deklaracja-dostepnosci'))}>{t('accessibility')}</Link>
          <span aria-hidden="true"> · </span>
          {/* Issue #34: subscribing here; changing lists is done from the link in every mail. */}
          <Link to={local(routes.mailingLists())}>{t('mailingLists')}</Link>
        </p>
      </div>
    </footer>
  )
}
