import { spawnSync } from 'node:child_process'
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildApp } from '../../server/app'
import { makeBackup } from '../../server/backup/makeBackup'
import { REPO_ROOT } from '../../server/config'
import { family, student } from '../domain/enrollment/fixtures'
import { makeBuiltSite, type BuiltSite } from './built-site'
import { multipartForm } from './support/multipart'
import { onePagePdf } from './support/uploads'

// Issue #17 "Files private": DATA_DIR 0700, nothing under it open to group or others.

/** Every entry under `dir` that grants group or others anything (links excepted: always 0777). */
function notPrivate(dir: string): string[] {
  const found: string[] = []
  const visit = (entry: string) => {
    const stats = lstatSync(entry)
    if (stats.isSymbolicLink()) return
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${entry}`)
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name))
  }
  visit(dir)
  return found
}
const count = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + 1 + (entry.isDirectory() ? count(path.join(dir, entry.name)) : 0),
    0,
  )

let site: BuiltSite
beforeEach(async () => {
  site = await makeBuiltSite()
})
afterEach(async () => {
  await site.remove()
})

it('leaves DATA_DIR 0700 and nothing under it open to others after an enrolment with a file, mail and a backup', async () => {
  const app = await buildApp(site.config)
  const { dataDir } = site.config
  try {
    const form = multipartForm([
      { filename: 'akt.pdf', contentType: 'application/pdf', content: onePagePdf() },
    ])
    const uploaded = await app.inject({ method: 'POST', url: '/api/uploads', ...form })
    const enrolled = await app.inject({
      method: 'POST',
      url: '/api/enrollments',
      payload: {
        ...family({ students: [student({ level: 'klasa-3', buildingId: '1' })] }),
        attachments: [uploaded.json()],
      },
    })
    expect(enrolled.statusCode).toBe(201)
    const kind = site.config.databaseUrl ? 'postgres' : 'pglite'
    const backup = await makeBackup({ db: app.db, kind }, dataDir)
    // The confirmation mails are written to DATA_DIR/outbox after the answer.
    for (let i = 0; i < 100 && readdirSync(path.join(dataDir, 'outbox')).length < 2; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20))

    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    expect(statSync(backup.file).mode & 0o777).toBe(0o600)
    expect(readdirSync(path.join(dataDir, 'uploads')).length).toBeGreaterThan(0)
    // The embedded database alone is some thousand files.
    if (kind === 'pglite') expect(count(dataDir)).toBeGreaterThan(900)
    expect(notPrivate(dataDir)).toEqual([])
  } finally {
    await app.close()
  }
})

it('takes group and other access off a DATA_DIR left open by an older version', async () => {
  const { dataDir } = site.config
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true, mode: 0o755 })
  writeFileSync(path.join(dataDir, 'uploads', 'old.pdf'), '%PDF', { mode: 0o644 })
  chmodSync(dataDir, 0o755)
  chmodSync(path.join(dataDir, 'uploads'), 0o755)
  chmodSync(path.join(dataDir, 'uploads', 'old.pdf'), 0o666)
  const app = await buildApp(site.config)
  await app.close()
  expect(statSync(dataDir).mode & 0o777).toBe(0o700)
  expect(notPrivate(dataDir)).toEqual([])
})

it('refuses to start, in one line, when DATA_DIR cannot be created', () => {
  const blocker = path.join(path.dirname(site.config.dataDir), 'a-file')
  writeFileSync(blocker, 'not a folder')
  const run = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: path.join(blocker, 'data'), PORT: '0', DATABASE_URL: '' },
    encoding: 'utf8',
  })
  expect(run.status).toBe(1)
  expect(run.stderr.trim().split('\n')).toEqual([
    `DATA_DIR ${path.join(blocker, 'data')} cannot be created or made private (mode 0700): ENOTDIR`,
  ])
})
