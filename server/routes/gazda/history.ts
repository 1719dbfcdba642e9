import type { FastifyPluginAsync } from 'fastify'
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
 * changes only; admins also enrolment status changes. GET /api/gazda/audit: admins only.
 */
export const historyRoutes: FastifyPluginAsync = async (app) => {
  const changes = createContentChanges(app.db)

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
      return changes.list(kinds, pageOf(request.query))
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
    async (request) => listAudit(app.db, pageOf(request.query)),
  )
}
