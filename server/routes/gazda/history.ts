import type { FastifyPluginAsync } from 'fastify'
import { createRecordNames, type RecordRef } from '../../history/recordNames'
import { listAudit } from '../../repositories/audit'
import {
  CHANGE_KINDS,
  CONTENT_CHANGE_KINDS,
  createContentChanges,
  type ChangeKind,
} from '../../repositories/contentChanges'
import { pageOf, pageQuery } from './common'

interface HistoryQuery {
  kind?: ChangeKind
  page?: string
  pageSize?: string
}

/**
 * GET /api/gazda/history: what was changed in the staff area, by whom. Editors see content
 * changes only; admins also enrolment status changes. GET /api/gazda/audit: admins only. Each
 * entry comes with `record`, the record's name as people read it (issue #18), or null.
 */
export const historyRoutes: FastifyPluginAsync<{ contentDir: string }> = async (
  app,
  { contentDir },
) => {
  const changes = createContentChanges(app.db)
  const withRecordNames = createRecordNames(app.db, contentDir)
  const named = async <P extends { items: RecordRef[] }>(page: P) => ({
    ...page,
    items: await withRecordNames(page.items),
  })

  app.get<{ Querystring: HistoryQuery }>(
    '/api/gazda/history',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pageQuery, kind: { enum: CHANGE_KINDS } },
        },
      },
    },
    async (request) => {
      const visible: readonly ChangeKind[] =
        request.staff!.role === 'admin' ? CHANGE_KINDS : CONTENT_CHANGE_KINDS
      const { kind } = request.query
      const kinds = kind === undefined ? visible : visible.filter((k) => k === kind)
      return named(await changes.list(kinds, pageOf(request.query)))
    },
  )

  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/api/gazda/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: pageQuery },
      },
    },
    async (request) => named(await listAudit(app.db, pageOf(request.query))),
  )
}
