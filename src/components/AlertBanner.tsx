import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { currentAlert, nextAlertChange, type SiteAlerts } from '../domain/alerts'
import { alertTime, LIVE_ALERTS_PATH, type Alert } from '../domain/site'
import { useLanguage, useLocalPath, useText } from '../i18n/useText'
import layoutText from '../domain/i18n/compiled/layout'
import { BellIcon, InfoIcon } from './icons'
import * as styles from './AlertBanner.module.css'

/** setTimeout's longest delay (about 24.8 days). */
const LONGEST_TIMER = 2 ** 31 - 1
/** How often an open page that is in view asks for the banners as saved (issue #20: ≤ 5 s). */
export const LIVE_ALERTS_EVERY_MS = 3000
/** On the API's origin (GATSBY_API_URL, inlined at build time) when the pages are hosted apart. */
const LIVE_ALERTS_URL = `${(process.env.GATSBY_API_URL ?? '').replace(/\/+$/, '')}${LIVE_ALERTS_PATH}`

/**
 * The banners as saved now (issue #20), asked for once the page is alive and every few seconds
 * while it is in view, so that a snow-day message saved in the staff area reaches the pages
 * already open without waiting for the build. Until an answer comes, and whenever the server
 * cannot answer (offline, a copy of the built site), the built ones stand.
 */
function useLiveAlerts(built: SiteAlerts, live: boolean): SiteAlerts {
  // As JSON: the same answer again is the same state, and nothing renders.
  const [saved, setSaved] = useState<string>()
  useEffect(() => {
    if (!live) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let asking = false
    let stopped = false
    const ask = async () => {
      clearTimeout(timer)
      if (asking) return
      asking = true
      try {
        const response = await fetch(LIVE_ALERTS_URL, { cache: 'no-store' })
        const answer = response.ok ? await response.json() : undefined
        if (!stopped && Array.isArray(answer?.scheduledAlerts)) {
          setSaved(JSON.stringify({ standing: answer.alert, scheduled: answer.scheduledAlerts }))
        }
      } catch {
        // Offline or no API: the built banners stand, and the next turn asks again.
      }
      asking = false
      if (!stopped && document.visibilityState === 'visible') {
        timer = setTimeout(ask, LIVE_ALERTS_EVERY_MS)
      }
    }
    const onVisible = () => document.visibilityState === 'visible' && void ask()
    void ask()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [live])
  return saved === undefined ? built : (JSON.parse(saved) as SiteAlerts)
}

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
  live = false,
  label,
}: {
  alert?: Alert | null
  scheduled?: readonly Alert[] | null
  builtAt?: string
  /** Whether to follow the banners as saved (the site's pages; not the editor's preview). */
  live?: boolean
  /** The banner's name for screen readers, when not the site's own (the editor's previews). */
  label?: string
}) {
  const alerts = useLiveAlerts({ standing: alert, scheduled }, live)
  const shown = useCurrentAlert(alerts, builtAt)
  const t = useText(layoutText)
  const language = useLanguage()
  const local = useLocalPath()
  if (!shown) return null
  const isAlert = shown.kind === 'alert'
  const Icon = isAlert ? BellIcon : InfoIcon
  const link = shown.link
  return (
    <section
      className={`${styles.banner} ${isAlert ? styles.alert : styles.info}`}
      aria-label={label ?? t(isAlert ? 'alertImportant' : 'alertInfo')}
      data-kind={shown.kind}
    >
      <div className={`container ${styles.inner}`}>
        <Icon className={styles.icon} />
        {/* Editors write the banner in HTML (content/site.yaml), as the spec's alert content;
            sanitized where it is read: gatsby/sanitized-html.ts, the alert editor's preview. */}
        {/* The banner is written in Polish: so marked on the English pages (issue #35). */}
        <p
          className={styles.content}
          lang={language === 'pl' ? undefined : 'pl'}
          dangerouslySetInnerHTML={{ __html: shown.content }}
        />
        {link &&
          (link.startsWith('/') ? (
            <Link className={styles.link} to={local(link)}>
              {t('alertMore')}
            </Link>
          ) : (
            <a className={styles.link} href={link}>
              {t('alertMore')}
            </a>
          ))}
      </div>
    </section>
  )
}
