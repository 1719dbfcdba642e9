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
import { sql } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { testDatabase } from './support/testDatabase'

// Issue #30: the teacher role and its classes. A database made before it keeps its editors and
// admins, with no classes; from then on it takes teachers with their classes, and classes on no
// other role.
const MIGRATIONS = path.resolve(__dirname, '../../server/db/migrations')
const BEFORE = '0007_teacher_role'
const database = testDatabase()
let dir: string

/** The migrations folder as it was before issue #30: the migrations before 0007_teacher_role. */
function beforeTeachers(): string {
  const folder = path.join(dir, 'migrations')
  mkdirSync(path.join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === BEFORE)
  expect(index).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, index)
  const tags = new Set(journal.entries.map((entry: { tag: string }) => `${entry.tag}.sql`))
  for (const file of readdirSync(MIGRATIONS).filter((name) => tags.has(name)))
    cpSync(path.join(MIGRATIONS, file), path.join(folder, file))
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

it('keeps editors and admins without classes, and takes teachers with theirs', async () => {
  const old = await openOld()
  try {
    await old.migrate(beforeTeachers())
    await old.db.execute(sql`insert into users (email, name, role, password_hash) values
      ('redakcja@szkola.org', 'Redakcja', 'editor', 'x'), ('dyrekcja@szkola.org', 'Dyrekcja', 'admin', 'x')`)
    await expect(
      old.db.execute(
        sql`insert into users (email, name, role, password_hash) values ('n@y.z', 'N', 'teacher', 'x')`,
      ),
    ).rejects.toThrow()
    await old.migrate(MIGRATIONS)
    const before = await old.db.execute<{ email: string; role: string; classes: unknown }>(
      sql`select email, role, classes from users order by email`,
    )
    expect(before.rows).toEqual([
      { email: 'dyrekcja@szkola.org', role: 'admin', classes: [] },
      { email: 'redakcja@szkola.org', role: 'editor', classes: [] },
    ])
    await old.db.execute(sql`insert into users (email, name, role, password_hash, classes)
      values ('n@y.z', 'N', 'teacher', 'x', '["klasa-3", "klasa-4"]'::jsonb)`)
    const teacher = await old.db.execute<{ role: string; classes: unknown }>(
      sql`select role, classes from users where email = 'n@y.z'`,
    )
    expect(teacher.rows).toEqual([{ role: 'teacher', classes: ['klasa-3', 'klasa-4'] }])

    const refused = [
      // No such role.
      sql`insert into users (email, name, role, password_hash) values ('a@y.z', 'A', 'dyrektor', 'x')`,
      // Classes on an editor.
      sql`insert into users (email, name, role, password_hash, classes)
        values ('b@y.z', 'B', 'editor', 'x', '["klasa-3"]'::jsonb)`,
      // Classes that are not a list.
      sql`insert into users (email, name, role, password_hash, classes)
        values ('c@y.z', 'C', 'teacher', 'x', '{"klasa-3": true}'::jsonb)`,
      // A teacher made an editor keeping the classes.
      sql`update users set role = 'editor' where email = 'n@y.z'`,
    ]
    for (const statement of refused) await expect(old.db.execute(statement)).rejects.toThrow()
  } finally {
    await old.close()
  }
})
