import {
  AuditPage,
  AuditQuery,
  CHANGE_KINDS,
  CONTENT_CHANGE_KINDS,
  HistoryPage,
  HistoryQuery,
  type ChangeKind,
} from '../../../../src/domain/api/history'
import { pageOf, type Paged } from '../../../../src/domain/api/lists'
import { createRecordNames, type RecordRef } from '../../../history/recordNames'
import { listAudit } from '../../../repositories/audit'
import { createContentChanges } from '../../../repositories/contentChanges'
import type { Routes } from '../../options'

/**
 * GET /api/gazda/history: what was changed in the staff area, by whom. Editors see content
 * changes only; admins also enrolment status changes. GET /api/gazda/audit: admins only. Each
 * entry comes with `record`, the record's name as people read it (issue #18), or null.
 */
export const historyRoutes: Routes = async (app, { contentDir }) => {
  const changes = createContentChanges(app.db)
  const withRecordNames = createRecordNames(app.db, contentDir)
  /** The page's entries with their records' names, and their moments in ISO 8601. */
  const named = async <E extends RecordRef & { at: Date }>({ items, ...page }: Paged<E>) => ({
    ...page,
    items: (await withRecordNames(items)).map((entry) => ({
      ...entry,
      at: entry.at.toISOString(),
    })),
  })

  app.get(
    '/api/gazda/history',
    { schema: { querystring: HistoryQuery, response: { 200: HistoryPage } } },
    async (request) => {
      const visible: readonly ChangeKind[] =
        request.staff!.role === 'admin' ? CHANGE_KINDS : CONTENT_CHANGE_KINDS
      const { kind } = request.query
      const kinds = kind === undefined ? visible : visible.filter((k) => k === kind)
      return named(await changes.list(kinds, pageOf(request.query)))
    },
  )

  app.get(
    '/api/gazda/audit',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (request) => named(await listAudit(app.db, pageOf(request.query))),
  )
}
