import { rm } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { UNCLAIMED_UPLOAD_HOURS } from '../../src/domain/attachments'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import { uploads } from '../db/schema'
import { runFromReady } from '../retention'

// Issue #17: an upload that no enrolment or survey answer names within two hours (or whose
// submission was deleted) is deleted, so anonymous uploads cannot fill the disk for years.

export const UNCLAIMED_UPLOAD_MS = UNCLAIMED_UPLOAD_HOURS * 60 * 60 * 1000
/** Often enough that an orphan outlives its window by a quarter of an hour at most. */
export const ORPHAN_SWEEP_EVERY_MS = 15 * 60 * 1000
const BATCH = 200

/**
 * Deletes unclaimed uploads older than the window, at most BATCH per transaction: the rows are
 * deleted (and locked) first, the files removed, then the deletion committed. A submission that
 * claims one of them meanwhile waits for the commit and finds it gone (it is refused, never left
 * without its file); one that claimed first holds the row, which SKIP LOCKED passes by. A crash
 * between the files and the commit leaves rows whose files are gone, which the next run deletes.
 */
export async function sweepOrphanUploads(
  db: Database,
  { uploadsDir, now = () => new Date() }: { uploadsDir: string; now?: () => Date },
): Promise<number> {
  const before = new Date(now().getTime() - UNCLAIMED_UPLOAD_MS).toISOString()
  let deleted = 0
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const gone = (await tx.execute(sql`
        DELETE FROM ${uploads} WHERE id IN (
          SELECT id FROM ${uploads}
          WHERE enrollment_id IS NULL AND survey_answer_id IS NULL
            AND created_at < ${before}::timestamptz
          LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING stored_name`)) as unknown as { rows: { stored_name: string }[] }
      for (const { stored_name } of gone.rows) {
        await rm(path.join(uploadsDir, stored_name), { force: true })
      }
      return gone.rows.length
    })
    deleted += count
    if (count < BATCH) return deleted
  }
}

/** The sweep at start, then every ORPHAN_SWEEP_EVERY_MS, until the app closes. */
export const orphanUploadsPlugin = fp<{ config: AppConfig; now?: () => Date }>(
  async (app: FastifyInstance, { config, now }) => {
    const uploadsDir = path.join(config.dataDir, 'uploads')
    const run = async () => {
      try {
        const deleted = await sweepOrphanUploads(app.db, { uploadsDir, now })
        if (deleted > 0)
          app.log.info({ event: 'orphan-uploads', deleted }, 'unclaimed uploads deleted')
      } catch (error) {
        app.log.error({ err: error, event: 'orphan-uploads' }, 'orphan upload sweep failed')
      }
    }
    runFromReady(app, run, ORPHAN_SWEEP_EVERY_MS)
  },
  { name: 'orphan-uploads' },
)
