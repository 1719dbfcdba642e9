// A database as an older release left it, for the tests of a migration: the migrations folder cut
// before a given migration, and a database (PGlite, or the test PostgreSQL) migrated with any
// folder.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { testDatabase } from './testDatabase'

export const MIGRATIONS = path.resolve(__dirname, '../../../server/db/migrations')

function migrationsBefore(dir: string, tag: string): string {
  const folder = path.join(dir, 'migrations')
  mkdirSync(path.join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag)
  if (index < 1) throw new Error(`no migration before ${tag}`)
  journal.entries = journal.entries.slice(0, index)
  const tags = new Set(journal.entries.map((entry: { tag: string }) => `${entry.tag}.sql`))
  for (const file of readdirSync(MIGRATIONS).filter((name) => tags.has(name)))
    cpSync(path.join(MIGRATIONS, file), path.join(folder, file))
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

type OldDatabase = Awaited<ReturnType<typeof openOld>>

async function openOld(database: ReturnType<typeof testDatabase>) {
  if (database.databaseUrl) {
    const pool = new pg.Pool({ connectionString: database.databaseUrl })
    const db = drizzlePg(pool)
    return {
      db,
      migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    }
  }
  const client = new PGlite()
  const db = drizzlePglite(client)
  return {
    db,
    migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  }
}

/**
 * Registers a migration test file's hooks (a test database; a fresh folder for each test). Its
 * `from(tag, check)` gives the check an older release's database, to migrate with MIGRATIONS.
 */
export function olderReleases() {
  const database = testDatabase()
  let dir = ''
  beforeAll(() => database.create())
  afterAll(() => database.drop())
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-migration-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  return {
    /** Runs `check` on a database as the release before migration `tag` left it, then closes it. */
    from: async (tag: string, check: (old: OldDatabase) => Promise<void>) => {
      const old = await openOld(database)
      try {
        await old.migrate(migrationsBefore(dir, tag))
        await check(old)
      } finally {
        await old.close()
      }
    },
  }
}
