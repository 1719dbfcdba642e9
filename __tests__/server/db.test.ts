import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { MIGRATIONS, openDatabase, type OpenedDatabase } from '../../server/db/client'
import { trackerSessions, users } from '../../server/db/schema'
import { sql } from 'drizzle-orm'

/** The rows of a raw query, whichever driver answered it. */
const rowsOf = (result: unknown) =>
  Array.isArray(result) ? result : (result as { rows: unknown[] }).rows

describe('the embedded database', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-db-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is created with every table on first start, and keeps its rows across a restart', async () => {
    const first = await openDatabase({ pgliteDir: path.join(dir, 'db') })
    const [session] = await first.db.insert(trackerSessions).values({}).returning()
    await first.close()

    const second = await openDatabase({ pgliteDir: path.join(dir, 'db') })
    const rows = await second.db.select().from(trackerSessions)
    expect(rows.map((row) => row.id)).toEqual([session!.id])
    await expect(second.db.select().from(users)).resolves.toEqual([])
    await second.close()
  })

  it('does not fill each new WAL file with zeroes on the server thread (issue #9)', async () => {
    const opened = await openDatabase({ pgliteDir: path.join(dir, 'db') })
    try {
      expect(rowsOf(await opened.db.execute(sql`SHOW wal_init_zero`))).toEqual([
        { wal_init_zero: 'off' },
      ])
      // Only that: a committed row is still in the WAL before the answer (the crash test).
      expect(rowsOf(await opened.db.execute(sql`SHOW synchronous_commit`))).toEqual([
        { synchronous_commit: 'on' },
      ])
    } finally {
      await opened.close()
    }
  })
})

// Issue #20: the tests' embedded databases start from a migrated copy (PGLITE_TEMPLATE_DIR); a
// database made from it must be the one made from nothing.
describe('a new embedded database made from the migrated copy', () => {
  // Each test migrates several databases from nothing (about 15 s each on a quiet machine; a CI
  // run with other tests beside it once took over a minute): a timeout of their own.
  jest.setTimeout(240_000)
  // One folder for both tests (in order): the second finds the first one's copy.
  let dir: string
  const before = process.env.PGLITE_TEMPLATE_DIR
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-db-template-'))
  })
  afterAll(() => {
    if (before === undefined) delete process.env.PGLITE_TEMPLATE_DIR
    else process.env.PGLITE_TEMPLATE_DIR = before
    rmSync(dir, { recursive: true, force: true })
  })

  /** Every column, constraint, index and applied migration: what the migrations made. */
  const shape = async ({ db }: OpenedDatabase) => ({
    columns: rowsOf(
      await db.execute(sql`SELECT table_name, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle')
        ORDER BY table_name, column_name`),
    ),
    constraints: rowsOf(
      await db.execute(sql`SELECT conrelid::regclass::text AS on_table, conname,
        pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
    ),
    indexes: rowsOf(
      await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' ORDER BY indexname`),
    ),
    migrations: rowsOf(
      await db.execute(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`),
    ),
  })

  it('has the same tables, constraints, indexes and migrations, on disk and in memory', async () => {
    delete process.env.PGLITE_TEMPLATE_DIR
    const fromNothing = await openDatabase({ pgliteDir: path.join(dir, 'plain') })
    const expected = await shape(fromNothing)
    await fromNothing.close()
    expect(expected.migrations.length).toBeGreaterThan(5)

    process.env.PGLITE_TEMPLATE_DIR = path.join(dir, 'templates')
    const first = await openDatabase({ pgliteDir: path.join(dir, 'first') })
    expect(await shape(first)).toEqual(expected)
    await first.close()
    // The copy is kept whole, and nothing else is left in its folder.
    expect(readdirSync(path.join(dir, 'templates'))).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}\.tar$/),
    ])

    const second = await openDatabase({ pgliteDir: path.join(dir, 'second') })
    expect(await shape(second)).toEqual(expected)
    const [session] = await second.db.insert(trackerSessions).values({}).returning()
    await second.close()
    // Made from the copy, a database is a database of its own: its rows survive a restart.
    const again = await openDatabase({ pgliteDir: path.join(dir, 'second') })
    expect((await again.db.select().from(trackerSessions)).map((row) => row.id)).toEqual([
      session!.id,
    ])
    await again.close()

    const inMemory = await openDatabase({})
    expect(await shape(inMemory)).toEqual(expected)
    await inMemory.close()
  })

  it('is made again when the copy is cut short or not an archive', async () => {
    process.env.PGLITE_TEMPLATE_DIR = path.join(dir, 'templates')
    const expected = await (async () => {
      const made = await openDatabase({})
      try {
        return await shape(made)
      } finally {
        await made.close()
      }
    })()
    const copies = () =>
      readdirSync(path.join(dir, 'templates')).filter((name) => /^[0-9a-f]{64}\.tar$/.test(name))
    const [copy] = copies()
    const file = path.join(dir, 'templates', copy!)
    const whole = readFileSync(file)
    const damaged = {
      'cut short': whole.subarray(0, Math.floor(whole.length / 3)),
      'not an archive': Buffer.from('to nie jest archiwum bazy danych\n'),
    }
    for (const [how, bytes] of Object.entries(damaged)) {
      for (const where of ['on disk', 'in memory']) {
        writeFileSync(file, bytes)
        const pgliteDir = where === 'on disk' ? path.join(dir, `damaged-${how}`) : undefined
        const opened = await openDatabase({ pgliteDir })
        try {
          expect({ how, where, shape: await shape(opened) }).toEqual({
            how,
            where,
            shape: expected,
          })
        } finally {
          await opened.close()
        }
        // A whole copy is back for the next database.
        expect(copies()).toEqual([copy])
        expect(readFileSync(file).equals(bytes)).toBe(false)
      }
    }
    // The database made beside the damaged copy opens again with its rows.
    const pgliteDir = path.join(dir, 'damaged-cut short')
    const reopened = await openDatabase({ pgliteDir })
    const [session] = await reopened.db.insert(trackerSessions).values({}).returning()
    await reopened.close()
    const again = await openDatabase({ pgliteDir })
    expect((await again.db.select().from(trackerSessions)).map((row) => row.id)).toEqual([
      session!.id,
    ])
    await again.close()
  })

  it('is made again for other migrations (an older backup restored)', async () => {
    process.env.PGLITE_TEMPLATE_DIR = path.join(dir, 'templates')
    const older = path.join(dir, 'older-migrations')
    cpSync(MIGRATIONS, older, { recursive: true })
    const journalFile = path.join(older, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] }
    journal.entries = journal.entries.slice(0, -1)
    writeFileSync(journalFile, JSON.stringify(journal))

    const current = await openDatabase({ pgliteDir: path.join(dir, 'current') })
    const old = await openDatabase({ pgliteDir: path.join(dir, 'old'), migrationsFolder: older })
    const count = async ({ db }: OpenedDatabase) =>
      rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))
    expect(await count(old)).toEqual([{ n: journal.entries.length }])
    expect(await count(current)).toEqual([{ n: journal.entries.length + 1 }])
    await current.close()
    await old.close()
    expect(readdirSync(path.join(dir, 'templates'))).toHaveLength(2)
  })
})
