// What the staff API answers: the types of the schemas the API validates and answers with
// (src/domain/api/*), under the names the staff area has always used. Dates arrive as ISO strings.

export type { StaffUser } from '../domain/api/auth'
export { ENROLLMENT_STATUSES, type EnrollmentStatus } from '../domain/enrollment/status'
export type { Paged } from '../domain/api/lists'
export type { EnrollmentRecord, StatusChanged, StudentRecord } from '../domain/api/enrollments'
export type { SurveyRecord } from '../domain/api/surveys'
export type { Visits } from '../domain/api/visits'
export type { AuditEntry, HistoryEntry } from '../domain/api/history'
export type { PhotoReportItem } from '../domain/api/photoReports'
export type { PublishState, PublishStatus } from '../domain/api/publish'
export type { StaffAccount } from '../domain/api/staff'
export type {
  AlertContent,
  BulletinContent,
  BulletinPdfAnswer,
  BulletinSummary,
  FaqContent,
  NewsContent,
  NewsSummary,
  OneAlertContent,
  PageContent,
  PageSummary,
  SaveAnswer,
} from '../domain/api/content'
export type { AlbumContent, AlbumPhoto, AlbumSummary } from '../domain/api/gallery'

/** The content editors' own, not an API answer: the version a draft was typed over. */
export interface Versioned {
  version: string | number
}
