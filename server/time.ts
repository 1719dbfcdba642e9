// The school is in Lombard, Illinois: its days begin at midnight Chicago time.
export const SCHOOL_TIME_ZONE = 'America/Chicago'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The school's calendar day (YYYY-MM-DD) at a moment. */
export const schoolDay = (at: Date = new Date()) => dayFormat.format(at)

/** The school year (YYYY-YYYY) enrolments made at a moment are for: from 1 March, the next one. */
export function enrollmentSchoolYear(at: Date = new Date()): string {
  const [year, month] = schoolDay(at).split('-').map(Number) as [number, number]
  const first = month >= 3 ? year : year - 1
  return `${first}-${first + 1}`
}
