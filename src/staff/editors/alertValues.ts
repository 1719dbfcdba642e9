// The alert editor's values: the API's ISO times as a datetime-local input shows them, on the
// school's clock (a snow day starts at 7:00 in Lombard, whatever zone the editor's laptop is in).
import { ALERT_KINDS, type AlertKind } from '../../domain/site'
import { fromSchoolInput, toSchoolInput } from '../../domain/schoolClock'
import { ALERT } from './text/alert'
import type { AlertContent, OneAlertContent, Versioned } from '../types'

/** What GET answers; a server from before issue #18 answered no `scheduled` list. */
export type AnsweredAlert = Omit<AlertContent, 'scheduled' | 'version'> &
  Versioned & { scheduled?: OneAlertContent[] }

export interface OneAlertValues {
  kind: AlertKind | ''
  content: string
  link: string
  /** YYYY-MM-DDTHH:mm in school time, '' for none. */
  start: string
  end: string
}

/** The standing banner and the scheduled ones shown over it while current (issue #18). */
export interface AlertValues extends OneAlertValues {
  scheduled: OneAlertValues[]
}

const oneValues = (content: OneAlertContent): OneAlertValues => ({
  kind: ALERT_KINDS.includes(content.kind) ? content.kind : '',
  content: content.content ?? '',
  link: content.link ?? '',
  start: toSchoolInput(content.start),
  end: toSchoolInput(content.end),
})

export const NO_STANDING: OneAlertValues = {
  kind: 'none',
  content: '',
  link: '',
  start: '',
  end: '',
}

/**
 * A standing alert with a start or end (written before issue #18) is shown as a scheduled one
 * over no standing banner: what the site shows stays the same, and the save writes it so.
 */
export function alertValues(content: AnsweredAlert): AlertValues {
  const standing = oneValues(content)
  const scheduled = (content.scheduled ?? []).map(oneValues)
  const timed = standing.kind !== 'none' && (standing.start !== '' || standing.end !== '')
  return timed
    ? { ...NO_STANDING, scheduled: [standing, ...scheduled] }
    : { ...standing, scheduled }
}

const oneBody = (values: OneAlertValues) => ({
  kind: values.kind,
  content: values.content,
  link: values.link.trim() || null,
  start: fromSchoolInput(values.start),
  end: fromSchoolInput(values.end),
})

export function alertBody(values: AlertValues) {
  return { ...oneBody(values), scheduled: values.scheduled.map(oneBody) }
}

const FIELD_LABELS: Record<string, string> = {
  kind: ALERT.kind,
  content: ALERT.content,
  link: ALERT.link,
  start: ALERT.start,
  end: ALERT.end,
}

/** A conflicting field's name for the conflict note: scheduled.0.end → Komunikat zaplanowany 1: Pokazuj do. */
export function alertFieldLabel(name: string): string {
  const [, index, field] = /^scheduled\.(\d+)\.(\w+)$/.exec(name) ?? []
  if (field) return `${ALERT.scheduledOne(Number(index))}: ${FIELD_LABELS[field] ?? field}`
  if (name === 'scheduled') return ALERT.scheduled
  return `${ALERT.standing}: ${FIELD_LABELS[name] ?? name}`
}
