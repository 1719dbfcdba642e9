import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { writeBytesAtomically } from '../content/files'
import { makeTreePrivate } from '../privateFiles'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenedDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl?: string
  /** The embedded database's folder; in memory when absent (tests). */
  pgliteDir?: string
  /** The committed migrations by default; a restore may stop at an older backup's (server/backup/). */
  migrationsFolder?: string
  /**
   * Told when an idle PostgreSQL connection is cut (the server restarted, an administrator ended
   * it): the pool drops that connection and opens a new one when needed; the process carries on.
   */
  onConnectionLost?: (error: Error) => void
}

export const MIGRATIONS = path.join(__dirname, 'migrations')

/**
 * The embedded database's one session (issue #9). PostgreSQL fills each new 16 MB WAL file with
 * zeroes before using it; PGlite does that on the server's own thread, so every few seconds of
 * busy writing (the tracker) one write stood 20–40 ms longer. Off, only the file's last byte is
 * written, as on copy-on-write file systems; what is written, and when, is the same.
 */
export const PGLITE_SESSION_SETTINGS = 'SET wal_init_zero = off'

/**
 * Opens the database and brings it to the newest schema with the committed migrations
 * (Drizzle's migrator, which records what it applied). The same code serves both engines.
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, migrationsFolder, options.onConnectionLost)
  }
  const dir = options.pgliteDir
  if (dir) mkdirSync(dir, { recursive: true })
  const fresh = !dir || !existsSync(path.join(dir, 'PG_VERSION'))
  // Only into an empty folder: if the copy turns out broken, what it unpacked can all go.
  const template =
    fresh && (!dir || readdirSync(dir).length === 0)
      ? await migratedTemplate(migrationsFolder)
      : undefined
  let opened: OpenedDatabase
  try {
    opened = await openPglite(dir, migrationsFolder, template?.data)
  } catch (error) {
    if (!template) throw error
    // A copy cut short (a full disk) or damaged: it goes, and is made again from nothing.
    rmSync(template.file, { force: true })
    if (dir)
      for (const entry of readdirSync(dir)) rmSync(path.join(dir, entry), { recursive: true })
    opened = await openPglite(
      dir,
      migrationsFolder,
      (await migratedTemplate(migrationsFolder))?.data,
    )
  }
  // PGlite unpacks a new database with its archive's modes (0666), whatever the umask; the files
  // it creates later follow the umask (issue #17), and older ones were fixed at start (app.ts).
  if (fresh && dir) await makeTreePrivate(dir)
  return opened
}

async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
  loadDataDir: Blob | undefined,
): Promise<OpenedDatabase> {
  const client = new PGlite({ dataDir, loadDataDir })
  try {
    await client.exec(PGLITE_SESSION_SETTINGS)
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
  } catch (error) {
    await client.close().catch(() => {})
    throw error
  }
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Without a listener, an idle connection's error event would end the whole process.
  pool.on('error', onConnectionLost)
  try {
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  } catch (error) {
    await pool.end()
    throw error
  }
}

/**
 * The test suite's shortcut (issue #20): with PGLITE_TEMPLATE_DIR set (jest.config.js sets it), a
 * new embedded database starts from a copy of one made earlier with the same PGlite and the same
 * migrations, instead of PostgreSQL's initdb and every migration again (about 3 s of CPU each
 * time, and the suite starts hundreds of databases). The copy is PGlite's own dump of a database
 * this function made and migrated, kept as `<sha-256 of PGlite's version and the migrations>.tar`;
 * the migrator still runs over it as over any database. Unset (the server, the CLI), or when the
 * folder cannot be written, every new database is made from nothing, as before. A copy that does
 * not open (cut short by a full disk, not an archive) is removed and made again.
 */
async function migratedTemplate(
  migrationsFolder: string,
): Promise<{ data: Blob; file: string } | undefined> {
  const folder = process.env.PGLITE_TEMPLATE_DIR
  if (!folder) return undefined
  const file = path.join(folder, `${templateKey(migrationsFolder)}.tar`)
  try {
    return { data: new Blob([readFileSync(file)]), file }
  } catch {
    // Not made yet: made below.
  }
  const client = new PGlite()
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    try {
      mkdirSync(folder, { recursive: true })
      // Another process never reads half of it.
      await writeBytesAtomically(file, Buffer.from(await dump.arrayBuffer()))
    } catch {
      // Kept for this database only.
    }
    return { data: dump, file }
  } finally {
    await client.close()
  }
}

/** The key of each migrations folder, worked out once per process. */
const templateKeys = new Map<string, string>()

function templateKey(migrationsFolder: string): string {
  const known = templateKeys.get(migrationsFolder)
  if (known) return known
  const hash = createHash('sha256')
  const pgliteRoot = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..')
  hash.update(readFileSync(path.join(pgliteRoot, 'package.json')))
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort()
  for (const file of files(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(readFileSync(file))
  }
  const key = hash.digest('hex')
  templateKeys.set(migrationsFolder, key)
  return key
}
