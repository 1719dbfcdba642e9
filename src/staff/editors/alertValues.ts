// The alert editor's values: the API's ISO times as a datetime-local input shows them (the
// browser's local time), and back.
import { ALERT_KINDS, type AlertKind } from '../../domain/site'
import type { AlertContent } from '../types'

export interface AlertValues {
  kind: AlertKind | ''
  content: string
  link: string
  /** YYYY-MM-DDTHH:mm in local time, '' for none. */
  start: string
  end: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO time as a datetime-local value; '' for none or an unreadable one. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** A datetime-local value as an ISO time; null for none. */
export function fromLocalInput(local: string): string | null {
  if (!local) return null
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function alertValues(content: AlertContent): AlertValues {
  return {
    kind: ALERT_KINDS.includes(content.kind) ? content.kind : '',
    content: content.content ?? '',
    link: content.link ?? '',
    start: toLocalInput(content.start),
    end: toLocalInput(content.end),
  }
}

export function alertBody(values: AlertValues) {
  return {
    kind: values.kind,
    content: values.content,
    link: values.link.trim() || null,
    start: fromLocalInput(values.start),
    end: fromLocalInput(values.end),
  }
}
