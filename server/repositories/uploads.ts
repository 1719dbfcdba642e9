import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { uploads } from '../db/schema'
import type { UploadLimits } from '../uploads/limits'

export type Upload = typeof uploads.$inferSelect
type Executor = Pick<Database, 'update'>

/** Whose an upload is: the enrolment or the survey answer that named it (issue #17). */
export type UploadOwner = { enrollmentId: number } | { surveyAnswerId: number }

/** Bytes kept: one address's unclaimed files, everyone's unclaimed files, and claimed files. */
export interface UploadUse {
  address: number
  unclaimed: number
  claimed: number
}

const unclaimed = sql`${uploads.enrollmentId} IS NULL AND ${uploads.surveyAnswerId} IS NULL`

export function createUploadRepository(db: Database) {
  return {
    /** What is kept now, as the limits count it (server/uploads/limits.ts). */
    async use(addressHash: string): Promise<UploadUse> {
      const [row] = await db
        .select({
          address: sql<string>`coalesce(sum(${uploads.size}) FILTER (WHERE ${unclaimed} AND ${uploads.addressHash} = ${addressHash}), 0)`,
          unclaimed: sql<string>`coalesce(sum(${uploads.size}) FILTER (WHERE ${unclaimed}), 0)`,
          claimed: sql<string>`coalesce(sum(${uploads.size}) FILTER (WHERE NOT (${unclaimed})), 0)`,
        })
        .from(uploads)
      return {
        address: Number(row!.address),
        unclaimed: Number(row!.unclaimed),
        claimed: Number(row!.claimed),
      }
    },

    /**
     * Stores the unclaimed upload only while it fits all three limits, in one statement: its
     * address's unclaimed bytes, everyone's unclaimed bytes (the pool), and the claimed bytes with
     * this address's own (the quota); undefined when it does not. Two uploads at the same moment
     * may both pass: the overshoot is bounded by UPLOAD_MAX_BYTES for each upload in flight.
     */
    async addWithinLimits(
      upload: { id: string; storedName: string; mime: string; size: number; addressHash: string },
      limits: UploadLimits,
    ): Promise<Upload | undefined> {
      const result = (await db.execute(sql`
        WITH kept AS (
          SELECT
            coalesce(sum(size) FILTER (WHERE ${unclaimed} AND address_hash = ${upload.addressHash}), 0) AS address,
            coalesce(sum(size) FILTER (WHERE ${unclaimed}), 0) AS unclaimed,
            coalesce(sum(size) FILTER (WHERE NOT (${unclaimed})), 0) AS claimed
          FROM ${uploads})
        INSERT INTO ${uploads} (id, stored_name, mime, size, address_hash)
        SELECT ${upload.id}::uuid, ${upload.storedName}::text, ${upload.mime}::text,
          ${upload.size}::int, ${upload.addressHash}::text
        FROM kept
        WHERE kept.address + ${upload.size}::bigint <= ${limits.perAddressBytes}::bigint
          AND kept.unclaimed + ${upload.size}::bigint <= ${limits.poolBytes}::bigint
          AND kept.claimed + kept.address + ${upload.size}::bigint <= ${limits.quotaBytes}::bigint
        RETURNING id`)) as unknown as { rows: unknown[] }
      return result.rows.length > 0 ? this.byId(upload.id) : undefined
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
 * first, this finds them gone). The sender's address hash goes with the claim (issue #32): it was
 * kept only to cap unclaimed files. Returns how many were claimed: fewer than asked means refuse.
 */
export async function claimUploads(tx: Executor, ids: string[], owner: UploadOwner) {
  if (ids.length === 0) return 0
  const claimed = await tx
    .update(uploads)
    .set({ ...owner, addressHash: null })
    .where(
      and(inArray(uploads.id, ids), isNull(uploads.enrollmentId), isNull(uploads.surveyAnswerId)),
    )
    .returning({ id: uploads.id })
  return claimed.length
}
