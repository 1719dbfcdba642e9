// `npm test`: every check, in the order that fails fastest. Type checks and lint, jest unit and
// component tests, then a fresh build of the site and the browser tests against it.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { findPostgres } from './postgres.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const resultsDir = path.join(root, '.cache', 'test-results')
mkdirSync(resultsDir, { recursive: true })

const counts = { passed: 0, failed: 0, skipped: 0 }
/** Each step's title and seconds, printed at the end (issue #20: CI reports its time per step). */
const times = []
const started = Date.now()

/**
 * Runs one step's command. `together`: it runs beside others, so its output is kept and printed
 * whole when it ends, to read as it would alone. Resolves to whether it passed.
 */
function run(title, command, args, env = {}, { together = false } = {}) {
  if (!together) console.log(`\n▶ ${title}`)
  const begun = Date.now()
  const child = spawn(command, args, {
    cwd: root,
    stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (together) {
        console.log(`\n▶ ${title}`)
        process.stdout.write(Buffer.concat(output))
      }
      times.push([together ? `${title} (beside others)` : title, (Date.now() - begun) / 1000])
      resolve(status === 0)
    })
  })
}

const step = (title, command, args, env) => run(title, command, args, env)

/**
 * Steps that share nothing, side by side, timed together as well as each (issue #36: on two cores
 * the single-threaded tsc, eslint and prettier, and the short time-zone runs).
 */
async function together(title, steps) {
  const begun = Date.now()
  const results = await Promise.all(steps.map((start) => start()))
  times.push([title, (Date.now() - begun) / 1000])
  return results.every(Boolean)
}

/**
 * Test files run two at a time where they share nothing (issue #20): each has its own temporary
 * folders, ports, embedded database or PostgreSQL database. On two cores: 429 → 396 s and
 * 165 → 131 s.
 */
const TWO_AT_A_TIME = '--maxWorkers=2'

async function jest(
  title,
  projects,
  name,
  { paths = [], env = {}, args = ['--runInBand'], beside = false } = {},
) {
  const output = path.join(resultsDir, `${name}.json`)
  const ok = await run(
    title,
    bin('jest'),
    ['--selectProjects', ...projects, ...args, '--json', `--outputFile=${output}`, '--', ...paths],
    env,
    { together: beside },
  )
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'))
    counts.passed += report.numPassedTests
    counts.failed += report.numFailedTests
    counts.skipped += report.numPendingTests + report.numTodoTests
  } catch {
    counts.failed += 1 // jest did not even report: count the run as one failure
  }
  return ok
}

function finish(ok) {
  console.log('\nTime per step:')
  for (const [title, seconds] of times)
    console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${title}`)
  console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`)
  // The plain closing line CI reads.
  console.log(
    `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  )
  process.exit(ok ? 0 : 1)
}

// Side by side: 48 s one after another in the last CI run, each on one core (issue #36).
let ok = await together('tsc, eslint and prettier, side by side', [
  () => run('Type check (tsc)', bin('tsc'), ['--noEmit'], {}, { together: true }),
  () => run('Lint (eslint)', bin('eslint'), ['.', '--max-warnings=0'], {}, { together: true }),
  () => run('Format (prettier)', bin('prettier'), ['--check', '.'], {}, { together: true }),
])
if (!ok) finish(false)

ok = await jest(
  'Unit, component and server tests on the embedded database (jest)',
  ['dom', 'node'],
  'unit',
  { args: [TWO_AT_A_TIME] },
)
if (!ok) finish(false)

// Date-only values and the school's clock must not depend on the machine's zone (issue #18): the
// tests that write days and times run again west of Chicago, in Chicago, in UTC and east of it.
const DATE_TESTS = [
  '__tests__/domain/isoDay.test.ts',
  '__tests__/domain/schoolTime.test.ts',
  '__tests__/domain/dates.test.ts',
  '__tests__/domain/alerts.test.ts',
  '__tests__/gatsby/alert-moments.test.ts',
  // Issue #30: each shift's hours of a class day, in Chicago time wherever the build runs.
  '__tests__/gatsby/calendar-feeds.test.ts',
  // Issue #31: an acceptance mail names the next class day from the school's today.
  '__tests__/server/enrollment-status.test.ts',
  '__tests__/staff/publish.test.ts',
  '__tests__/staff/enrollments.test.ts',
  // Issue #34: the digest's Thursday 18:00 in Chicago, and a scheduled alert's start.
  '__tests__/server/digest-week.test.ts',
  '__tests__/server/list-notices.test.ts',
  // Issue #35: the English pages' dates, and the enrolment's language in its mail.
  '__tests__/domain/i18n/languages.test.ts',
  '__tests__/server/enrollment-language.test.ts',
  // The English digest and list mail, and homework's English versions with their due dates.
  '__tests__/server/subscriptions-language.test.ts',
  '__tests__/server/content-english.test.ts',
]
// Two zones at a time: each run is mostly jest starting (issue #36).
const ZONES = ['Pacific/Honolulu', 'America/Chicago', 'UTC', 'Asia/Tokyo']
for (const pair of [ZONES.slice(0, 2), ZONES.slice(2)]) {
  ok = await together(
    `Dates in ${pair.join(' and ')}, side by side`,
    pair.map((zone) => () => {
      const name = `dates-${zone.replace('/', '-')}`
      return jest(`Dates in the time zone ${zone} (jest)`, ['dom', 'node'], name, {
        paths: DATE_TESTS,
        env: { TZ: zone },
        beside: true,
      })
    }),
  )
  if (!ok) finish(false)
}

const postgres = await findPostgres()
if (postgres) {
  // Each test file makes a database of its own on the server (testDatabase()).
  ok = await jest('Server tests on PostgreSQL (jest)', ['node'], 'postgres', {
    paths: ['__tests__/server'],
    env: { TEST_DATABASE_URL: postgres },
    args: [TWO_AT_A_TIME],
  })
  if (!ok) finish(false)
} else {
  console.log('\n▶ Server tests on PostgreSQL: skipped, no PostgreSQL server is reachable')
}

try {
  ensureChromium()
} catch (error) {
  console.error(String(error.message ?? error))
  finish(false)
}

ok = await step('Build the site (gatsby build)', bin('gatsby'), ['build'], {
  GATSBY_TELEMETRY_DISABLED: '1',
})
if (!ok) finish(false)

// The browser tests run one file at a time: two at a time took as long on two cores (606 s, then
// 278 s for the four that change the site, against 850 s in one run; CPU-bound) and made two of
// them miss their waits.
finish(
  await jest('Browser tests against the built site (jest e2e, headless Chromium)', ['e2e'], 'e2e'),
)
