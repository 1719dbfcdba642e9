// Site-wide facts of SPEC.md §1 and the shape of content/site.yaml (site name, alert, social links, author).

export const TITLE_TEMPLATE = '%s - Polska Szkoła w Lombard'

export function pageTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title)
}

/**
 * A page's meta description when its content gives none. The site's own description stays empty
 * (SPEC.md §1); each page describes itself, from its text where it has some (issue #9: search
 * engines and Lighthouse's SEO audit want one on every page).
 */
export function pageDescription(title: string, siteName: string): string {
  return `${title}: ${siteName}, sobotnia szkoła języka polskiego w Lombard, Illinois.`
}

/** SPEC.md §3 "Alert": kind alert, info or none; HTML content; optional link. */
export const ALERT_KINDS = ['alert', 'info', 'none'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export interface Alert {
  kind: AlertKind
  content: string
  link?: string | null
  /** ISO date-times (issue #7): the banner shows from start (inclusive) until end (exclusive). */
  start?: string | null
  end?: string | null
}

export interface SiteSettings {
  siteName: string
  alert?: Alert | null
  /** Alerts with a start and an end shown over `alert` while current (issue #18). */
  scheduledAlerts?: Alert[] | null
  social: { facebook: string; youtube: string }
  author: { name: string; url?: string | null }
}

/** Where an open page asks for the banners as saved now (issue #20; server/routes/siteAlert.ts). */
export const LIVE_ALERTS_PATH = '/api/alert'

/** SPEC.md §4 "Alert banner": shown only if an alert exists and its kind is not none. */
export function visibleAlert(alert: Alert | null | undefined): Alert | undefined {
  return alert && alert.kind !== 'none' && alert.content.trim() !== '' ? alert : undefined
}

/** A moment written as an ISO date-time with its offset (2026-01-23T18:00:00-06:00). */
export const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * The time of an alert's start or end in ms, or undefined when it has none. YAML reads an
 * unquoted date-time as a Date, and Gatsby's nodes hold that as an ISO string: both are taken.
 */
export function alertTime(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime()
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : time
}

/** Whether an alert's time window, if it has one, holds the moment: [start, end). */
export function alertInWindow(alert: Pick<Alert, 'start' | 'end'>, now: number): boolean {
  const start = alertTime(alert.start)
  const end = alertTime(alert.end)
  return (start === undefined || now >= start) && (end === undefined || now < end)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isHttpUrl = (value: unknown): boolean =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)

const isLink = (value: unknown): boolean =>
  typeof value === 'string' && (value.startsWith('/') || isHttpUrl(value))

/** One alert's fields, named as `name.field` (alert, or scheduledAlerts[0]). */
function alertErrors(alert: unknown, name: string): string[] {
  if (!isRecord(alert)) return [`${name}: must be a mapping with kind, content and link`]
  const errors: string[] = []
  if (!ALERT_KINDS.includes(alert.kind as AlertKind)) {
    errors.push(`${name}.kind: must be one of ${ALERT_KINDS.join(', ')}`)
  }
  if (typeof alert.content !== 'string') errors.push(`${name}.content: must be text (HTML)`)
  if (alert.link !== undefined && alert.link !== null && !isLink(alert.link)) {
    errors.push(`${name}.link: must be a path starting with / or an http(s) address`)
  }
  for (const key of ['start', 'end'] as const) {
    const value = alert[key]
    if (value !== undefined && value !== null && alertTime(value) === undefined) {
      errors.push(`${name}.${key}: must be a date and time such as 2026-01-23T18:00:00-06:00`)
    }
  }
  const [start, end] = [alertTime(alert.start), alertTime(alert.end)]
  if (start !== undefined && end !== undefined && end <= start) {
    errors.push(`${name}.end: must be after ${name}.start`)
  }
  return errors
}

/**
 * Checks content/site.yaml. Returns one message per wrong field, naming the field, so that a build
 * can fail with the file and field an editor has to fix (CONVENTIONS.md habit 9).
 */
export function siteSettingsErrors(value: unknown): string[] {
  if (!isRecord(value)) return ['the file must hold a mapping of fields']
  const errors: string[] = []
  if (typeof value.siteName !== 'string' || value.siteName.trim() === '') {
    errors.push('siteName: the school name is required')
  }
  const { alert, scheduledAlerts, social, author } = value
  if (alert !== undefined && alert !== null) errors.push(...alertErrors(alert, 'alert'))
  if (scheduledAlerts !== undefined && scheduledAlerts !== null) {
    if (!Array.isArray(scheduledAlerts)) errors.push('scheduledAlerts: must be a list of alerts')
    else
      scheduledAlerts.forEach((item, i) => {
        const name = `scheduledAlerts[${i}]`
        errors.push(...alertErrors(item, name))
        for (const key of ['start', 'end'] as const) {
          if (isRecord(item) && (item[key] === undefined || item[key] === null)) {
            errors.push(`${name}.${key}: a scheduled alert needs a start and an end`)
          }
        }
      })
  }
  if (!isRecord(social)) errors.push('social: must list the facebook and youtube addresses')
  else {
    for (const key of ['facebook', 'youtube'] as const) {
      if (!isHttpUrl(social[key])) errors.push(`social.${key}: must be an http(s) address`)
    }
  }
  if (!isRecord(author) || typeof author.name !== 'string' || author.name.trim() === '') {
    errors.push('author.name: the credit for the site author is required')
  } else if (author.url !== undefined && author.url !== null && !isHttpUrl(author.url)) {
    errors.push('author.url: must be an http(s) address')
  }
  return errors
}
