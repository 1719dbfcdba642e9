import type { FastifyReply } from 'fastify'
import { apiError } from '../../errors'

// What the staff features' routes share. The lists' query (page, search) and its page are part
// of the contract: src/domain/api/lists.ts.

export const notFound = () => apiError(404, 'NOT_FOUND', 'Nie znaleziono.')

/** The record a route asked for, or 404 NOT_FOUND when there is none. */
export function found<T>(record: T | null | undefined): T {
  if (record === undefined || record === null) throw notFound()
  return record
}

/** A CSV for a spreadsheet, in UTF-8, downloaded as `fileName`. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv)

/** Every row of a list, for a CSV: one page as large as any school's list. */
export const EVERY_ROW = { page: 1, pageSize: 100_000 }

/** A page of rows as the API answers it: the same page, each row made into its record. */
export const withRecords = <P extends { items: unknown[] }, R>(
  page: P,
  record: (row: P['items'][number]) => R,
): Omit<P, 'items'> & { items: R[] } => ({ ...page, items: page.items.map(record) })
