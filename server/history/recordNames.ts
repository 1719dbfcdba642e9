import { inArray } from 'drizzle-orm'
import { load } from 'js-yaml'
import { isRecord } from '../../src/domain/content/check'
import { NEWS_ID } from '../../src/domain/content/editing'
import { RECORD_NAMES } from '../../src/domain/recordNames'
import { FAQ_FILE } from '../content/faq'
import { readContentFile } from '../content/files'
import { ALBUM_SLUG, YEARS } from '../../src/domain/api/gallery'
import { albumFile } from '../content/gallery'
import { parseMarkdown } from '../content/markdownFile'
import type { Database } from '../db/client'
import { enrollments, photoTakedownRequests, uploads, users } from '../db/schema'

// The history and the audit log name each record as people know it (issue #18): the page's,
// the news item's or the album's title, "Zgłoszenie 2026-0002", an account's name. What cannot
// be found (a record deleted since, a file changed by hand) keeps its id.

export interface RecordRef {
  kind: string
  recordId: string | null
}

type Names = Map<string, string>
/** Names for some ids of one kind; ids it cannot name are left out. */
type Lookup = (ids: string[]) => Promise<Names>

const NUMBER = /^\d{1,9}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/
const ALBUM_ID = new RegExp(`^(${YEARS.source.slice(1, -1)})/(${ALBUM_SLUG.source.slice(1, -1)})$`)

export function createRecordNames(db: Database, contentDir: string) {
  /** The `title` of a content file (front matter or YAML), or null. */
  async function titleOf(file: string): Promise<string | null> {
    const content = await readContentFile(contentDir, file).catch(() => undefined)
    if (!content) return null
    try {
      const data = file.endsWith('.md') ? parseMarkdown(content.text).data : load(content.text)
      const title = isRecord(data) ? data.title : undefined
      return typeof title === 'string' && title.trim() ? title.trim() : null
    } catch {
      return null
    }
  }

  const titled =
    (
      fileOf: (id: string) => string | null,
      named = (title: string, _id: string) => title,
    ): Lookup =>
    async (ids) => {
      const names: Names = new Map()
      for (const id of ids) {
        const file = fileOf(id)
        const title = file ? await titleOf(file) : null
        if (title) names.set(id, named(title, id))
      }
      return names
    }

  const enrollmentNumbers = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>()
    const rows = await db
      .select({ id: enrollments.id, number: enrollments.number })
      .from(enrollments)
      .where(inArray(enrollments.id, ids))
    return new Map(rows.map((row) => [row.id, row.number]))
  }

  const numbers = (ids: string[]) => ids.filter((id) => NUMBER.test(id)).map(Number)

  const enrollment: Lookup = async (ids) => {
    const found = await enrollmentNumbers(numbers(ids))
    return new Map([...found].map(([id, number]) => [String(id), RECORD_NAMES.enrollment(number)]))
  }

  const albumTitle = titled((id) => {
    const match = ALBUM_ID.exec(id)
    return match ? albumFile(match[1]!, match[2]!) : null
  })

  const lookups: Record<string, Lookup> = {
    faq: titled(() => FAQ_FILE),
    page: titled((slug) => (PAGE_SLUG.test(slug) ? `pages/${slug}.md` : null)),
    news: titled((id) => (NEWS_ID.test(id) ? `news/${id}.md` : null)),
    bulletin: titled((id) => (NEWS_ID.test(id) ? `bulletins/${id}.md` : null)),
    alert: async (ids) => new Map(ids.map((id) => [id, RECORD_NAMES.alert])),
    gallery: async (ids) => {
      const titles = await albumTitle(ids)
      return new Map(
        [...titles].map(([id, title]) => [id, RECORD_NAMES.album(title, id.split('/')[0]!)]),
      )
    },
    enrollment,
    enrollments: enrollment,
    surveys: async (ids) =>
      new Map(ids.filter((id) => NUMBER.test(id)).map((id) => [id, RECORD_NAMES.surveyAnswer(id)])),
    staff: async (ids) => {
      const wanted = numbers(ids)
      if (wanted.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, wanted))
      return new Map(rows.map((row) => [String(row.id), RECORD_NAMES.account(row.name, row.email)]))
    },
    'photo-report': async (ids) => {
      const wanted = numbers(ids)
      if (wanted.length === 0) return new Map()
      const rows = await db
        .select({
          id: photoTakedownRequests.id,
          years: photoTakedownRequests.albumYears,
          slug: photoTakedownRequests.albumSlug,
          photo: photoTakedownRequests.photoName,
        })
        .from(photoTakedownRequests)
        .where(inArray(photoTakedownRequests.id, wanted))
      const titles = await albumTitle(rows.map((row) => `${row.years}/${row.slug}`))
      return new Map(
        rows.map((row) => {
          const album = `${row.years}/${row.slug}`
          return [String(row.id), RECORD_NAMES.photo(row.photo, titles.get(album) ?? album)]
        }),
      )
    },
    uploads: async (ids) => {
      const wanted = ids.filter((id) => UUID.test(id))
      if (wanted.length === 0) return new Map()
      const rows = await db
        .select({
          id: uploads.id,
          enrollmentId: uploads.enrollmentId,
          surveyAnswerId: uploads.surveyAnswerId,
        })
        .from(uploads)
        .where(inArray(uploads.id, wanted))
      const owners = await enrollmentNumbers(rows.flatMap((row) => row.enrollmentId ?? []))
      const names: Names = new Map()
      for (const row of rows) {
        const number = row.enrollmentId === null ? undefined : owners.get(row.enrollmentId)
        if (number) names.set(row.id, RECORD_NAMES.enrollmentUpload(number))
        else if (row.surveyAnswerId !== null) {
          names.set(row.id, RECORD_NAMES.surveyUpload(row.surveyAnswerId))
        }
      }
      return names
    },
  }

  /** The entries, each with `record`: its name, or null when none is known. */
  return async function withRecordNames<T extends RecordRef>(
    entries: T[],
  ): Promise<(T & { record: string | null })[]> {
    const idsByKind = new Map<string, Set<string>>()
    for (const { kind, recordId } of entries) {
      if (recordId === null || !lookups[kind]) continue
      idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(recordId))
    }
    const names = new Map<string, Names>()
    for (const [kind, ids] of idsByKind) {
      // A name is a help to the reader: a failed lookup leaves the ids, never the page unanswered.
      names.set(kind, await lookups[kind]!([...ids]).catch(() => new Map()))
    }
    return entries.map((entry) => ({
      ...entry,
      record: (entry.recordId !== null && names.get(entry.kind)?.get(entry.recordId)) || null,
    }))
  }
}
