import {
  execFile,
  execFileSync,
  spawn,
  type ChildProcess,
  type StdioOptions,
} from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.join(__dirname, '../../..')

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export interface ServerBundle {
  /** server/main.ts compiled to one CommonJS file, run with plain `node`. */
  script: string
  remove: () => void
}

/**
 * server/main.ts bundled with esbuild (bundle-server.mjs), its packages left in node_modules. A
 * tsx start spends seconds transpiling, and a crash test starts the server twenty times; the
 * bundle also runs in one process, so a SIGKILL reaches the server itself rather than a tsx
 * wrapper whose child would live on.
 */
export function bundleServer(): ServerBundle {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-server-bundle-'))
  const script = path.join(dir, 'main.js')
  execFileSync(process.execPath, [path.join(__dirname, 'bundle-server.mjs'), script], {
    stdio: 'inherit',
  })
  return { script, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The bundle in a process of its own, silent unless env sets LOG_LEVEL. */
export function spawnServer(
  bundle: ServerBundle,
  env: Record<string, string>,
  stdio: StdioOptions = 'pipe',
): ChildProcess {
  return spawn(process.execPath, [bundle.script], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      NODE_PATH: path.join(ROOT, 'node_modules'),
      ...env,
    },
    stdio,
  })
}

export interface RunningServer {
  child: ChildProcess
  /** What the server wrote to stderr so far. */
  stderr: () => string
  port: string
}

/** Starts the bundle and waits until /api/health answers; rejects if the server exits first. */
export async function startServer(
  bundle: ServerBundle,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child = spawnServer(bundle, env, ['ignore', 'ignore', 'pipe'])
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  let exitCode: number | null = null
  child.once('exit', (code) => (exitCode = code ?? -1))
  for (let i = 0; i < 1200; i += 1) {
    if (exitCode !== null) throw new Error(`the server exited (${exitCode}):\n${stderr}`)
    try {
      const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`)
      if (health.ok) return { child, stderr: () => stderr, port: env.PORT! }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not start:\n${stderr}`)
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

/** Kills the process with SIGKILL unless it has exited already. */
export async function killed(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGKILL')
  await exited(child)
}

/**
 * A test file's bundle: built before its tests and removed after them, once every server it
 * started is stopped (those still running killed). Register it before the file's own afterAll
 * (which may then drop the database the servers used).
 */
export function serverBundleForTests() {
  let bundle: ServerBundle | undefined
  const started: ChildProcess[] = []
  beforeAll(() => {
    bundle = bundleServer()
  })
  afterAll(async () => {
    await Promise.all(started.map(killed))
    bundle?.remove()
  })
  return {
    /** startServer with the file's bundle, on 127.0.0.1 and a free port unless env says. */
    start: async (env: Record<string, string>) => {
      const port = String(await freePort())
      const server = await startServer(bundle!, { HOST: '127.0.0.1', PORT: port, ...env })
      started.push(server.child)
      return server
    },
  }
}

/** A command-line script of the server (`server/backup-cli.ts`, …) as npm runs it, with tsx. */
export const runCli = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [script, ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    )
  })
