import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../server/config'
import { family, student } from '../domain/enrollment/fixtures'
import { onePagePdf } from '../server/support/uploads'
import { freePort } from '../server/support/serverProcess'
import { curl, startCaddy, type TestCaddy } from './support/caddy'
import { tableSums } from './support/database'
import {
  DEPLOY,
  ensureDeployTools,
  INSTALLED_APP,
  readEnvFile,
  ROOT,
  run,
  start,
  stopped,
  unitSetting,
  waitFor,
} from './support/recipe'

// Issue #32, "Done when": the recipe in deploy/ run here as the school's machine runs it. Caddy
// (Debian's) with `tls internal` in front of the real server started by the unit's ExecStart with
// deploy/szkola.env; the units through systemd-analyze verify; the backup timer's command run
// and its restore drill into an empty DATA_DIR.
jest.setTimeout(300_000)

const dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-deploy-'))
const dataDir = path.join(dir, 'data')
const publicDir = path.join(dir, 'public')
const HOME_PAGE = `<!DOCTYPE html><html lang="pl"><body><h1>Polska Szkoła w Lombard</h1>${'<p>Zapraszamy na zajęcia w każdą sobotę.</p>'.repeat(40)}</body></html>`
/** Two parents behind the proxy, each on a loopback address of their own. */
const PARENT_A = '127.0.0.2'
const PARENT_B = '127.0.0.3'

interface LogConfig {
  writer: Record<string, unknown>
}

/** Every unit in deploy/systemd/. */
const UNITS = readdirSync(path.join(DEPLOY, 'systemd'))
const unit = (name: string) => readFileSync(path.join(DEPLOY, 'systemd', name), 'utf8')
const envFile = readEnvFile(path.join(DEPLOY, 'szkola.env'))

let server: ReturnType<typeof start>
let caddy: TestCaddy

/** The server as szkola.service starts it, with deploy/szkola.env; only paths and ports are the test's. */
async function startServer(port: number) {
  const [program, ...args] = unitSetting(unit('szkola.service'), 'ExecStart').split(' ')
  const node = existsSync(program!) ? program! : process.execPath
  server = start(node, args, {
    ...envFile,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_DIR: publicDir,
    CONTENT_DIR: path.join(ROOT, 'content'),
    // No site build here: the test's public/ is one page.
    PUBLISH: 'off',
    LOG_LEVEL: 'warn',
    // Low, to show that two parents behind the proxy are counted apart.
    RATE_LIMIT_ENROLLMENTS: '2,100',
  })
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok === true,
    120_000,
    server.output,
  )
}

beforeAll(async () => {
  ensureDeployTools()
  mkdirSync(publicDir)
  writeFileSync(path.join(publicDir, 'index.html'), HOME_PAGE)
  const upstream = await freePort()
  await startServer(upstream)
  caddy = startCaddy(path.join(dir, 'caddy'), {
    https: await freePort(),
    http: await freePort(),
    upstream,
  })
  await waitFor(
    async () =>
      existsSync(caddy.rootCertificate) &&
      (await curl(caddy, dir, '/api/health', { from: '127.0.0.1' }).catch(() => null))?.status ===
        200,
    60_000,
    caddy.output,
  )
})

afterAll(async () => {
  await caddy?.stop()
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL')
    await stopped(server.child)
  }
  rmSync(dir, { recursive: true, force: true })
})

const enrolment = (firstName: string) =>
  family({ students: [student({ firstName, level: 'klasa-3', buildingId: '1' })] })

describe('deploy/szkola.env', () => {
  it('sets every setting the server reads, each to a value the server accepts', () => {
    const read = new Set<string>()
    const recording = new Proxy(envFile, {
      get: (target, name) => {
        if (typeof name === 'string') read.add(name)
        return target[name as string]
      },
    })
    const config = loadConfig(recording)
    expect([...read].filter((name) => !(name in envFile))).toEqual([])
    expect(read.size).toBeGreaterThan(30)
    // Behind Caddy: reachable from this machine only, and Caddy's X-Forwarded-For believed.
    expect(config.host).toBe('127.0.0.1')
    expect(config.limits.trustProxy).toEqual(['127.0.0.1'])
  })
})

describe('Caddy with tls internal in front of the server', () => {
  it('answers the home page over HTTPS with HSTS, and compresses it', async () => {
    const home = await curl(caddy, dir, '/', { from: PARENT_A })
    expect(home.status).toBe(200)
    expect(home.body).toContain('<h1>Polska Szkoła w Lombard</h1>')
    expect(home.headers['strict-transport-security']).toEqual(['max-age=31536000'])
    // zstd, which Node's compression here does not offer: Caddy's encode does it.
    const compressed = await curl(caddy, dir, '/', {
      from: PARENT_A,
      headers: { 'accept-encoding': 'zstd' },
    })
    expect(compressed.status).toBe(200)
    expect(compressed.headers['content-encoding']).toEqual(['zstd'])
  })

  it('answers /api/health over HTTPS', async () => {
    const health = await curl(caddy, dir, '/api/health', { from: PARENT_A })
    expect(health.status).toBe(200)
    expect(health.headers['strict-transport-security']).toEqual(['max-age=31536000'])
  })

  it('takes enrolments, and limits two parents behind the proxy each on their own', async () => {
    const send = (from: string, name: string, headers?: Record<string, string>) =>
      curl(caddy, dir, '/api/enrollments', { from, json: enrolment(name), headers })
    expect((await send(PARENT_A, 'Bronisława')).status).toBe(201)
    expect((await send(PARENT_A, 'Czesław')).status).toBe(201)
    expect((await send(PARENT_A, 'Dobromiła')).status).toBe(429)
    // A's own X-Forwarded-For does not make A someone else: Caddy names the connecting client.
    expect((await send(PARENT_A, 'Dobromiła', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(
      429,
    )
    expect((await send(PARENT_B, 'Eugeniusz')).status).toBe(201)
  })

  it('takes a parent’s upload', async () => {
    const pdf = path.join(dir, 'akt-urodzenia.pdf')
    writeFileSync(pdf, onePagePdf())
    const upload = await curl(caddy, dir, '/api/uploads', {
      from: PARENT_B,
      file: { path: pdf, type: 'application/pdf' },
    })
    expect(upload.status).toBe(201)
  })

  it('logs requests without their query string or the client’s address', async () => {
    expect((await curl(caddy, dir, '/api/health?imie=Bronislawa', { from: PARENT_B })).status).toBe(
      200,
    )
    const log = () => (existsSync(caddy.accessLog) ? readFileSync(caddy.accessLog, 'utf8') : '')
    await waitFor(() => log().includes('"uri":"/api/health"'), 10_000, log)
    expect(log()).toContain('"uri":"/api/enrollments"')
    expect(log()).not.toContain('Bronislawa')
    expect(log()).not.toContain('imie')
    expect(log()).not.toContain(PARENT_A)
    expect(log()).not.toContain(PARENT_B)
  })
})

describe('the systemd units', () => {
  /** The units as installed, their /srv/szkola/app being this checkout (ExecStart must exist). */
  const installedCopy = (change: (text: string) => string = (text) => text) => {
    const copy = mkdtempSync(path.join(dir, 'units-'))
    for (const name of UNITS) {
      let text = unit(name).replaceAll(INSTALLED_APP, ROOT)
      // Node from NodeSource is /usr/bin/node; a machine with Node elsewhere verifies with that.
      if (!existsSync('/usr/bin/node')) text = text.replaceAll('/usr/bin/node', process.execPath)
      writeFileSync(path.join(copy, name), change(text))
    }
    return UNITS.map((name) => path.join(copy, name))
  }

  it('pass systemd-analyze verify, without a warning', async () => {
    expect(UNITS.sort()).toEqual([
      'szkola-backup.service',
      'szkola-backup.timer',
      'szkola-restore-drill.service',
      'szkola.service',
    ])
    const verified = await run('systemd-analyze', ['verify', '--man=no', ...installedCopy()])
    expect(verified).toEqual({ code: 0, out: '', err: '' })
  })

  it('would be refused by systemd-analyze verify with a setting it cannot read', async () => {
    const broken = installedCopy((text) => text.replace('OnCalendar=', 'OnCalendar=whenever '))
    const verified = await run('systemd-analyze', ['verify', '--man=no', ...broken])
    expect(verified.code).not.toBe(0)
    expect(verified.err).toContain('calendar')
  })
})

describe('the logs’ size limits', () => {
  it('roll Caddy’s access log at 10 MiB, keeping 10 files for 30 days at most', async () => {
    const adapted = await run('caddy', ['adapt', '--config', path.join(DEPLOY, 'Caddyfile')])
    expect(adapted.code).toBe(0)
    const logs = (JSON.parse(adapted.out) as { logging: { logs: Record<string, LogConfig> } })
      .logging.logs
    const writers = Object.values(logs).map((log) => log.writer)
    expect(writers).toContainEqual({
      output: 'file',
      filename: '/var/log/caddy/szkola-access.log',
      roll_size_mb: 10,
      roll_keep: 10,
      roll_keep_days: 30,
    })
  })

  it('set only settings journald knows, SystemMaxUse among them', () => {
    const settings = readFileSync(path.join(DEPLOY, 'journald.conf'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Za-z]+=/.test(line))
      .map((line) => `Journal.${line.split('=')[0]}`)
    expect(settings).toContain('Journal.SystemMaxUse')
    // journald's table of its settings (journald-gperf), as compiled into Debian's binary.
    const known = readFileSync('/lib/systemd/systemd-journald', 'latin1')
    expect(settings.filter((setting) => !known.includes(`${setting}\0`))).toEqual([])
  })
})

describe('the scripts', () => {
  it.each(['backup.sh', 'restore-drill.sh', 'upgrade.sh'])(
    '%s is executable bash',
    async (name) => {
      const checked = await run('bash', ['-n', path.join(DEPLOY, name)])
      expect(checked).toEqual({ code: 0, out: '', err: '' })
      expect(statSync(path.join(DEPLOY, name)).mode & 0o111).toBe(0o111)
    },
  )
})

describe('the nightly backup and the restore drill', () => {
  const restic = {
    RESTIC_REPOSITORY: path.join(dir, 'restic'),
    RESTIC_PASSWORD: 'hasło repozytorium kopii',
    RESTIC_CACHE_DIR: path.join(dir, 'restic-cache'),
  }
  const contentDir = path.join(dir, 'content')
  const env = { ...restic, DATA_DIR: dataDir, CONTENT_DIR: contentDir, DATABASE_URL: '' }

  it('copies the database backup, the uploads and the content’s history to the repository', async () => {
    // The content's repository: a small one of its own, as on the school's machine.
    mkdirSync(contentDir)
    writeFileSync(path.join(contentDir, 'site.yaml'), 'title: Polska Szkoła\n')
    const git = (...args: string[]) => run('git', args, {}, contentDir)
    await git('init', '--quiet')
    await git('add', 'site.yaml')
    await git(
      '-c',
      'user.name=Gazda',
      '-c',
      'user.email=gazda@szkola.test',
      'commit',
      '-qm',
      'treść',
    )
    expect((await run('restic', ['init'], restic)).code).toBe(0)
    // Twice, as on two nights of one day: the second snapshot replaces the first (keep-daily).
    for (const night of [1, 2]) {
      const backup = await run(path.join(DEPLOY, 'backup.sh'), [], env)
      expect({ night, ...backup, out: '' }).toEqual({ night, code: 0, out: '', err: '' })
      expect(backup.out).toContain('Zapisano kopię zapasową')
    }
    const listed = await run('restic', ['snapshots', '--json', '--tag', 'szkola'], restic)
    const snapshots = JSON.parse(listed.out) as { time: string; paths: string[] }[]
    const days = new Set(snapshots.map((snapshot) => snapshot.time.slice(0, 10)))
    expect(snapshots).toHaveLength(days.size)
    expect(snapshots.at(-1)!.paths.sort()).toEqual(
      [path.join(dataDir, 'backups'), path.join(dataDir, 'uploads'), contentDir].sort(),
    )
  })

  it('restores the newest backup into an empty DATA_DIR, every table as the server had it', async () => {
    const drill = path.join(dir, 'drill')
    const result = await run(path.join(DEPLOY, 'restore-drill.sh'), [drill], env)
    expect(result.err).not.toMatch(/error|fatal|błąd/i)
    expect(result.code).toBe(0)
    expect(result.out).toContain('Przywrócono bazę z kopii')
    expect(result.out).toContain('Historia treści:')
    expect(result.out).toContain('Próba przywrócenia udana')
    expect(result.out).toContain('plików przesłanych przez rodziców: 1.')
    // The server stopped, its database and the drill's, table by table: rows and a checksum.
    server.child.kill('SIGTERM')
    expect(await stopped(server.child)).toBe(0)
    const served = await tableSums(path.join(dataDir, 'db'))
    const restored = await tableSums(path.join(drill, 'data', 'db'))
    expect(restored).toEqual(served)
    expect(served.enrollments?.count).toBe(3)
  })
})
