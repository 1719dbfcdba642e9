import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { alertInWindow, alertTime, visibleAlert, type Alert } from '../domain/site'
import { BellIcon, InfoIcon } from './icons'
import * as styles from './AlertBanner.module.css'

const LINK_LABEL = 'Więcej informacji'
/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_TIMER = 2 ** 31 - 1

/**
 * An alert's start and end (issue #7) are judged in the browser when the page is viewed: the HTML
 * was built earlier and cannot know the time. The banner is rendered into the HTML, as the first
 * render after hydration must match it, and hidden by an effect when the moment is outside
 * [start, end). A page left open shows or hides it when start or end comes. The price: a visitor
 * may glimpse an ended banner until the page's script runs; a rebuild after the end removes it.
 */
function useInAlertWindow(alert: Alert | undefined): boolean {
  const [inWindow, setInWindow] = useState(true)
  const start = alert?.start
  const end = alert?.end
  useEffect(() => {
    if (!start && !end) {
      setInWindow(true)
      return undefined
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const judge = () => {
      const now = Date.now()
      setInWindow(alertInWindow({ start, end }, now))
      const next = [alertTime(start), alertTime(end)].find((t) => t !== undefined && t > now)
      if (next !== undefined) timer = setTimeout(judge, Math.min(next - now, LONGEST_TIMER))
    }
    judge()
    return () => clearTimeout(timer)
  }, [start, end])
  return inWindow
}

/** SPEC.md §4 "Alert banner": alert is red with white text and a bell; info has the accent colour. */
export function AlertBanner({ alert }: { alert?: Alert | null }) {
  const shown = visibleAlert(alert)
  const inWindow = useInAlertWindow(shown)
  if (!shown || !inWindow) return null
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
