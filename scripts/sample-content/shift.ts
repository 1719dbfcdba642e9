// The sample content of one school year, made from the 2025/2026 sample (issue #19): every day
// moved by whole weeks, so that Saturdays stay Saturdays and the year keeps its shape (the first
// school Saturday in September, the Christmas break, the June ending).
import { addDays } from '../../src/domain/schoolTime'

export const TEMPLATE_YEAR = '2025-2026'
/** Homework ids of a sample year: the template's ids plus 100 per year after it. */
export const IDS_PER_YEAR = 100
/** Written at the top of every sample file, so no one takes it for the school's own. */
export const SAMPLE_MARK = 'Przykładowe dane wygenerowane przez scripts/sample-content.ts'

const firstSaturdayOfSeptember = (firstYear: number) => {
  const weekday = new Date(Date.UTC(firstYear, 8, 1)).getUTCDay()
  return `${firstYear}-09-${String(1 + ((6 - weekday + 7) % 7)).padStart(2, '0')}`
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000

/** Days between the template year and `years`: a whole number of weeks. */
export function shiftDays(years: string): number {
  const from = firstSaturdayOfSeptember(Number(TEMPLATE_YEAR.slice(0, 4)))
  const to = firstSaturdayOfSeptember(Number(years.slice(0, 4)))
  return dayNumber(to) - dayNumber(from)
}

export interface Shifter {
  years: string
  day: (day: string) => string
  text: (text: string) => string
  homeworkId: (id: number) => number
}

export function shifter(years: string): Shifter {
  const days = shiftDays(years)
  const offset = Number(years.slice(0, 4)) - Number(TEMPLATE_YEAR.slice(0, 4))
  const [first, second] = TEMPLATE_YEAR.split('-') as [string, string]
  return {
    years,
    day: (day) => addDays(day, days),
    text: (text) =>
      // Each year of the template's two (in "2025/2026", "2025-2026", "maj 2026") moves once.
      text.replace(new RegExp(`\\b(${first}|${second})\\b`, 'g'), (y) =>
        String(Number(y) + offset),
      ),
    homeworkId: (id) => id + offset * IDS_PER_YEAR,
  }
}
