import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

// What the recipe's test reads from deploy/ and runs, as the school's machine would.
export const ROOT = path.join(__dirname, '../../..')
export const DEPLOY = path.join(ROOT, 'deploy')
/** Where the recipe puts the app on the school's machine (deploy/systemd/*). */
export const INSTALLED_APP = '/srv/szkola/app'

/** Debian's caddy, restic, curl and systemd-analyze, installed when missing (as root). */
export function ensureDeployTools() {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-chromium.mjs'), '--deploy'], {
    stdio: 'inherit',
    timeout: 900_000,
  })
}

/** A systemd EnvironmentFile's KEY=value lines (systemd.exec(5)): comments out, quotes off. */
export function readEnvFile(file: string): Record<string, string> {
  const entries: [string, string][] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (!match) continue
    const value = match[2]!.trim()
    entries.push([match[1]!, /^"(.*)"$/.exec(value)?.[1] ?? value])
  }
  return Object.fromEntries(entries)
}

/** One of the unit's settings, e.g. ExecStart (the first one). */
export function unitSetting(unit: string, name: string): string {
  const match = new RegExp(`^${name}=(.*)$`, 'm').exec(unit)
  if (!match) throw new Error(`the unit has no ${name}=`)
  return match[1]!
}

/** Replaces `from` once; the test fails loudly when deploy/ no longer has it. */
export function replaceOnce(text: string, from: string | RegExp, to: string): string {
  if (typeof from === 'string' ? !text.includes(from) : !from.test(text)) {
    throw new Error(`deploy/ no longer has ${String(from)}: update the recipe's test`)
  }
  return text.replace(from, to)
}

export interface RunResult {
  code: number
  out: string
  err: string
}

export const run = (
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd = ROOT,
): Promise<RunResult> =>
  new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, out, err) =>
        resolve({
          code: error ? Number(error.code ?? 1) || 1 : 0,
          out: String(out),
          err: String(err),
        }),
    )
  })

/** A long-running program with its output kept, for the failure message. */
export function start(command: string, args: string[], env: Record<string, string>, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return { child, output: () => output }
}

/** Polls until `ready` answers true; throws with `describe()` after `ms`. */
export async function waitFor(
  ready: () => Promise<boolean> | boolean,
  ms: number,
  describe: () => string,
) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await ready()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`not ready after ${ms} ms:\n${describe()}`)
}

export const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
