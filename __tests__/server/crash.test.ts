import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/db/client'
import { family, student } from '../domain/enrollment/fixtures'
import { checkAcknowledged, type Checked } from './support/crashCheck'
import { newLedger, seededRandom, startTraffic } from './support/crashTraffic'
import { FLOOD_ENV } from './support/limits'
import {
  bundleServer,
  exited,
  freePort,
  spawnServer,
  startServer,
  type ServerBundle,
} from './support/serverProcess'
import { testDatabase } from './support/testDatabase'

// Issue #8: the server is killed with SIGKILL at random moments while enrolments and tracker
// batches are in flight, then started again on the same DATA_DIR (or database); every request
// it answered with a 2xx must be there exactly once, and the database must open clean.
jest.setTimeout(420_000)

const ROUNDS = 20
const ROOT = path.join(__dirname, '../..')
const SUMMARY = path.join(ROOT, '.cache/test-results/crash-summary.json')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let bundle: ServerBundle
beforeAll(() => {
  bundle = bundleServer()
})
afterAll(() => bundle?.remove())

function writeSummary(engine: string, summary: object) {
  mkdirSync(path.dirname(SUMMARY), { recursive: true })
  let all: Record<string, unknown> = {}
  try {
    all = JSON.parse(readFileSync(SUMMARY, 'utf8')) as Record<string, unknown>
  } catch {
    // the first engine of this run
  }
  writeFileSync(SUMMARY, `${JSON.stringify({ ...all, [engine]: summary }, null, 2)}\n`)
  console.log(`crash test (${engine}): ${JSON.stringify(summary)}`)
}

describe('a server killed with SIGKILL at random moments', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-crash-'))
  const database = testDatabase()
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every request it acknowledged exactly once through twenty kills, and opens clean', async () => {
    await database.create()
    const started = Date.now()
    const seed = Number(process.env.CRASH_SEED) || Date.now() % 2 ** 31
    const random = seededRandom(seed)
    const port = String(await freePort())
    const env: Record<string, string> = {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'no-site'),
      // The traffic comes from one address, far faster than issue #17's limits let through.
      ...FLOOD_ENV,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    }
    const ledger = newLedger()
    let checked: Checked | undefined
    let checks = 0
    const startupNoise: string[] = []

    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each start after the first opens what the last kill left behind.
      const server = await startServer(bundle, env)
      const traffic = startTraffic(`http://127.0.0.1:${port}`, ledger, random, round)
      // A random moment once both kinds of request are flowing (a loaded machine starts slowly).
      await Promise.race([traffic.underWay, sleep(15_000)])
      await sleep(random() * 1000)
      server.child.kill('SIGKILL')
      const stopped = traffic.stop()
      await exited(server.child)
      await stopped
      // The server logs nothing at LOG_LEVEL=silent: anything here came from the database.
      startupNoise.push(...server.stderr().split('\n').filter(Boolean))
      // On PGlite every other killed database is opened here (its recovery runs in this
      // process), the others by the next server start; PostgreSQL is read after every kill.
      if (database.databaseUrl || round % 2 === 0 || round === ROUNDS) {
        const opened = await openDatabase({
          databaseUrl: database.databaseUrl,
          pgliteDir: path.join(dataDir, 'db'),
        })
        try {
          const result = await checkAcknowledged(opened.db, ledger)
          expect(result.problems).toEqual([])
          checked = result.checked
          checks += 1
        } finally {
          await opened.close()
        }
      }
    }

    // Opened once more by a server that takes a new enrolment and stops cleanly.
    const last = await startServer(bundle, env)
    const answer = await fetch(`http://127.0.0.1:${port}/api/enrollments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        family({ students: [student({ firstName: 'Ostatnia', level: 'klasa-2' })] }),
      ),
    })
    expect(answer.status).toBe(201)
    last.child.kill('SIGTERM')
    expect(await exited(last.child)).toBe(0)

    expect(ledger.unexpected).toEqual([])
    expect(startupNoise.filter((line) => /PANIC|FATAL|ERROR|corrupt/i.test(line))).toEqual([])
    // The kills must have hit work in flight, or the test proves little.
    expect(checked!.enrollments).toBeGreaterThan(ROUNDS)
    expect(checked!.batches).toBeGreaterThan(ROUNDS)
    writeSummary(database.databaseUrl ? 'postgres' : 'pglite', {
      rounds: ROUNDS,
      seed,
      checks,
      acknowledged: checked,
      unansweredEnrollments: ledger.enrollments.filter((sent) => !sent.number).length,
      unansweredBatches: ledger.batches.filter((batch) => !batch.acknowledged).length,
      retried: { enrollments: ledger.retriedEnrollments, batches: ledger.retriedBatches },
      databaseMessages: startupNoise.length,
      seconds: Math.round((Date.now() - started) / 1000),
    })
  })
})

describe('a second server on the same DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-twice-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('stops at once, saying that the folder is in use', async () => {
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, 'no-site') }
    const first = await startServer(bundle, { ...env, PORT: String(await freePort()) })
    const second = spawnServer(bundle, { ...env, PORT: String(await freePort()) })
    let stderr = ''
    second.stderr!.on('data', (chunk) => (stderr += chunk))
    const code = await exited(second)
    first.child.kill('SIGTERM')
    await exited(first.child)
    expect(code).toBe(1)
    expect(stderr.trim()).toMatch(/^DATA_DIR .* is in use by another server \(pid \d+\)/)
  })
})
