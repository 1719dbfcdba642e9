import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { currentAlert, nextAlertChange, type SiteAlerts } from '../domain/alerts'
import { alertTime, type Alert } from '../domain/site'
import { BellIcon, InfoIcon } from './icons'
import * as styles from './AlertBanner.module.css'

const LINK_LABEL = 'Więcej informacji'
/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_TIMER = 2 ** 31 - 1

/**
 * Which alert is current (issues #7, #18) is judged in the browser: the HTML was built earlier and
 * cannot know when it is read. The HTML shows what was current at `builtAt` (the build's time; the
 * first render after hydration must match it), then an effect judges the browser's clock, again
 * at the next start or end, and when the tab is shown again (a sleeping laptop's timers are late).
 * Without `builtAt` (the editor's preview) the first render shows the standing alert.
 */
function useCurrentAlert(alerts: SiteAlerts, builtAt: string | undefined): Alert | undefined {
  const [now, setNow] = useState(() => alertTime(builtAt))
  const key = JSON.stringify(alerts)
  useEffect(() => {
    const parsed = JSON.parse(key) as SiteAlerts
    let timer: ReturnType<typeof setTimeout> | undefined
    const judge = () => {
      clearTimeout(timer)
      const moment = Date.now()
      setNow(moment)
      const next = nextAlertChange(parsed, moment)
      if (next !== undefined) timer = setTimeout(judge, Math.min(next - moment, LONGEST_TIMER))
    }
    const onVisible = () => document.visibilityState === 'visible' && judge()
    judge()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [key])
  return currentAlert(alerts, now)
}

/** SPEC.md §4 "Alert banner": alert is red with white text and a bell; info has the accent colour. */
export function AlertBanner({
  alert,
  scheduled,
  builtAt,
}: {
  alert?: Alert | null
  scheduled?: readonly Alert[] | null
  builtAt?: string
}) {
  const shown = useCurrentAlert({ standing: alert, scheduled }, builtAt)
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
        {/* Editors write the banner in HTML (content/site.yaml), as the spec's alert content;
            sanitized where it is read: gatsby/sanitized-html.ts, the alert editor's preview. */}
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
