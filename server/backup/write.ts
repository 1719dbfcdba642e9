import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { OpenedDatabase } from '../db/client'
import { PRIVATE_FILE_MODE } from '../privateFiles'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  ROWS_PER_LINE,
  type BackupHeader,
  type BackupTrailer,
} from './format'
import {
  appliedMigrations,
  rowsAfter,
  sequenceValues,
  summarize,
  tablesInOrder,
  type Executor,
} from './tables'

/** What a backup reads: an open database, the CLI's own or the running server's. */
export type BackupSource = Pick<OpenedDatabase, 'db' | 'kind'>

export interface WrittenBackup {
  file: string
  tables: number
  rows: number
}

/**
 * Writes the whole database to `file` from one read-only snapshot (repeatable read), so that the
 * backup is consistent even while a PostgreSQL server takes writes. Written beside the file and
 * renamed when complete and on disk: a half-written backup never carries a backup's name.
 */
export async function writeBackup(opened: BackupSource, file: string): Promise<WrittenBackup> {
  // A partial of this write's own: two commands started in the same millisecond (on PostgreSQL
  // each reads the database itself) choose the same name, and must not write one file together.
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
  )
  let written: WrittenBackup = { file, tables: 0, rows: 0 }
  try {
    await opened.db.transaction(
      async (tx) => {
        // Times in the JSON (and so the checksums) must not depend on the server's time zone.
        await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`)
        const lines = backupLines(tx, opened.kind, (tables, rows) => {
          written = { file, tables, rows }
        })
        await pipeline(lines, createGzip(), createWriteStream(partial, { mode: PRIVATE_FILE_MODE }))
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    await syncFile(partial)
    await rename(partial, file)
    await syncFile(path.dirname(file))
    return written
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

async function* backupLines(
  db: Executor,
  engine: BackupHeader['engine'],
  done: (tables: number, rows: number) => void,
) {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    engine,
    migrations: await appliedMigrations(db),
  }
  yield `header\t${JSON.stringify(header)}\n`
  const trailer: BackupTrailer = { tables: {}, sequences: await sequenceValues(db) }
  let total = 0
  const tables = await tablesInOrder(db)
  for (const table of tables) {
    trailer.tables[table] = await summarize(db, table)
    let after = '(0,0)'
    for (;;) {
      const chunk = await rowsAfter(db, table, after, ROWS_PER_LINE)
      if (chunk.count === 0 || chunk.last === null) break
      yield `rows\t${table}\t${chunk.json}\n`
      total += chunk.count
      after = chunk.last
    }
  }
  yield `end\t${JSON.stringify(trailer)}\n`
  done(tables.length, total)
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
