import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { auditLog, users } from '../db/schema'
import { newestPage, type Page } from './paging'

export type AuditAction = 'list' | 'read' | 'export' | 'update' | 'delete' | 'send' | 'print'

/** Who read or changed which record, by kind and id; never the data itself. */
export const createAudit =
  (db: Database) =>
  async (userId: number, action: AuditAction, kind: string, recordId?: string | number) => {
    await db.insert(auditLog).values({
      userId,
      action,
      kind,
      recordId: recordId === undefined ? null : String(recordId),
    })
  }

/** The audit log for admins, newest first, with the name of who did each thing. */
export async function listAudit(db: Database, { page, pageSize }: Page) {
  const total = await db.$count(auditLog)
  const rows = await newestPage(
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userName: users.name,
        action: auditLog.action,
        kind: auditLog.kind,
        recordId: auditLog.recordId,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .$dynamic(),
    [auditLog.at, auditLog.id],
    { page, pageSize },
  )
  const items = rows.map(({ userName, ...row }) => ({ ...row, user: { name: userName ?? null } }))
  return { items, total, page, pageSize }
}
