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

export function alertOf(text: string): AlertValues {
  const site = load(text)
  const alert = isRecord(site) && isRecord(site.alert) ? site.alert : undefined
  if (!alert) return NO_ALERT
  return {
    kind: ALERT_KINDS.includes(alert.kind as AlertKind) ? (alert.kind as AlertKind) : 'none',
    content: typeof alert.content === 'string' ? alert.content : '',
    link: typeof alert.link === 'string' && alert.link !== '' ? alert.link : null,
    start: moment(alert.start),
    end: moment(alert.end),
  }
}

/** Rewrites the `alert:` block only; the rest of site.yaml stays byte for byte. */
export const renderAlert = (values: AlertValues) => (current: string | undefined) => {
  const alert: Record<string, string> = { kind: values.kind, content: values.content }
  for (const key of ['link', 'start', 'end'] as const) {
    const value = values[key]
    if (value) alert[key] = value
  }
  return setTopLevelKeys(current ?? '', { alert })
}

const KIND_NAMES: Record<AlertKind, string> = {
  alert: 'ważny (czerwony)',
  info: 'informacja (niebieski)',
  none: 'wyłączony',
}

export const alertSummary = ({ kind, start, end }: AlertValues) =>
  `Komunikat: ${KIND_NAMES[kind]}${start || end ? `, od ${start ?? '…'} do ${end ?? '…'}` : ''}`
