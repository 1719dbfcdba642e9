import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { testDatabase } from './support/testDatabase'

// Issue #7: a database made before the roles changed has 'staff' accounts; the migration makes
// them editors, and from then on the database takes 'editor' and 'admin' only.
const MIGRATIONS = path.resolve(__dirname, '../../server/db/migrations')
const database = testDatabase()
let dir: string

/** The migrations folder as it was before issue #7: 0000_init alone. */
function initOnly(): string {
  const folder = path.join(dir, 'migrations')
  mkdirSync(path.join(folder, 'meta'), { recursive: true })
  cpSync(path.join(MIGRATIONS, '0000_init.sql'), path.join(folder, '0000_init.sql'))
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.slice(0, 1)
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

beforeAll(() => database.create())
afterAll(() => database.drop())
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-migration-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function openOld() {
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

it('turns staff accounts into editors, keeps admins, and refuses any other role after', async () => {
  const old = await openOld()
  try {
    await old.migrate(initOnly())
    await old.db.execute(sql`insert into users (email, name, role, password_hash) values
      ('biuro@szkola.org', 'Biuro', 'staff', 'x'), ('dyrekcja@szkola.org', 'Dyrekcja', 'admin', 'x')`)
    await old.migrate(MIGRATIONS)
    const result = await old.db.execute<{ email: string; role: string }>(
      sql`select email, role from users order by email`,
    )
    expect(result.rows).toEqual([
      { email: 'biuro@szkola.org', role: 'editor' },
      { email: 'dyrekcja@szkola.org', role: 'admin' },
    ])
    await expect(
      old.db.execute(
        sql`insert into users (email, name, role, password_hash) values ('x@y.z', 'X', 'staff', 'x')`,
      ),
    ).rejects.toThrow()
    await old.db.execute(
      sql`insert into users (email, name, password_hash) values ('n@y.z', 'N', 'x')`,
    )
    const fresh = await old.db.execute<{ role: string }>(
      sql`select role from users where email = 'n@y.z'`,
    )
    expect(fresh.rows).toEqual([{ role: 'editor' }])
  } finally {
    await old.close()
  }
})
