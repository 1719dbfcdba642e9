// `npm run bench:api`: autocannon against the real API on loopback: tracker batches of 48 events,
// enrolment submissions and login, next to a bare Fastify route measured in the same run. On the
// embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names one.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '../server/app'
import { hashPassword } from '../server/auth/passwords'
import { loadConfig } from '../server/config'
import { createUserRepository } from '../server/repositories/users'
import { initialEnrollmentValues, initialStudent } from '../src/domain/enrollment'
import { MAX_EVENTS_PER_BATCH } from '../src/domain/tracker'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10

interface Row {
  name: string
  requestsPerSecond: number
  itemsPerSecond?: number
  p50: number
  p99: number
  errors: number
}

async function load(
  name: string,
  options: autocannon.Options,
  itemsPerRequest?: number,
): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
  const ok = result['2xx']
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    itemsPerSecond: itemsPerRequest
      ? Math.round((ok / result.duration) * itemsPerRequest)
      : undefined,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

let counter = 0
const unique = () => (counter += 1)

function enrollmentBody() {
  const n = unique()
  return JSON.stringify({
    ...initialEnrollmentValues(),
    motherFirstName: 'Anna',
    motherLastName: 'Nowak',
    motherEmail: `anna${n}@example.com`,
    motherPhone: '630-555-0101',
    erFirstName: 'Jan',
    erLastName: 'Kowalski',
    erPhone: '630-555-0103',
    address: '123 Main St',
    city: 'Lombard',
    zip: '60148',
    students: [
      {
        ...initialStudent(),
        firstName: `Ola${n}`,
        lastName: 'Nowak',
        birthDate: '2015-05-05',
        level: 'klasa-3',
        buildingId: '1',
      },
    ],
  })
}

async function benchDatabase(label: string, databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-bench-'))
  const config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    logLevel: 'silent' as const,
    smtpUrl: undefined,
  }
  const app = await buildApp(config)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const json = { 'content-type': 'application/json' }
  try {
    const sessions = await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/tracker/',
          payload: [{ time: new Date().toISOString(), action: 'create-session-id' }],
        })
        return response.json().sessionId as string
      }),
    )
    const trackerBatch = () => {
      const sessionId = sessions[unique() % sessions.length]!
      return JSON.stringify(
        Array.from({ length: MAX_EVENTS_PER_BATCH }, () => ({
          sessionId,
          time: new Date(Date.UTC(2026, 0, 1) + unique()).toISOString(),
          domain: 'localhost',
          action: 'route',
          from: '/',
          to: '/kalendarz-zajec/',
        })),
      )
    }
    await createUserRepository(app.db).add({
      email: 'bench@szkola.org',
      name: 'Bench',
      role: 'admin',
      passwordHash: await hashPassword('bench-password-123'),
    })
    return [
      await load(
        `tracker PATCH, 48 events (${label})`,
        {
          url: `${url}/api/tracker/`,
          method: 'PATCH',
          headers: json,
          requests: [{ setupRequest: (r) => ({ ...r, body: trackerBatch() }) }],
        },
        MAX_EVENTS_PER_BATCH,
      ),
      await load(
        `enrolment POST (${label})`,
        {
          url: `${url}/api/enrollments`,
          method: 'POST',
          headers: json,
          requests: [{ setupRequest: (r) => ({ ...r, body: enrollmentBody() }) }],
        },
        1,
      ),
      // Login is limited to 5 tries a minute per address: this measures the limiter's 429 path
      // after the first five, which is what a password-guessing script meets.
      await load(`login POST, rate-limited (${label})`, {
        url: `${url}/api/auth/login`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'bench@szkola.org', password: 'wrong-password' }),
      }),
    ]
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function bare(): Promise<Row[]> {
  const app = Fastify()
  app.get('/bare', async () => ({ ok: true }))
  app.patch('/bare', async (request) => (request.body as unknown[]).length)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const body = JSON.stringify(
    Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, i) => ({ i, time: new Date().toISOString() })),
  )
  try {
    return [
      await load('bare Fastify GET', { url: `${url}/bare` }),
      await load(
        'bare Fastify PATCH, 48 items',
        {
          url: `${url}/bare`,
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body,
        },
        MAX_EVENTS_PER_BATCH,
      ),
    ]
  } finally {
    await app.close()
  }
}

async function main() {
  const rows = [...(await bare()), ...(await benchDatabase('PGlite'))]
  if (process.env.BENCH_DATABASE_URL)
    rows.push(...(await benchDatabase('PostgreSQL', process.env.BENCH_DATABASE_URL)))
  console.log(`${CONNECTIONS} connections, ${DURATION} s each, on ${os.cpus().length} cores\n`)
  console.log('| load | requests/s | events or enrolments/s | p50 ms | p99 ms | non-2xx |')
  console.log('|---|---|---|---|---|---|')
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.itemsPerSecond ?? '—'} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
