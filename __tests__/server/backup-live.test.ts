import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { runBackupCli } from '../../server/backup/commands'
import { BACKUP_FILE, backupsDir } from '../../server/backup/format'
import { messages } from '../../server/backup/messages'
import { listenerFile, processStarted, requestsDir } from '../../server/backup/requests'
import { rows } from '../../server/backup/tables'
import { LOCK_FILE_NAME } from '../../server/dataDirLock'
import { openDatabase } from '../../server/db/client'
import { family, student } from '../domain/enrollment/fixtures'
import { exited, runCli, serverBundleForTests, type RunningServer } from './support/serverProcess'
import { onPostgres, testDatabase } from './support/testDatabase'

// Issue #8: the nightly `npm run backup` runs from cron while the site serves parents.
jest.setTimeout(180_000)

const root = mkdtempSync(path.join(os.tmpdir(), 'szkola-backup-live-'))
const served = { dataDir: path.join(root, 'served'), database: testDatabase() }
const fresh = { dataDir: path.join(root, 'fresh'), database: testDatabase() }
type Place = typeof served

const envOf = (place: Place) => ({
  DATA_DIR: place.dataDir,
  DATABASE_URL: place.database.databaseUrl ?? '',
})

/** The command as `npm run backup` / `npm run restore` run it, in a process of its own. */
const command = (args: string[], env: Record<string, string>) =>
  runCli('server/backup-cli.ts', args, env)

const backupsIn = (dataDir: string) =>
  existsSync(backupsDir(dataDir))
    ? readdirSync(backupsDir(dataDir)).filter((name) => BACKUP_FILE.test(name))
    : []

/** A process that is no server: it lives until killed and, unless told, dies of SIGUSR2. */
async function bystander(ignoringSignal = false): Promise<ChildProcess> {
  const ignore = ignoringSignal ? "process.on('SIGUSR2', () => {});" : ''
  const code = `${ignore} setInterval(() => {}, 1000); console.log('ready')`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'ignore'] })
  await new Promise((resolve) => child.stdout!.once('data', resolve))
  return child
}

function lockAs(dataDir: string, pid: number) {
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${pid}\n`)
}

const bundle = serverBundleForTests()
let server: RunningServer
let port: string
let backupFile: string

beforeAll(async () => {
  await served.database.create()
  await fresh.database.create()
  server = await bundle.start({
    PUBLIC_DIR: path.join(root, 'no-site'),
    ...envOf(served),
  })
  port = server.port
})

afterAll(async () => {
  await served.database.drop()
  await fresh.database.drop()
  rmSync(root, { recursive: true, force: true })
})

const enrol = (firstName: string) =>
  fetch(`http://127.0.0.1:${port}/api/enrollments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      family({ students: [student({ firstName, level: 'klasa-3', buildingId: '1' })] }),
    ),
  })

describe('npm run backup while the server runs', () => {
  it('gets a backup written and keeps the server answering', async () => {
    expect((await enrol('Bronisława')).status).toBe(201)
    const made = await command(['backup'], envOf(served))
    expect(made).toMatchObject({ code: 0, err: '' })
    const names = backupsIn(served.dataDir)
    expect(names).toHaveLength(1)
    backupFile = path.join(backupsDir(served.dataDir), names[0]!)
    expect(made.out).toContain(backupFile)
    // On the embedded database the server wrote it; PostgreSQL is read by the command itself.
    if (!onPostgres()) expect(made.out).toContain(messages.askingServer(server.child.pid!))
    expect((await enrol('Czesław')).status).toBe(201)
  })

  it('answers two commands run at once, one backup at a time', async () => {
    const [first, second] = await Promise.all([
      command(['backup'], envOf(served)),
      command(['backup'], envOf(served)),
    ])
    expect([first.code, first.err, second.code, second.err]).toEqual([0, '', 0, ''])
    const names = backupsIn(served.dataDir)
    expect(names.length).toBeGreaterThanOrEqual(2)
    for (const made of [first, second]) {
      expect(names.some((name) => made.out.includes(name))).toBe(true)
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
  })

  it('makes a backup that restores, after the server stops, with the enrolment in it', async () => {
    server.child.kill('SIGTERM')
    expect(await exited(server.child)).toBe(0)
    // The server leaves no request files behind, nor a sign that it still answers.
    if (!onPostgres()) expect(readdirSync(requestsDir(served.dataDir))).toEqual([])
    const restored = await command(['restore', backupFile], envOf(fresh))
    expect(restored).toMatchObject({ code: 0, err: '' })
    const opened = await openDatabase({
      databaseUrl: fresh.database.databaseUrl,
      pgliteDir: path.join(fresh.dataDir, 'db'),
    })
    try {
      const found = await rows<{ first_name: string }>(
        opened.db,
        sql`SELECT first_name FROM students ORDER BY id`,
      )
      expect(found).toEqual([{ first_name: 'Bronisława' }])
    } finally {
      await opened.close()
    }
  })
})

describe('npm run backup on the embedded database', () => {
  it('backs up directly when the lock was left by a process that is gone', async () => {
    if (onPostgres()) return
    const gone = await bystander()
    gone.kill('SIGKILL')
    await exited(gone)
    const dataDir = path.join(root, 'stale')
    lockAs(dataDir, gone.pid!)
    const made = await command(['backup'], { DATA_DIR: dataDir, DATABASE_URL: '' })
    expect(made).toMatchObject({ code: 0, err: '' })
    expect(made.out).not.toContain(messages.askingServer(gone.pid!))
    expect(backupsIn(dataDir)).toHaveLength(1)
  })

  it('refuses in Polish, signalling nothing, when the lock is held by a process that is no server', async () => {
    if (onPostgres()) return
    const other = await bystander()
    try {
      const dataDir = path.join(root, 'other')
      lockAs(dataDir, other.pid!)
      const refused = await command(['backup'], { DATA_DIR: dataDir, DATABASE_URL: '' })
      expect(refused.code).toBe(1)
      expect(refused.err.trim()).toBe(messages.notAServer(dataDir, other.pid!))
      // SIGUSR2 would have killed it.
      expect(other.exitCode).toBeNull()
      expect(other.signalCode).toBeNull()
      expect(backupsIn(dataDir)).toEqual([])
    } finally {
      other.kill('SIGKILL')
      await exited(other)
    }
  })

  it('gives up in Polish when the server does not answer in time', async () => {
    if (onPostgres()) return
    const silent = await bystander(true)
    try {
      const dataDir = path.join(root, 'silent')
      lockAs(dataDir, silent.pid!)
      mkdirSync(requestsDir(dataDir), { recursive: true })
      const listener = { pid: silent.pid!, started: processStarted(silent.pid!) }
      writeFileSync(listenerFile(dataDir), JSON.stringify(listener))
      const err: string[] = []
      const code = await runBackupCli(['backup'], {
        out: () => undefined,
        err: (line) => err.push(line),
        env: { DATA_DIR: dataDir },
        waitMs: 1500,
      })
      expect([code, err]).toEqual([1, [messages.noAnswer(silent.pid!, 1.5)]])
      // Its request is withdrawn, so that no later server answers it.
      expect(readdirSync(requestsDir(dataDir))).toEqual(['server.json'])
    } finally {
      silent.kill('SIGKILL')
      await exited(silent)
    }
  })
})
