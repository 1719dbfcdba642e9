// The enrolment list's filters and labels (issue #7). A child's name is only ever sent in the API's
// query string (q), never put in the page's URL, a log or a draft.
import type { Query } from '../api'
import { SEARCH_MAX_LENGTH } from '../../domain/foldPolish'
import { STATUS_LABELS } from '../../domain/enrollment/status'
import { ENROLLMENT_STATUSES, type EnrollmentRecord, type EnrollmentStatus } from '../types'

export { STATUS_LABELS, statusLabel } from '../../domain/enrollment/status'

export const STATUS_OPTIONS = ENROLLMENT_STATUSES.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}))

export const ENROLLMENTS_PAGE_SIZE = 25
/** How long typing in the search box waits before asking the API. */
export const SEARCH_DEBOUNCE_MS = 300
export { SEARCH_MAX_LENGTH } from '../../domain/foldPolish'

export interface EnrollmentFilters {
  /** YYYY-YYYY, or '' for every year. */
  schoolYear: string
  status: EnrollmentStatus | ''
  buildingId: string
  level: string
  duplicate: '' | 'true' | 'false'
  q: string
}

export const NO_FILTERS: EnrollmentFilters = {
  schoolYear: '',
  status: '',
  buildingId: '',
  level: '',
  duplicate: '',
  q: '',
}

/** The list's (and the CSV's) query: the filters, trimmed, without the page for the CSV. */
export function enrollmentQuery(filters: EnrollmentFilters, page?: number): Query {
  return {
    schoolYear: filters.schoolYear,
    status: filters.status,
    buildingId: filters.buildingId,
    level: filters.level,
    duplicate: filters.duplicate,
    q: filters.q.trim().slice(0, SEARCH_MAX_LENGTH),
    ...(page === undefined ? {} : { page, pageSize: ENROLLMENTS_PAGE_SIZE }),
  }
}

/** The year the newest enrolment is for: the list opens on it (the current enrolment year). */
export function currentEnrollmentYear(newest: Pick<EnrollmentRecord, 'schoolYear'>[]) {
  return newest[0]?.schoolYear ?? ''
}

/** The year choices: the current one and the four before it, newest first. */
export function schoolYearOptions(current: string, count = 5): string[] {
  const first = Number(current.slice(0, 4))
  if (!Number.isInteger(first) || first < 1900) return []
  return Array.from({ length: count }, (_, i) => `${first - i}-${first - i + 1}`)
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize))

/** Who changed the status, when the API says (its name or just the account number). */
export function statusChangedBy(record: EnrollmentRecord): string {
  if (record.statusChangedByName) return record.statusChangedByName
  return record.statusChangedBy ? `konto nr ${record.statusChangedBy}` : ''
}
