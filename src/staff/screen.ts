// What one entry of the staff area's screen table says (the table is ./routes.ts, one line per
// feature; each feature's entries are its folder's screens.ts). Pure and light, as the table: the
// /gazda/ page reads titles from it without loading the staff app.
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '../domain/routes'

const WHOLE_NUMBER = /^[1-9][0-9]{0,8}$/
const NEWS_ID = /^[a-z0-9][a-z0-9-]{0,120}$/i
/** An album's id in the staff area's URL: its school year and its folder, `2024-2025-jaselka`. */
const ALBUM_ID = /^(\d{4}-\d{4})-([a-z0-9][a-z0-9-]{0,80})$/
const albumId = (years: string, slug: string) => `${years}-${slug}`
/** A declared kind's record (issue #30): `12`, `2026-2027.5`, `klasa-3`; NEW_RECORD for a new one. */
const DECLARED_ID = /^(?!\.)[A-Za-z0-9._-]{1,120}$/
const ROSTER_ID = /^([a-z0-9][a-z0-9-]{0,39})\.([1-9][0-9]{0,8})$/

/**
 * The ways a record is named in its URL's last segment: how it is read (null when it is no such
 * name) and written back.
 */
export const RECORD_IDS = {
  /** A database row: 1, 2, … */
  number: {
    read: (segment: string) => (WHOLE_NUMBER.test(segment) ? { id: Number(segment) } : null),
    write: ({ id }: { id: number }) => String(id),
  },
  /** A content file's name: `2026-11-02-zapisy-2026-2027`. */
  file: {
    read: (segment: string) => (NEWS_ID.test(segment) ? { id: segment } : null),
    write: ({ id }: { id: string }) => id,
  },
  /** A content page by its place in CONTENT_PAGE_SLUGS, 1-based. */
  page: {
    read: (segment: string): { n: number; slug: ContentPageSlug } | null => {
      const n = WHOLE_NUMBER.test(segment) ? Number(segment) : 0
      const slug = CONTENT_PAGE_SLUGS[n - 1]
      return slug ? { n, slug } : null
    },
    write: ({ n }: { n: number }) => String(n),
  },
  /** An album: its school year and folder. */
  album: {
    read: (segment: string) => {
      const match = ALBUM_ID.exec(segment)
      return match ? { years: match[1]!, slug: match[2]! } : null
    },
    write: ({ years, slug }: { years: string; slug: string }) => albumId(years, slug),
  },
  /** A class (issue #31): its level and shift, `klasa-1.2`. */
  roster: {
    read: (segment: string) => {
      const match = ROSTER_ID.exec(segment)
      return match ? { level: match[1]!, shiftId: Number(match[2]) } : null
    },
    write: ({ level, shiftId }: { level: string; shiftId: number }) => `${level}.${shiftId}`,
  },
  /** A declared kind's record. */
  declared: {
    read: (segment: string) => (DECLARED_ID.test(segment) ? { id: segment } : null),
    write: ({ id }: { id: string }) => id,
  },
} as const

export type RecordIdForm = keyof typeof RECORD_IDS
export type RecordParams<F extends RecordIdForm> = NonNullable<
  ReturnType<(typeof RECORD_IDS)[F]['read']>
>

export interface Screen<F extends RecordIdForm | undefined, B extends string | undefined> {
  /** The URL's word after /gazda/ (none: the dashboard, or a screen no URL leads to). */
  kind?: string
  /** A record's screen: how the record is named after the word. */
  record?: F
  title: string
  /** The screen its back link goes to; without one, the dashboard (which has none). */
  back?: B
  /** A list's link on the dashboard: in which part (the admins' data, or the content), and its
   * place there (the links go in the order of these numbers). */
  panel?: readonly [part: 'data' | 'content', order: number]
  /** Linked on a teacher's dashboard too. */
  teachers?: true
}

/** One entry of the screen table; keeps its record's form and back link as types. */
export const screen = <
  F extends RecordIdForm | undefined = undefined,
  B extends string | undefined = undefined,
>(
  entry: Screen<F, B>,
) => entry
