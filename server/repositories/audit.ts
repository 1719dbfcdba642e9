import type { Database } from '../db/client'
import { auditLog } from '../db/schema'

export type AuditAction = 'list' | 'read' | 'export' | 'update'

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
