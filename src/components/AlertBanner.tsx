import { Link } from 'gatsby'
import { visibleAlert, type Alert } from '../domain/site'
import { BellIcon, InfoIcon } from './icons'
import * as styles from './AlertBanner.module.css'

const LINK_LABEL = 'Więcej informacji'

/** SPEC.md §4 "Alert banner": alert is red with white text and a bell; info has the accent colour. */
export function AlertBanner({ alert }: { alert?: Alert | null }) {
  const shown = visibleAlert(alert)
  if (!shown) return null
  const isAlert = shown.kind === 'alert'
  const Icon = isAlert ? BellIcon : InfoIcon
  const link = shown.link
  return (
    <section
      className={`${styles.banner} ${isAlert ? styles.alert : styles.info}`}
      aria-label={isAlert ? 'Ważny komunikat' : 'Informacja'}
      data-kind={shown.kind}
    >
      <div className={`container ${styles.inner}`}>
        <Icon className={styles.icon} />
        {/* Editors write the banner in HTML (content/site.yaml), as the spec's alert content. */}
        <p className={styles.content} dangerouslySetInnerHTML={{ __html: shown.content }} />
        {link &&
          (link.startsWith('/') ? (
            <Link className={styles.link} to={link}>
              {LINK_LABEL}
            </Link>
          ) : (
            <a className={styles.link} href={link}>
              {LINK_LABEL}
            </a>
          ))}
      </div>
    </section>
  )
}
