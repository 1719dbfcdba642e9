import { load } from 'js-yaml'
import { isRecord } from '../../src/domain/content/check'
import type { AlertValues } from '../../src/domain/content/editing'
import { ALERT_KINDS, alertTime, type AlertKind } from '../../src/domain/site'
import { setTopLevelKeys } from './yamlText'

/** The alert banner lives in content/site.yaml under `alert:` (content/README.md). */
export const SITE_FILE = 'site.yaml'

const NO_ALERT: AlertValues = { kind: 'none', content: '', link: null, start: null, end: null }

/** A start or end as the API answers it: the text as written, or an ISO string for a YAML date. */
const moment = (value: unknown): string | null => {
  if (value instanceof Date) return alertTime(value) === undefined ? null : value.toISOString()
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** The standing alert and the scheduled ones (issue #18), as the editor's API answers them. */
export type SiteAlertValues = AlertValues & { scheduled: AlertValues[] }

export function alertOf(text: string): SiteAlertValues {
  const site = load(text)
  const list = isRecord(site) && Array.isArray(site.scheduledAlerts) ? site.scheduledAlerts : []
  const scheduled = list.filter(isRecord).map(oneAlert)
  return { ...oneAlert(isRecord(site) ? site.alert : undefined), scheduled }
}

function oneAlert(alert: unknown): AlertValues {
  if (!isRecord(alert)) return NO_ALERT
  return {
    kind: ALERT_KINDS.includes(alert.kind as AlertKind) ? (alert.kind as AlertKind) : 'none',
    content: typeof alert.content === 'string' ? alert.content : '',
    link: typeof alert.link === 'string' && alert.link !== '' ? alert.link : null,
    start: moment(alert.start),
    end: moment(alert.end),
  }
}

const yamlOf = (values: AlertValues) => {
  const alert: Record<string, string> = { kind: values.kind, content: values.content }
  for (const key of ['link', 'start', 'end'] as const) {
    const value = values[key]
    if (value) alert[key] = value
  }
  return alert
}

/**
 * Rewrites the `alert:` block, and `scheduledAlerts:` when the save gives that list (an empty list
 * removes the block); the rest of site.yaml stays byte for byte.
 */
export const renderAlert =
  (values: AlertValues & { scheduled?: AlertValues[] }) => (current: string | undefined) => {
    const changes: Record<string, unknown> = { alert: yamlOf(values) }
    if (values.scheduled) {
      changes.scheduledAlerts = values.scheduled.length ? values.scheduled.map(yamlOf) : undefined
    }
    return setTopLevelKeys(current ?? '', changes)
  }

const KIND_NAMES: Record<AlertKind, string> = {
  alert: 'ważny (czerwony)',
  info: 'informacja (niebieski)',
  none: 'wyłączony',
}

const summaryOf = ({ kind, start, end }: AlertValues) =>
  `${KIND_NAMES[kind]}${start || end ? `, od ${start ?? '…'} do ${end ?? '…'}` : ''}`

export const alertSummary = (values: AlertValues & { scheduled?: AlertValues[] }) =>
  `Komunikat: ${summaryOf(values)}${values.scheduled?.length ? `; zaplanowane: ${values.scheduled.map(summaryOf).join('; ')}` : ''}`
