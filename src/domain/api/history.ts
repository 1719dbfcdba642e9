// The history of changes (GET /api/gazda/history) and the audit log (GET /api/gazda/audit): one
// schema for Fastify (server/routes/gazda/history/) and the staff area's history screens.
import { Type, type Static } from '@sinclair/typebox'
import { PageQuery, Paged } from './lists'
import { Nullable, OneOf } from './schemas'
import { Moment } from './staff'

/** What editors change: the site's content (issue #7). */
export const CONTENT_CHANGE_KINDS = [
  'faq',
  'page',
  'alert',
  'news',
  'bulletin',
  'gallery',
  // The declared kinds (src/domain/content/declarations/, issue #30).
  'homework',
  'calendar',
  'parent-duty',
  'teachers',
  'textbooks',
  'school-forms',
  'graduates',
  'sections',
  'levels',
  'shifts',
] as const
/** Everything the history holds: content, and enrolment status and staff account changes (admins only). */
// 'roster': a class's capacity (issue #31), for admins as enrolments are.
// 'mailing': a list message sent, a suppression added or removed (issue #34), for admins.
export const CHANGE_KINDS = [
  ...CONTENT_CHANGE_KINDS,
  'enrollment',
  'staff',
  'roster',
  'mailing',
] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

export const HistoryQuery = Type.Object(
  { ...PageQuery, kind: Type.Optional(OneOf(CHANGE_KINDS)) },
  { additionalProperties: false },
)
export const AuditQuery = Type.Object(PageQuery, { additionalProperties: false })

/** Who did it: null when the entry names no account. */
const Who = Type.Object({ name: Nullable(Type.String()) })
const entryFields = {
  id: Type.Integer(),
  at: Moment,
  user: Who,
  kind: Type.String(),
  recordId: Nullable(Type.String()),
  /** The record's name as people read it (a title, "Zgłoszenie 2026-0002"); null when unknown. */
  record: Nullable(Type.String()),
  action: Type.String(),
}

export const HistoryEntry = Type.Object({
  ...entryFields,
  /** Names the record (a title, 'Nowe → Przyjęte'); never a person's data. */
  summary: Type.String(),
})
export type HistoryEntry = Static<typeof HistoryEntry>
export const HistoryPage = Paged(HistoryEntry)

/** Who read or changed which record, by kind and id; never the data itself. */
export const AuditEntry = Type.Object(entryFields)
export type AuditEntry = Static<typeof AuditEntry>

export const AuditPage = Paged(AuditEntry)
