// Shaping the staff area's numbers for the charts and their tables: every category appears, even
// at zero, so that a chart's bars and its table always say the same thing.
import { RATING_OPTIONS } from '../../domain/survey/answers'
import { CONTINUATION_VALUES, type Continuation } from '../../domain/survey/options'
import type { SurveyValues } from '../../domain/survey/values'
import type { Visits } from '../types'

export interface BarDatum {
  key: string
  label: string
  value: number
}

type Answers = Partial<SurveyValues> | null | undefined

/** The continuation declaration in a few words (the survey's own labels are sentences). */
export const CONTINUATION_SHORT: Record<Continuation, string> = {
  tak: 'Kontynuuje',
  nie: 'Nie kontynuuje',
  'nie-wiem': 'Jeszcze nie wie',
}

const countBy = (answers: readonly Answers[], field: keyof SurveyValues, value: string) =>
  answers.filter((answer) => answer?.[field] === value).length

/** How many answers gave each star, 1 to 5 (SPEC.md §3 "rating": "1" to "5"). */
export function ratingDistribution(answers: readonly Answers[]): BarDatum[] {
  return RATING_OPTIONS.map((option) => ({
    key: option.value,
    label: `${option.value} – ${option.label}`,
    value: countBy(answers, 'opinion', option.value),
  }))
}

/** How many families declared each continuation: tak, nie, nie-wiem. */
export function continuationCounts(answers: readonly Answers[]): BarDatum[] {
  return CONTINUATION_VALUES.map((value) => ({
    key: value,
    label: CONTINUATION_SHORT[value],
    value: countBy(answers, 'continuation', value),
  }))
}

export const total = (data: readonly BarDatum[]) => data.reduce((sum, d) => sum + d.value, 0)

/** The mean rating to one decimal place, or null when nobody rated. */
export function meanRating(data: readonly BarDatum[]): number | null {
  const count = total(data)
  if (count === 0) return null
  const sum = data.reduce((acc, d) => acc + Number(d.key) * d.value, 0)
  return Math.round((sum / count) * 10) / 10
}

/** "42%" of the total, "0%" when there is none. */
export function percent(value: number, of: number): string {
  return of === 0 ? '0%' : `${Math.round((value / of) * 100)}%`
}

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** Every day from `since` to `until` (YYYY-MM-DD, inclusive), at most `limit` of them. */
export function daysBetween(since: string, until: string, limit = 400): string[] {
  const first = dayNumber(since)
  const last = dayNumber(until)
  if (!Number.isFinite(first) || !Number.isFinite(last) || last < first) return []
  return Array.from({ length: Math.min(last - first + 1, limit) }, (_, i) => dayOf(first + i))
}

/** Page views per day from `since` to `until`, days without a view at zero. */
export function viewsPerDay(visits: Visits, since: string, until: string): BarDatum[] {
  const views = new Map(visits.views.map((row) => [row.day, Number(row.views)]))
  return daysBetween(since, until).map((day) => ({
    key: day,
    label: day.slice(5).split('-').reverse().join('.'),
    value: views.get(day) ?? 0,
  }))
}

/** The bots counted apart, per day, zero-filled the same way. */
export function botsPerDay(visits: Visits, since: string, until: string): BarDatum[] {
  const bots = new Map(visits.bots.map((row) => [row.day.slice(0, 10), Number(row.count)]))
  return daysBetween(since, until).map((day) => ({
    key: day,
    label: day.slice(5).split('-').reverse().join('.'),
    value: bots.get(day) ?? 0,
  }))
}

/** The day `days` before `today` (YYYY-MM-DD). */
export const daysBefore = (today: string, days: number) => dayOf(dayNumber(today) - days)
