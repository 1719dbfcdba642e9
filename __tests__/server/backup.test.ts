import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { issueToken } from '../../server/auth/tokens'
import { runBackupCli } from '../../server/backup/commands'
import { backupsDir, KEEP_BACKUPS } from '../../server/backup/format'
import { messages } from '../../server/backup/messages'
import { migrationsUpTo } from '../../server/backup/restore'
import { appliedMigrations, rows, sequenceValues, tablesInOrder } from '../../server/backup/tables'
import { writeBackup } from '../../server/backup/write'
import { loadConfig } from '../../server/config'
import { lockDataDir } from '../../server/dataDirLock'
import { MIGRATIONS, openDatabase, type DatabaseOptions } from '../../server/db/client'
import { mailSuppressions, subscribers } from '../../server/db/schema'
import { enqueue } from '../../server/subscriptions/sending/queue'
import { createUserRepository } from '../../server/repositories/users'
import { family, student } from '../domain/enrollment/fixtures'
import { returningFamily } from '../domain/survey/fixtures'
import { multipartForm } from './support/multipart'
import { onePagePdf } from './support/uploads'
import { onPostgres, testDatabase } from './support/testDatabase'

jest.setTimeout(180_000)

const root = mkdtempSync(path.join(os.tmpdir(), 'szkola-backup-'))
const source = { dataDir: path.join(root, 'source'), database: testDatabase() }
const target = { dataDir: path.join(root, 'target'), database: testDatabase() }
/** Refusals are tried on a database that holds rows; a PostgreSQL one must be empty to try. */
const refusing = onPostgres()
  ? { dataDir: path.join(root, 'spare'), database: testDatabase() }
  : target
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

type Place = typeof source

const envOf = (place: Place) => ({
  DATA_DIR: place.dataDir,
  ...(place.database.databaseUrl ? { DATABASE_URL: place.database.databaseUrl } : {}),
})
const optionsOf = (place: Place): DatabaseOptions => ({
  databaseUrl: place.database.databaseUrl,
  pgliteDir: path.join(place.dataDir, 'db'),
})

async function cli(args: string[], env: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const code = await runBackupCli(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env,
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** Every table's rows (as PostgreSQL's JSON, sorted) and every sequence of one database. */
async function contents(options: DatabaseOptions) {
  const opened = await openDatabase(options)
  try {
    return await opened.db.transaction(async (tx) => {
      // Times read alike from either engine, whatever its default time zone.
      await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`)
      const tables: Record<string, string[]> = {}
      for (const table of await tablesInOrder(tx)) {
        const found = await rows<{ row: string }>(
          tx,
          sql`SELECT to_jsonb(t)::text AS row FROM ${sql.raw(`"${table}"`)} t`,
        )
        tables[table] = found.map((row) => row.row).sort()
      }
      return { tables, sequences: await sequenceValues(tx) }
    })
  } finally {
    await opened.close()
  }
}

/**
 * Enrolments, a survey, tracker events (a bot's too), staff, a status change, an upload, a
 * subscription to the mailing lists.
 */
async function fillThroughTheApp(place: Place) {
  const app = await buildApp({
    ...loadConfig({}),
    dataDir: place.dataDir,
    databaseUrl: place.database.databaseUrl,
    publicDir: path.join(root, 'no-site'),
    logLevel: 'silent',
    jwtSecret: 'a test secret that is long enough: 0123456789abcdef',
  })
  try {
    const admin = await createUserRepository(app.db).add({
      email: 'biuro@szkola.org',
      name: 'Biuro Szkoły',
      role: 'admin',
      passwordHash: 'not used: the test signs its own token',
    })
    const auth = {
      authorization: `Bearer ${await issueToken({ userId: admin.id, role: admin.role, version: 0 }, app.jwtSecret)}`,
    }
    const post = (url: string, payload: object, headers = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { 'user-agent': BROWSER, ...headers } })
    const asAdmin = (
      method: 'GET' | 'PUT' | 'POST' | 'PATCH',
      url: string,
      payload?: object | string | Buffer,
      headers = {},
    ) => app.inject({ method, url, payload, headers: { ...headers, ...auth } })
    const siblings = [
      ['Zosia', 'Ania'],
      ['Łucja', 'Tadek'],
      ['Jaś', 'Wojtek'],
    ]
    for (const [i, names] of siblings.entries()) {
      const children = names.map((firstName) => student({ firstName, level: 'klasa-2' }))
      const answer = await post('/api/enrollments', family({ students: children }), {
        'idempotency-key': `klucz-${i}`,
      })
      expect(answer.statusCode).toBe(201)
    }
    expect((await post('/api/surveys/zapisy', returningFamily({ opinion: '5' }))).statusCode).toBe(
      201,
    )
    const report = {
      years: '2024-2025',
      album: 'andrzejki',
      photo: '01.jpg',
      reason: 'Proszę usunąć',
    }
    expect((await post('/api/photo-reports', report)).statusCode).toBe(201)
    const session = (
      await post('/api/tracker/', [{ time: '2026-09-05T10:00:00Z', action: 'create-session-id' }])
    ).json<{ sessionId: string }>()
    // Near the server's clock: events two days old are dropped (issue #32).
    const start = Date.now()
    const events = [1, 2, 3].map((n) => ({
      sessionId: session.sessionId,
      time: new Date(start + n * 1000).toISOString(),
      domain: 'polskaszkolalombard.org',
      action: 'route',
      from: '/',
      to: `/strona-${n}/`,
    }))
    const patch = (agent: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/tracker/',
        payload: events,
        headers: { 'user-agent': agent },
      })
    expect((await patch(BROWSER)).statusCode).toBe(200)
    expect((await patch('Googlebot/2.1')).statusCode).toBe(200)
    const status = await asAdmin('PATCH', '/api/gazda/enrollments/1', { status: 'accepted' })
    expect(status.statusCode).toBe(200)
    // Issue #31: the status change above queued the family's mail (status_mails); a note.
    const note = await asAdmin('POST', '/api/gazda/enrollments/1/notes', {
      text: 'Mama zadzwoni w poniedziałek.',
    })
    expect(note.statusCode).toBe(201)
    expect((await asAdmin('GET', '/api/gazda/enrollments/2')).statusCode).toBe(200)
    // Issue #31: a class's capacity (class_capacities).
    const capacity = await asAdmin('PUT', '/api/gazda/rosters/klasa-2/1/capacity', {
      capacity: 16,
    })
    expect(capacity.statusCode).toBe(200)
    const pdf = onePagePdf()
    const form = multipartForm([
      { filename: 'plan.pdf', contentType: 'application/pdf', content: pdf },
    ])
    const upload = await asAdmin('POST', '/api/uploads', form.payload, form.headers)
    expect(upload.statusCode).toBe(201)
    // Issue #34: a parent on two lists (subscribers, subscriptions); no route suppresses an
    // address yet (the sending slice will, on a bounce), so one is added as an admin's would be.
    const lists = { email: 'rodzic@example.com', lists: ['klasa-2', 'urgent'] }
    expect((await post('/api/subscriptions', lists)).statusCode).toBe(202)
    await app.db
      .insert(mailSuppressions)
      .values({ mailboxKey: 'odbity@example.com', reason: 'admin' })
    // The list mail's queue (list_messages, list_deliveries), as the sending slice fills it.
    const [parent] = await app.db.select({ id: subscribers.id }).from(subscribers)
    const mail = { key: 'digest:test', subject: 'Tydzień', text: 'Dzień dobry', lists: ['klasa-2'] }
    await enqueue(app.db, mail, [{ subscriberId: parent!.id, list: 'klasa-2' }])
  } finally {
    await app.close()
  }
}

let backupFile: string

beforeAll(async () => {
  await source.database.create()
  await target.database.create()
  if (refusing !== target) await refusing.database.create()
  await fillThroughTheApp(source)
  const made = await cli(['backup'], envOf(source))
  expect(made).toMatchObject({ code: 0, err: '' })
  const [name] = readdirSync(backupsDir(source.dataDir))
  backupFile = path.join(backupsDir(source.dataDir), name!)
})

afterAll(async () => {
  await source.database.drop()
  await target.database.drop()
  if (refusing !== target) await refusing.database.drop()
  rmSync(root, { recursive: true, force: true })
})

describe('npm run backup and npm run restore', () => {
  it('restore a backup into a fresh DATA_DIR or database with every row of every table', async () => {
    expect(path.basename(backupFile)).toMatch(
      /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.jsonl\.gz$/,
    )
    const restored = await cli(['restore', backupFile], envOf(target))
    expect(restored).toMatchObject({ code: 0, err: '' })
    const before = await contents(optionsOf(source))
    const after = await contents(optionsOf(target))
    expect(after).toEqual(before)
    // Every table the app writes to was filled, so the comparison covers them all.
    for (const [table, found] of Object.entries(before.tables)) {
      expect([table, found.length > 0]).toEqual([table, true])
    }
  })

  it('keep the newest fourteen backups and leave other files alone', async () => {
    const dir = backupsDir(source.dataDir)
    for (let day = 1; day <= 16; day += 1) {
      const stamp = `2020-01-${String(day).padStart(2, '0')}T03-00-00.000Z`
      writeFileSync(path.join(dir, `backup-${stamp}.jsonl.gz`), 'stara kopia')
    }
    writeFileSync(path.join(dir, 'notatki.txt'), 'nie kopia')
    const made = await cli(['backup'], envOf(source))
    expect(made.out).toContain(messages.pruned(4))
    const left = readdirSync(dir).sort()
    expect(left).toHaveLength(KEEP_BACKUPS + 1)
    expect(left).toContain('notatki.txt')
    expect(left).toContain(path.basename(backupFile))
    expect(left).not.toContain('backup-2020-01-04T03-00-00.000Z.jsonl.gz')
    expect(left).toContain('backup-2020-01-05T03-00-00.000Z.jsonl.gz')
  })

  it('refuse a file that is not a backup, or a damaged one, and change nothing', async () => {
    const before = await contents(optionsOf(refusing))
    const garbage = path.join(root, 'zdjecie.jpg')
    writeFileSync(garbage, 'to nie jest kopia')
    const otherGzip = path.join(root, 'inny.gz')
    writeFileSync(otherGzip, gzipSync('header\t{"format":"coś innego"}\n'))
    const cut = path.join(root, 'urwana.jsonl.gz')
    const whole = readFileSync(backupFile)
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)))
    for (const file of [garbage, otherGzip]) {
      expect(await cli(['restore', file], envOf(refusing))).toEqual({
        code: 1,
        out: '',
        err: messages.notABackup(file),
      })
    }
    expect(await cli(['restore', cut], envOf(refusing))).toMatchObject({
      code: 1,
      err: messages.damaged(cut),
    })
    expect(await contents(optionsOf(refusing))).toEqual(before)
    // No half-restored folder is left in DATA_DIR (PostgreSQL runs keep nothing there).
    const left = existsSync(refusing.dataDir) ? readdirSync(refusing.dataDir) : []
    expect(left.filter((name) => name.startsWith('db-'))).toEqual([])
  })

  it('refuse a DATA_DIR a server is running on', async () => {
    if (onPostgres()) return
    const lock = lockDataDir(target.dataDir)
    try {
      const refused = await cli(['restore', backupFile], envOf(target))
      expect(refused).toEqual({
        code: 1,
        out: '',
        err: messages.serverRunning(target.dataDir, process.pid),
      })
    } finally {
      lock.release()
    }
  })

  it('replace an embedded database only after the restore is good, keeping the old one aside', async () => {
    if (onPostgres()) return
    const replaced = await cli(['restore', backupFile], envOf(target))
    expect(replaced.code).toBe(0)
    const aside = readdirSync(target.dataDir).filter((name) =>
      name.startsWith('db-before-restore-'),
    )
    expect(aside).toHaveLength(1)
    expect(replaced.out).toContain(messages.keptAside(path.join(target.dataDir, aside[0]!)))
    expect(existsSync(path.join(target.dataDir, 'db'))).toBe(true)
    expect(await contents(optionsOf(target))).toEqual(await contents(optionsOf(source)))
  })

  it('refuse a PostgreSQL database that already holds rows', async () => {
    if (!onPostgres()) return
    expect(await cli(['restore', backupFile], envOf(target))).toEqual({
      code: 1,
      out: '',
      err: messages.targetNotEmpty,
    })
  })
})

describe('a backup', () => {
  const embedded: Place = {
    dataDir: path.join(root, 'embedded'),
    database: { create: async () => undefined, drop: async () => undefined },
  }
  const intoPostgres = { dataDir: path.join(root, 'into-postgres'), database: testDatabase() }
  const old = { dataDir: path.join(root, 'old'), database: testDatabase() }
  const renewed = { dataDir: path.join(root, 'renewed'), database: testDatabase() }
  afterAll(async () => {
    for (const place of [intoPostgres, old, renewed]) await place.database.drop()
  })

  it('of the embedded database restores into PostgreSQL', async () => {
    if (!onPostgres()) return
    await intoPostgres.database.create()
    await fillThroughTheApp(embedded)
    expect((await cli(['backup'], envOf(embedded))).code).toBe(0)
    const [name] = readdirSync(backupsDir(embedded.dataDir))
    const file = path.join(backupsDir(embedded.dataDir), name!)
    expect(await cli(['restore', file], envOf(intoPostgres))).toMatchObject({ code: 0, err: '' })
    expect(await contents(optionsOf(intoPostgres))).toEqual(await contents(optionsOf(embedded)))
  })

  it('made before a later migration is loaded into its own schema, then migrated', async () => {
    await old.database.create()
    await renewed.database.create()
    const file = path.join(root, 'stara.jsonl.gz')
    const folder = await migrationsUpTo(1)
    try {
      const opened = await openDatabase({ ...optionsOf(old), migrationsFolder: folder })
      try {
        // Before issue #7's migration every account was 'staff'; it makes them editors.
        await opened.db.execute(
          sql`INSERT INTO users (email, name, password_hash) VALUES ('stary@szkola.org', 'Stary', 'x')`,
        )
        await writeBackup(opened, file)
      } finally {
        await opened.close()
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    expect(await cli(['restore', file], envOf(renewed))).toMatchObject({ code: 0, err: '' })
    const opened = await openDatabase(optionsOf(renewed))
    try {
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
      expect(await appliedMigrations(opened.db)).toBe(journal.entries.length)
      expect(await rows(opened.db, sql`SELECT email, role FROM users`)).toEqual([
        { email: 'stary@szkola.org', role: 'editor' },
      ])
    } finally {
      await opened.close()
    }
  })
})
