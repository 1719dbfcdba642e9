import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../server/support/serverProcess'
import { DEPLOY, ensureDeployTools, ROOT, run } from './support/recipe'

// Issue #32: deploy/upgrade.sh on a small app of its own (git, npm ci, the server's modules loaded
// with tsx), with systemctl replaced by a script that writes down what it was asked. A failed
// upgrade must leave the old code in place, and the old server running or running again.
jest.setTimeout(120_000)

const dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-upgrade-'))
const systemctlLog = path.join(dir, 'systemctl.log')
const user = os.userInfo().username
let repos = 0

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const git = (cwd: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@szkola.test', ...args], {}, cwd)

function write(folder: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true })
    writeFileSync(path.join(folder, name), text)
  }
}

/** The app's package.json: tsx linked from this checkout, so that npm ci needs no registry. */
const packageJson = (extra: Record<string, string> = {}) =>
  JSON.stringify({
    name: 'szkola-upgrade-test',
    version: '1.0.0',
    private: true,
    dependencies: { tsx: `file:${path.join(ROOT, 'node_modules/tsx')}`, ...extra },
  })

/** An origin with one version, and the school's clone of it with its packages installed. */
async function makeTemplate(base: string) {
  const [origin, seed, app] = ['origin.git', 'seed', 'app'].map((name) => path.join(base, name))
  await run('git', ['init', '--quiet', '--bare', '-b', 'main', origin!])
  mkdirSync(seed!, { recursive: true })
  await git(seed!, 'init', '--quiet', '-b', 'main')
  write(seed!, {
    '.gitignore': 'node_modules/\n',
    'package.json': packageJson(),
    'server/app.ts': 'export const version = 1\n',
    'content/site.yaml': 'title: Szkoła\n',
  })
  const lock = await run(
    'npm',
    ['install', '--package-lock-only', '--offline', '--no-audit'],
    {},
    seed!,
  )
  expect(lock.code).toBe(0)
  await git(seed!, 'add', '.')
  await git(seed!, 'commit', '--quiet', '-m', 'v1')
  await git(seed!, 'push', '--quiet', origin!, 'main')
  await run('git', ['clone', '--quiet', origin!, app!])
  expect((await run('npm', ['ci', '--offline', '--no-audit', '--no-fund'], {}, app!)).code).toBe(0)
}

const template = path.join(dir, 'template')
beforeAll(async () => {
  // upgrade.sh asks the new server's /api/health with curl.
  ensureDeployTools()
  await makeTemplate(template)
})

/** A copy of the template (the same depth: node_modules/tsx is a relative link), and its helpers. */
async function makeApp() {
  repos += 1
  const base = path.join(dir, `app-${repos}`)
  expect((await run('cp', ['-a', template, base])).code).toBe(0)
  const [origin, seed, app] = ['origin.git', 'seed', 'app'].map((name) => path.join(base, name))
  // The copies' remotes name the template's origin: each its own.
  await git(seed!, 'remote', 'add', 'origin', origin!)
  await git(app!, 'remote', 'set-url', 'origin', origin!)
  /** The next version, pushed to the origin. */
  const release = async (files: Record<string, string>) => {
    write(seed!, files)
    await git(seed!, 'commit', '--quiet', '-am', 'v2')
    await git(seed!, 'push', '--quiet', origin!, 'main')
    return (await git(seed!, 'rev-parse', 'HEAD')).out.trim()
  }
  const head = async () => (await git(app!, 'rev-parse', 'HEAD')).out.trim()
  return { app: app!, release, head }
}

/** upgrade.sh as root runs it, but as this user and with the test's systemctl. */
async function upgrade(app: string, port: number, healthWait = 30) {
  const bin = path.join(dir, 'bin')
  mkdirSync(bin, { recursive: true })
  writeFileSync(path.join(bin, 'systemctl'), `#!/bin/sh\necho "$*" >> "${systemctlLog}"\n`)
  chmodSync(path.join(bin, 'systemctl'), 0o755)
  writeFileSync(systemctlLog, '')
  const envFile = path.join(dir, 'szkola.env')
  writeFileSync(envFile, `PORT=${port}\nPUBLISH=off\n`)
  const result = await run(path.join(DEPLOY, 'upgrade.sh'), [], {
    PATH: `${bin}:${process.env.PATH}`,
    APP_DIR: app,
    APP_USER: user,
    ENV_FILE: envFile,
    LOCK_FILE: path.join(dir, 'upgrade.lock'),
    HEALTH_WAIT_SECONDS: String(healthWait),
  })
  const systemctl = readFileSync(systemctlLog, 'utf8').trim().split('\n')
  return { ...result, systemctl }
}

/** A server that answers /api/health, as the new version would. */
async function healthyServer(): Promise<{ port: number; server: Server }> {
  const server = createServer((request, response) => {
    response.statusCode = request.url === '/api/health' ? 200 : 404
    response.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as { port: number }).port, server }
}

describe('deploy/upgrade.sh', () => {
  it('merges the new version, installs it, restarts once, after a backup', async () => {
    const { app, release, head } = await makeApp()
    const next = await release({ 'server/app.ts': 'export const version = 2\n' })
    const { port, server } = await healthyServer()
    try {
      const result = await upgrade(app, port)
      expect(result.code).toBe(0)
      expect(await head()).toBe(next)
      expect(result.systemctl).toEqual(['start szkola-backup.service', 'restart szkola'])
    } finally {
      server.close()
    }
  })

  it.each<{
    name: string
    files: Record<string, string>
    healthWait?: number
    says: (old: string) => string
    systemctl: string[]
  }>([
    {
      name: 'leaves the old code and the old server when npm ci fails',
      // package.json and package-lock.json out of step: npm ci refuses.
      files: { 'package.json': packageJson({ 'left-pad': '1.3.0' }) },
      says: (old: string) => `npm ci failed: back on ${old}`,
      systemctl: ['start szkola-backup.service'],
    },
    {
      name: 'leaves the old code and the old server when the new server does not load',
      files: { 'server/app.ts': "import './missing-module'\n" },
      says: (old: string) => `the new server does not load: back on ${old}`,
      systemctl: ['start szkola-backup.service'],
    },
    {
      name: 'puts the old code back and restarts it when the new server does not answer',
      files: { 'server/app.ts': 'export const version = 2\n' },
      healthWait: 2,
      says: (old: string) => `back on ${old} and restarted`,
      systemctl: ['start szkola-backup.service', 'restart szkola', 'restart szkola'],
    },
  ])('$name', async ({ files, healthWait, says, systemctl }) => {
    const { app, release, head } = await makeApp()
    const old = await head()
    await release(files)
    const result = await upgrade(app, await freePort(), healthWait)
    expect(result.code).toBe(1)
    expect(result.err).toContain(says(old))
    expect(await head()).toBe(old)
    expect(result.systemctl).toEqual(systemctl)
  })

  it('changes nothing when the new version conflicts with a content save', async () => {
    const { app, release, head } = await makeApp()
    write(app, { 'content/site.yaml': 'title: Polska Szkoła w Lombard\n' })
    await git(app, 'commit', '--quiet', '-am', 'gazda: tytuł')
    const saved = await head()
    await release({ 'content/site.yaml': 'title: Szkoła polska\n' })
    const result = await upgrade(app, await freePort())
    expect(result.code).toBe(1)
    expect(result.err).toContain('git merge of origin/main failed: nothing changed')
    expect(await head()).toBe(saved)
    expect((await git(app, 'status', '--porcelain')).out).toBe('')
    expect(result.systemctl).toEqual(['start szkola-backup.service'])
  })
})
