// An enrolment's status as the office moves it along (issue #7), and its words (issue #18): the
// staff views, the CSV and the history all say these, never `accepted`.
// Issue #31: each child has a status of its own; the family's is set on every child at once.
export const ENROLLMENT_STATUSES = [
  'new',
  'accepted',
  'waitlisted',
  'rejected',
  'withdrawn',
] as const
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number]

export const STATUS_LABELS: Record<EnrollmentStatus, string> = {
  new: 'Nowe',
  accepted: 'Przyjęte',
  waitlisted: 'Lista oczekujących',
  rejected: 'Odrzucone',
  withdrawn: 'Wycofane',
}

export const statusLabel = (status: string) => STATUS_LABELS[status as EnrollmentStatus] ?? status
