import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { uploads } from '../db/schema'

export type Upload = typeof uploads.$inferSelect
type Executor = Pick<Database, 'update'>

/** Whose an upload is: the enrolment or the survey answer that named it (issue #17). */
export type UploadOwner = { enrollmentId: number } | { surveyAnswerId: number }

export function createUploadRepository(db: Database) {
  return {
    /**
     * Stores the row only while all uploads together stay within `quotaBytes`, in one statement;
     * undefined when the quota is full. Two uploads at the same moment may both pass: the
     * overshoot is bounded by UPLOAD_MAX_BYTES for each upload in flight.
     */
    async addWithinQuota(
      upload: { id: string; storedName: string; mime: string; size: number },
      quotaBytes: number,
    ): Promise<Upload | undefined> {
      const result = (await db.execute(sql`
        INSERT INTO ${uploads} (id, stored_name, mime, size)
        SELECT ${upload.id}::uuid, ${upload.storedName}::text, ${upload.mime}::text, ${upload.size}::int
        WHERE (SELECT coalesce(sum(size), 0) FROM ${uploads}) + ${upload.size}::bigint
          <= ${quotaBytes}::bigint
        RETURNING id`)) as unknown as { rows: unknown[] }
      return result.rows.length > 0 ? this.byId(upload.id) : undefined
    },

    /** Bytes of all uploads kept, claimed or not. */
    async usedBytes(): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
      return Number(row!.bytes)
    },

    async remove(id: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.id, id))
    },

    /** The upload of this id; the caller checks first that the id is a uuid. */
    async byId(id: string): Promise<Upload | undefined> {
      const [upload] = await db.select().from(uploads).where(eq(uploads.id, id))
      return upload
    },
  }
}

/**
 * Gives the uploads `ids` to `owner`, in the submission's own transaction. Only uploads no one has
 * claimed are taken; the row lock makes the orphan sweep skip them (or, when the sweep locked
 * first, this finds them gone). Returns how many were claimed: fewer than asked means refuse.
 */
export async function claimUploads(tx: Executor, ids: string[], owner: UploadOwner) {
  if (ids.length === 0) return 0
  const claimed = await tx
    .update(uploads)
    .set(owner)
    .where(
      and(inArray(uploads.id, ids), isNull(uploads.enrollmentId), isNull(uploads.surveyAnswerId)),
    )
    .returning({ id: uploads.id })
  return claimed.length
}
