import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/db/client'
import { enrollments, students } from '../../server/db/schema'
import { family, student } from '../domain/enrollment/fixtures'
import { testDatabase } from './support/testDatabase'

// The server is killed with SIGKILL right after it answered 201 to a batch of enrolments, then
// started again on the same DATA_DIR (or database): every acknowledged enrolment must be there.
jest.setTimeout(120_000)

const ROOT = path.join(__dirname, '../..')

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  })
  for (let i = 0; i < 200; i += 1) {
    try {
      const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`)
      if (health.ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve))

describe('a server killed with SIGKILL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-crash-'))
  const database = testDatabase()
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every enrolment it acknowledged, and opens clean again', async () => {
    await database.create()
    const port = String(await freePort())
    const env: Record<string, string> = {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'no-site'),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    }
    const first = await startServer(env)
    const send = (i: number) =>
      fetch(`http://127.0.0.1:${port}/api/enrollments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          family({
            students: [student({ firstName: `Dziecko${i}`, level: 'klasa-2', buildingId: '1' })],
          }),
        ),
      })
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)))
    const acknowledged = await Promise.all(
      answers.filter((a) => a.status === 201).map((a) => a.json()),
    )
    first.kill('SIGKILL')
    await exited(first)
    expect(acknowledged).toHaveLength(12)

    // Started again on the same folder: the stale lock is taken over and the database opens.
    const second = await startServer(env)
    const after = await send(99)
    expect(after.status).toBe(201)
    second.kill('SIGTERM')
    await exited(second)

    const opened = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(dataDir, 'db'),
    })
    const numbers = (await opened.db.select().from(enrollments)).map((row) => row.number)
    const children = await opened.db.select().from(students)
    await opened.close()
    for (const { number } of acknowledged) expect(numbers).toContain(number)
    expect(numbers).toHaveLength(13)
    expect(children).toHaveLength(13)
  })
})

describe('a second server on the same DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-twice-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('stops at once, saying that the folder is in use', async () => {
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-site') }
    const first = await startServer({ ...env, PORT: String(await freePort()) })
    const second = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env, PORT: String(await freePort()) },
    })
    let stderr = ''
    second.stderr!.on('data', (chunk) => (stderr += chunk))
    const code = await exited(second)
    first.kill('SIGTERM')
    await exited(first)
    expect(code).toBe(1)
    expect(stderr.trim()).toMatch(/^DATA_DIR .* is in use by another server \(pid \d+\)/)
  })
})
