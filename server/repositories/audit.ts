import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { auditLog, users } from '../db/schema'

export type AuditAction = 'list' | 'read' | 'export' | 'update' | 'delete' | 'send'

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
export async function listAudit(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [{ total }] = (await db.select({ total: count() }).from(auditLog)) as [{ total: number }]
  const rows = await db
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
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const items = rows.map(({ userName, ...row }) => ({ ...row, user: { name: userName ?? null } }))
  return { items, total: Number(total), page, pageSize }
}
