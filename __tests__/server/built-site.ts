import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildOptions } from '../../server/app'
import { type AppConfig, loadConfig } from '../../server/config'
import { testDatabase } from './support/testDatabase'

// A miniature of what `gatsby build` leaves in public/, plus a file beside it that must stay private.
export const SECRET_OUTSIDE_PUBLIC = 'hasło do bazy: nie-dla-przeglądarki'

// Long enough (> 1 KiB) that @fastify/compress bothers to compress it.
const homePage =
  '<!DOCTYPE html><html lang="pl"><body><h1>Polska Szkoła</h1>' +
  '<p>Zapraszamy na zajęcia w każdą sobotę.</p>'.repeat(60) +
  '</body></html>'

export const siteFiles: Record<string, string> = {
  'index.html': homePage,
  '404.html': '<h1>Nie ma takiej strony</h1>',
  'wiadomosci/index.html': '<h1>Wiadomości</h1>',
  'gazda/index.html': '<div id="gazda">Panel gazdy</div>',
  'page-data/app-data.json': '{"webpackCompilationHash":"abc123"}',
  'page-data/index/page-data.json': '{"path":"/"}',
  'app-abc123.js': 'console.log("app")',
  'styles-def456.css': 'body{margin:0}',
  'sw.js': 'self.addEventListener("fetch",()=>{})',
  'static/x/y.png': 'png-bytes-hashed',
  'logo.png': 'png-bytes-logo',
  'api/leak.json': '{"leak":true}',
}

export interface BuiltSite {
  publicDir: string
  config: AppConfig
  remove: () => Promise<void>
}

export async function makeBuiltSite(): Promise<BuiltSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'szkola-site-'))
  const publicDir = path.join(root, 'public')
  for (const [file, content] of Object.entries(siteFiles)) {
    await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true })
    await writeFile(path.join(publicDir, file), content)
  }
  await writeFile(path.join(root, 'secret.txt'), SECRET_OUTSIDE_PUBLIC)
  const database = testDatabase()
  await database.create()
  return {
    publicDir,
    config: {
      ...loadConfig({}),
      databaseUrl: database.databaseUrl,
      publicDir,
      dataDir: path.join(root, 'data'),
      logLevel: 'silent',
      jwtSecret: 'a test secret that is long enough: 0123456789abcdef',
      // Issue #34: no digest made by the clock in the middle of a test (the tests make their own).
      digestSchedule: false,
    },
    remove: async () => {
      await database.drop()
      await rm(root, { recursive: true, force: true })
    },
  }
}

/**
 * The app over a miniature built site with a DATA_DIR (and, on PostgreSQL runs, a database) of
 * its own, for one test file: built before its tests, closed and removed after them.
 */
export function setUpServer(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): {
  site: BuiltSite
  app: FastifyInstance
} {
  const harness = {} as { site: BuiltSite; app: FastifyInstance }
  beforeAll(async () => {
    harness.site = await makeBuiltSite()
    harness.app = await buildApp({ ...harness.site.config, ...overrides }, options)
  })
  afterAll(async () => {
    await harness.app?.close()
    await harness.site?.remove()
  })
  return harness
}

/**
 * setUpServer with every line the app logs kept, to look for what the log must not hold (issue
 * #8); by default at the most talkative level, with nothing published or committed.
 */
export function setUpLoggedServer(
  overrides: Partial<AppConfig> = { publish: false, contentGitCommit: false, logLevel: 'trace' },
) {
  const logLines: string[] = []
  const server = setUpServer(overrides, {
    logStream: { write: (line) => void logLines.push(line) },
  })
  return { server, logLines }
}
