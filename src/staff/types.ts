// What the staff API answers (server/repositories/staffReads.ts, server/routes/gazda/*, and the
// content and publishing contract of issue #7). Dates arrive as ISO strings.
import type { AlertKind } from '../domain/site'
import type { SurveyValues } from '../domain/survey/values'

export interface Paged<T> {
  items: T[]
  total: number
  page?: number
  pageSize?: number
}

export const ENROLLMENT_STATUSES = ['new', 'accepted', 'waitlisted', 'rejected'] as const
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number]

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
}

export interface Visits {
  views: { day: string; views: number; sessions: number }[]
  topPages: { path: string | null; views: number }[]
  outbound: { target: string | null; clicks: number }[]
  bots: { day: string; count: number }[]
}

export interface StaffUser {
  email: string
  name: string
  role: string
}

export interface Versioned {
  version: string | number
}

export interface FaqContent extends Versioned {
  title: string
  items: { question: string; answer: string }[]
}

export interface PageSummary {
  slug: string
  title: string
  adminPath?: string
}

export interface PageContent extends Versioned {
  slug: string
  title: string
  body: string
}

export interface AlertContent extends Versioned {
  kind: AlertKind
  content: string
  link: string | null
  start: string | null
  end: string | null
}

export interface NewsSummary {
  id: string
  title: string
  date: string
  published: boolean
}

export interface NewsContent extends Versioned {
  id: string
  title: string
  date: string
  body: string
  published: boolean
}

export interface BulletinSummary {
  id: string
  title: string
  date: string
  /** The PDF beside the bulletin's file, or null. */
  file: string | null
}

export interface BulletinContent extends Versioned {
  id: string
  title: string
  date: string
  body: string
  file: string | null
}

export interface AlbumSummary {
  years: string
  slug: string
  title: string
  date: string
  photoCount: number
  hiddenCount: number
}

export interface AlbumPhoto {
  name: string
  hidden: boolean
  caption: string | null
}

export interface AlbumContent extends Versioned {
  years: string
  slug: string
  title: string
  date: string
  photos: AlbumPhoto[]
}

export interface StaffAccount {
  id: number
  email: string
  name: string
  role: 'editor' | 'admin'
  disabled: boolean
  createdAt: string
}

export type PublishState = 'idle' | 'queued' | 'building' | 'failed'

export interface PublishStatus {
  /** False where the server does not rebuild the site (no publisher configured). */
  enabled?: boolean
  state: PublishState
  liveAt: string | null
  liveUrlTime: string | null
  buildStartedAt?: string | null
  lastBuildMs?: number | null
  error?: string | null
  /** Saves not yet live (a count; 0 when everything saved is live). */
  changesWaiting?: number | boolean
}

export interface HistoryEntry {
  id: number | string
  at: string
  user: { name: string } | null
  kind: string
  recordId: string | null
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
}
