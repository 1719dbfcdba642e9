import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { MIGRATIONS, openDatabase, type DatabaseOptions } from '../db/client'
import type { BackupTrailer } from './format'
import { DamagedBackupError, readBackup, readHeader } from './read'
import {
  appliedMigrations,
  holdsRows,
  insertRows,
  setSequence,
  summarize,
  type Executor,
} from './tables'

/** The backup has migrations this version of the site does not know. */
export class NewerBackupError extends Error {}
/** The target database already holds rows, or a newer schema: nothing is written into it. */
export class TargetNotEmptyError extends Error {}

export interface RestoredBackup {
  createdAt: string
  tables: number
  rows: number
}

interface Journal {
  entries: { tag: string }[]
}

/**
 * Loads a backup into an empty database (a fresh PGlite folder or PostgreSQL database): the
 * schema of the backup's time first, then its rows and sequences in one transaction, checked
 * table by table against the backup's own counts and checksums; then the newest migrations.
 */
export async function restoreBackup(
  file: string,
  target: DatabaseOptions,
): Promise<RestoredBackup> {
  const header = await readHeader(file)
  const journal = await readJournal()
  if (header.migrations > journal.entries.length) throw new NewerBackupError()
  const older = header.migrations < journal.entries.length
  const folder = older ? await migrationsUpTo(header.migrations) : MIGRATIONS
  let restored: RestoredBackup
  try {
    const opened = await openDatabase({ ...target, migrationsFolder: folder })
    try {
      if (
        (await appliedMigrations(opened.db)) !== header.migrations ||
        (await holdsRows(opened.db))
      )
        throw new TargetNotEmptyError()
      restored = await opened.db.transaction(async (tx) => load(tx, file, header.createdAt))
    } finally {
      await opened.close()
    }
  } finally {
    if (older) await rm(folder, { recursive: true, force: true })
  }
  if (older) await (await openDatabase(target)).close()
  return restored
}

async function load(tx: Executor, file: string, createdAt: string): Promise<RestoredBackup> {
  await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`)
  let trailer: BackupTrailer | undefined
  for await (const record of readBackup(file)) {
    if (record.kind === 'rows') await insertRows(tx, record.table, record.json)
    if (record.kind === 'end') trailer = record.trailer
  }
  for (const [name, value] of Object.entries(trailer!.sequences)) {
    if (value !== null) await setSequence(tx, name, value)
  }
  let rows = 0
  for (const [table, expected] of Object.entries(trailer!.tables)) {
    const found = await summarize(tx, table)
    if (found.rows !== expected.rows || found.checksum !== expected.checksum) {
      throw new DamagedBackupError(
        `${table}: ${found.rows} rows restored, ${expected.rows} backed up`,
      )
    }
    rows += found.rows
  }
  return { createdAt, tables: Object.keys(trailer!.tables).length, rows }
}

const readJournal = async () =>
  JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal

/**
 * A temporary folder with the first `count` committed migrations: a backup's rows fit the schema
 * of its time, and the later migrations then change them as they changed every other database.
 */
export async function migrationsUpTo(count: number): Promise<string> {
  const journal = await readJournal()
  const folder = await mkdtemp(path.join(os.tmpdir(), 'szkola-migrations-'))
  await mkdir(path.join(folder, 'meta'))
  const entries = journal.entries.slice(0, count)
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries) {
    await copyFile(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`))
  }
  return folder
}
