// The school's zone and day live in src/domain/schoolTime.ts, shared with the site.
import { schoolDay } from '../src/domain/schoolTime'

export { SCHOOL_TIME_ZONE, schoolDay } from '../src/domain/schoolTime'

/** The school year (YYYY-YYYY) enrolments made at a moment are for: from 1 March, the next one. */
export function enrollmentSchoolYear(at: Date = new Date()): string {
  const [year, month] = schoolDay(at).split('-').map(Number) as [number, number]
  const first = month >= 3 ? year : year - 1
  return `${first}-${first + 1}`
}
