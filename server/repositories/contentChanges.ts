import { eq, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { ChangeKind } from '../../src/domain/api/history'
import { contentChanges, users } from '../db/schema'
import { newestPage, type Page } from './paging'

// The kinds of change (content, enrolment status, staff account) are the history's contract.
export type ChangeAction = (typeof contentChanges.$inferInsert)['action']

export interface Change {
  userId: number
  kind: ChangeKind
  recordId: string
  action: ChangeAction
  /** Names the record (a title, 'new → accepted'); never a person's data. */
  summary: string
}

/** The history of changes made in the staff area, newest first, with who made them. */
export function createContentChanges(db: Database) {
  return {
    /** Answers the new row's id, so that a save that fails after it can take it back. */
    async record(change: Change): Promise<number> {
      const [row] = await db
        .insert(contentChanges)
        .values(change)
        .returning({ id: contentChanges.id })
      return row!.id
    },

    /** Takes back a change recorded by a save that did not complete (issue #32). */
    async remove(id: number) {
      await db.delete(contentChanges).where(eq(contentChanges.id, id))
    },

    async list(kinds: readonly ChangeKind[], { page, pageSize }: Page) {
      const where: SQL | undefined = inArray(contentChanges.kind, [...kinds])
      const total = await db.$count(contentChanges, where)
      const rows = await newestPage(
        db
          .select({
            id: contentChanges.id,
            at: contentChanges.at,
            userName: users.name,
            kind: contentChanges.kind,
            recordId: contentChanges.recordId,
            action: contentChanges.action,
            summary: contentChanges.summary,
          })
          .from(contentChanges)
          .leftJoin(users, eq(users.id, contentChanges.userId))
          .where(where)
          .$dynamic(),
        [contentChanges.at, contentChanges.id],
        { page, pageSize },
      )
      const items = rows.map(({ userName, ...row }) => ({
        id: row.id,
        at: row.at,
        user: { name: userName ?? null },
        kind: row.kind,
        recordId: row.recordId,
        action: row.action,
        summary: row.summary,
      }))
      return { items, total, page, pageSize }
    },
  }
}

export type ContentChanges = ReturnType<typeof createContentChanges>
