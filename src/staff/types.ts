// What the staff API answers (server/repositories/staffReads.ts, server/routes/gazda/*, and the
// content and publishing contract of issue #7). Dates arrive as ISO strings.
import type { EnrollmentStatus } from '../domain/enrollment/status'
import type { SurveyFamily } from '../domain/survey/family'
import type { SurveyValues } from '../domain/survey/values'

export interface Paged<T> {
  items: T[]
  total: number
  page?: number
  pageSize?: number
}

export { ENROLLMENT_STATUSES, type EnrollmentStatus } from '../domain/enrollment/status'

export interface StudentRecord {
  id: number
  position: number
  firstName: string
  lastName: string
  birthDate: string
  birthCountry: string
  level: string
  buildingId: number
  subjects: string
  comments: string
}

export interface EnrollmentRecord {
  id: number
  number: string
  schoolYear: string
  status: EnrollmentStatus
  statusChangedBy: number | null
  statusChangedAt: string | null
  /** Not answered by every version of the API: then only "when" is shown. */
  statusChangedByName?: string | null
  statusChangedByUser?: { name: string } | null
  possibleDuplicate: boolean
  family: Record<string, string | undefined>
  createdAt: string
  students: StudentRecord[]
}

export interface SurveyRecord {
  id: number
  survey: string
  answers: Partial<SurveyValues>
  createdAt: string
  /** The enrolment a parent's e-mail belongs to (issue #18); null when none does. */
  family?: SurveyFamily | null
}

export interface Visits {
  views: { day: string; views: number; sessions: number }[]
  topPages: { path: string | null; views: number }[]
  outbound: { target: string | null; clicks: number }[]
  bots: { day: string; count: number }[]
}

// The content editors' answers, from the schemas the API validates and answers with.
export type { StaffUser } from '../domain/api/auth'
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

export interface Versioned {
  version: string | number
}

export type { AlbumContent, AlbumPhoto, AlbumSummary } from '../domain/api/gallery'

export interface HistoryEntry {
  id: number | string
  at: string
  user: { name: string } | null
  kind: string
  recordId: string | null
  /** The record's name as people read it (a title, "Zgłoszenie 2026-0002"); null when unknown. */
  record?: string | null
  action: string
  summary: string | null
}

export interface AuditEntry {
  id: number | string
  at: string
  user?: { name: string } | null
  userId?: number | null
  action: string
  kind: string
  recordId: string | null
  /** The record's name as people read it; null when unknown. */
  record?: string | null
}
