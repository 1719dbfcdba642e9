// `npm run bench:list-mail`: list mail's recipients per second (issue #34). The real server, in a
// process of its own (the bundle the crash tests start), sends a message queued to confirmed
// subscribers into a real SMTP server (smtp-server) in this process, over TCP on loopback, as it
// does in production: from the database queue, one delivery at a time, marked 'sending' before
// and 'sent' after each. Two loads:
//   - the ceiling: BENCH_RECIPIENTS (2,000) with LIST_MAIL_PER_SECOND far above what it reaches;
//   - the default rate (10 a second): BENCH_PACED_RECIPIENTS (100), to show that the pace holds.
// Each BENCH_RUNS times (3) on a fresh DATA_DIR, on PGlite, and on PostgreSQL too when
// BENCH_DATABASE_URL names a server (a new database is made there for each run and dropped).
// The rate is counted from the first accepted message to the last, so the server's start is not
// in it; beside it, the most messages accepted within any one second (what a provider's limit
// counts) and the time from the server's start to the last message.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_LIST_MAIL_PER_SECOND } from '../server/subscriptions/sending/config'
import {
  copiesByAddress,
  seedListMessage,
  startCountingSmtp,
} from '../__tests__/server/support/listMail'
import {
  bundleServer,
  exited,
  freePort,
  startServer,
  type ServerBundle,
} from '../__tests__/server/support/serverProcess'
import { testDatabase } from '../__tests__/server/support/testDatabase'

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 2000)
const PACED_RECIPIENTS = Number(process.env.BENCH_PACED_RECIPIENTS ?? 100)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** Far above what one sender reaches: the figure is the sending code's own ceiling. */
const UNLIMITED = 1_000_000
const TIMEOUT_MS = 10 * 60_000

interface Run {
  perSecond: number
  /** The most messages accepted within any one second. */
  busiestSecond: number
  /** From the server's start to the last message accepted. */
  seconds: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** One send of a message to `count` subscribers, on a fresh database, timed at the SMTP server. */
async function run(
  bundle: ServerBundle,
  count: number,
  ratePerSecond: number,
  databaseUrl: string,
): Promise<Run> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-bench-list-'))
  const database = testDatabase(databaseUrl)
  const smtp = await startCountingSmtp()
  try {
    await database.create()
    await seedListMessage({ dataDir, databaseUrl: database.databaseUrl, count })
    const started = performance.now()
    const server = await startServer(bundle, {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'no-site'),
      PUBLISH: 'off',
      SMTP_URL: smtp.url,
      LIST_MAIL_PER_SECOND: String(ratePerSecond),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    })
    try {
      while (smtp.accepted.length < count) {
        if (performance.now() - started > TIMEOUT_MS) {
          throw new Error(`${smtp.accepted.length} of ${count} sent after 10 minutes`)
        }
        if (server.child.exitCode !== null)
          throw new Error(`the server stopped:\n${server.stderr()}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    } finally {
      server.child.kill('SIGTERM')
      await exited(server.child)
    }
    const copies = copiesByAddress(smtp.accepted)
    if (copies.size !== count || smtp.accepted.length !== count) {
      throw new Error(`${smtp.accepted.length} copies to ${copies.size} of ${count} addresses`)
    }
    const first = smtp.accepted[0]!.at
    const last = smtp.accepted.at(-1)!.at
    const times = smtp.accepted.map((copy) => copy.at)
    let busiestSecond = 0
    for (let start = 0, end = 0; end < times.length; end += 1) {
      while (times[end]! - times[start]! >= 1000) start += 1
      busiestSecond = Math.max(busiestSecond, end - start + 1)
    }
    return {
      perSecond: ((count - 1) * 1000) / (last - first),
      busiestSecond,
      seconds: (last - started) / 1000,
    }
  } finally {
    await smtp.close()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const postgres = process.env.BENCH_DATABASE_URL
  const engines: [string, string][] = [['PGlite', '']]
  if (postgres) engines.push(['PostgreSQL', postgres])
  const loads = [
    { count: RECIPIENTS, rate: UNLIMITED, label: 'unlimited' },
    {
      count: PACED_RECIPIENTS,
      rate: DEFAULT_LIST_MAIL_PER_SECOND,
      label: `${DEFAULT_LIST_MAIL_PER_SECOND} (default)`,
    },
  ]
  const bundle = bundleServer()
  const rows: string[] = []
  try {
    for (const [engine, databaseUrl] of engines) {
      for (const load of loads) {
        const runs: Run[] = []
        for (let i = 1; i <= RUNS; i += 1) {
          runs.push(await run(bundle, load.count, load.rate, databaseUrl))
          const latest = runs.at(-1)!
          console.error(
            `${engine}, ${load.count} recipients, LIST_MAIL_PER_SECOND ${load.label}, run ${i}: ${latest.perSecond.toFixed(1)}/s, at most ${latest.busiestSecond} in a second, ${latest.seconds.toFixed(1)} s from start`,
          )
        }
        const rates = runs.map((r) => r.perSecond)
        rows.push(
          `| ${engine} | ${load.label} | ${load.count} | ${rates.map((r) => r.toFixed(1)).join(', ')} | **${median(rates).toFixed(1)}** | ${Math.max(...runs.map((r) => r.busiestSecond))} | ${median(runs.map((r) => r.seconds)).toFixed(1)} s |`,
        )
      }
    }
  } finally {
    bundle.remove()
  }
  console.log(
    '| database | LIST_MAIL_PER_SECOND | recipients | recipients/s, each run | median recipients/s | most in one second | start → last mail (median) |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
