import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { desc } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'

const ROOT = path.join(__dirname, '../..')
export const PUBLIC_DIR = path.join(ROOT, 'public')
/** Gatsby's cache: what the next build compares with, so it goes with public/. */
const CACHE_DIR = path.join(ROOT, '.cache')

/**
 * Builds public/ from content/ again (the real `gatsby build`, as the server's publisher runs it),
 * as a test that changed it ends.
 */
export function buildSite() {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, CI: 'true' },
  })
}

/**
 * For a test file whose saves rebuild the site (PUBLISH on): public/ and Gatsby's .cache/ copied
 * aside before its tests, and put back whole after the file has put content/ back. The next files
 * get the site as it was built from the unchanged content, without a warm build to undo the test's
 * (30–40 s a file, issue #20); Gatsby's cache goes back with it, so the next build compares with
 * what public/ holds. `keep` in a beforeAll before the first save, `putBack` in the afterAll once
 * content/ is as it was; if nothing was kept, the site is built again instead.
 */
export function keepBuiltSite() {
  let kept: string | undefined
  const folders = [PUBLIC_DIR, CACHE_DIR]
  const copyOf = (folder: string) => path.join(kept!, path.basename(folder))
  return {
    keep() {
      kept = mkdtempSync(path.join(os.tmpdir(), 'szkola-built-'))
      for (const folder of folders) {
        cpSync(folder, copyOf(folder), { recursive: true, preserveTimestamps: true })
      }
    },
    putBack() {
      if (!kept) return buildSite()
      for (const folder of folders) {
        const used = path.join(kept, `used-${path.basename(folder)}`)
        try {
          // Moved into the kept folder, removed with it below.
          renameSync(folder, used)
        } catch {
          rmSync(folder, { recursive: true, force: true })
        }
        try {
          renameSync(copyOf(folder), folder)
        } catch {
          // Another file system: copied back instead.
          cpSync(copyOf(folder), folder, { recursive: true, preserveTimestamps: true })
        }
      }
      // The test's public/ and .cache/ (7,000 files) are removed by a process of its own while
      // the next test file starts: seconds of disk work the run no longer waits for (issue #36).
      spawn('rm', ['-rf', kept], { detached: true, stdio: 'ignore' }).unref()
      kept = undefined
    },
  }
}

export interface RunningSite {
  url: string
  app: FastifyInstance
  /** The server's DATA_DIR (its outbox/ holds the mail it sent). */
  dataDir: string
  close: () => Promise<void>
}

/**
 * An enrolment sent to the site's API as the form sends it; a refusal fails the test. Answers the
 * enrolment's number.
 */
export async function enrol(site: RunningSite, payload: object): Promise<string> {
  const response = await site.app.inject({ method: 'POST', url: '/api/enrollments', payload })
  expect(response.statusCode).toBe(201)
  return response.json<{ number: string }>().number
}

/** The newest row of a table (the highest id): what the browser's last send stored. */
export async function latestRow<T extends PgTable & { id: PgColumn }>(
  site: RunningSite,
  table: T,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await site.app.db
    .select()
    .from(table as PgTable)
    .orderBy(desc(table.id))
    .limit(1)
  return row as T['$inferSelect'] | undefined
}

export interface SiteOptions {
  /** SITE_URL is the server's own address (mail links opened in the test's browser, issue #18). */
  ownSiteUrl?: boolean
}

/** A loopback port free now, for a server whose SITE_URL must name its port before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/**
 * The real server over the built public/ on a loopback port (0: any free one), with a DATA_DIR of
 * its own and its database in it; `env` over the process's environment. Its saves never commit to
 * this repository.
 */
export async function serveBuiltSite(env: Record<string, string>, port = 0): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-site-'))
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CONTENT_GIT_COMMIT: 'off',
    ...env,
  })
  const app = await buildApp(config)
  const address = await app.listen({ port, host: '127.0.0.1' })
  return {
    url: address,
    app,
    dataDir,
    close: async () => {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The real server over the built public/ on a free loopback port, with a DATA_DIR of its own. */
export async function startSite(
  env: Record<string, string> = {},
  { ownSiteUrl = false }: SiteOptions = {},
): Promise<RunningSite> {
  if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('public/ is not built: run `npm run build` before the browser tests')
  }
  const port = ownSiteUrl ? await freePort() : 0
  const own: Record<string, string> = ownSiteUrl
    ? { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
    : {}
  return serveBuiltSite(
    {
      // A save in the staff area rebuilds the site only in the tests that ask for it
      // (publish.test.ts).
      PUBLISH: 'off',
      // Saves publish at once; the interval between an editor's builds is tested on the server.
      PUBLISH_MIN_INTERVAL_SECONDS: '0',
      // Every test's browser writes from 127.0.0.1, one file after another, so the per-address
      // limits of anonymous writes would refuse a later test's enrolment (and the form would wait
      // out the Retry-After). They are raised here; the limits themselves are tested on the server
      // (limits-writes.test.ts) and in the browser (e2e/write-limits.test.ts), which set their own.
      RATE_LIMIT_ENROLLMENTS: '1000,1000',
      RATE_LIMIT_SURVEYS: '1000,1000',
      RATE_LIMIT_PHOTO_REPORTS: '1000,1000',
      RATE_LIMIT_UPLOADS: '1000,1000',
      RATE_LIMIT_TRACKER_SESSIONS: '1000,1000',
      RATE_LIMIT_SUBSCRIPTIONS: '1000,1000',
      MAIL_PER_RECIPIENT_PER_DAY: '1000',
      ...env,
      ...own,
    },
    port,
  )
}
