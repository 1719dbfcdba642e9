import { desc, type AnyColumn } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'

/** A page of a list the staff area pages through (1-based), and how many rows a page holds. */
export interface Page {
  page: number
  pageSize: number
}

/**
 * Newest first (by the row's time, then its id, so that rows of the same moment keep one order),
 * one page: the lists of the staff area. `query` is a dynamic select (`.$dynamic()`).
 */
export const newestPage = <Q extends PgSelect>(
  query: Q,
  [at, id]: [at: AnyColumn, id: AnyColumn],
  { page, pageSize }: Page,
) =>
  query
    .orderBy(desc(at), desc(id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
