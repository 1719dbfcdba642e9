import { spawn } from 'node:child_process'
import { getPriority, setPriority } from 'node:os'

/** How much of a failed build's output the staff area is shown. */
export const ERROR_LINES = 40
const KILL_GRACE_MS = 5000
/**
 * The build runs at a lower priority than the server: on two cores a rebuild would otherwise
 * slow every page and every save (whose check has a time limit, server/content/inspect/). Set
 * before Gatsby starts its workers, which inherit it.
 */
/** Added to the server's own niceness (the lowest priority is 19). */
export const BUILD_NICENESS = 10

export interface BuildResult {
  ok: boolean
  /** The last lines the build wrote (stdout and stderr, in order), without colour codes. */
  lines: string[]
}

export interface BuildRun {
  done: Promise<BuildResult>
  /** Stops the build and everything it started (Gatsby's workers): SIGTERM, then SIGKILL. */
  stop(): Promise<BuildResult>
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g

/**
 * Runs the build command without a shell, in its own process group so that stopping it stops
 * its children too. Output is kept as its last lines only.
 */
export function runBuild(
  command: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; onLine?: (line: string) => void },
): BuildRun {
  const [program, ...args] = command
  const lines: string[] = []
  let partial = ''
  const add = (chunk: string) => {
    const parts = (partial + chunk.replace(ANSI, '')).split(/\r\n|\n|\r/)
    partial = parts.pop() ?? ''
    for (const line of parts) {
      options.onLine?.(line)
      lines.push(line)
      if (lines.length > ERROR_LINES * 4) lines.splice(0, lines.length - ERROR_LINES)
    }
  }
  const tail = () => [...lines, ...(partial ? [partial] : [])].slice(-ERROR_LINES)

  const child = spawn(program!, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    const niceness = Math.min(19, getPriority() + BUILD_NICENESS)
    if (child.pid !== undefined) setPriority(child.pid, niceness)
  } catch {
    // Not allowed here (some containers): the build runs at the server's priority, as before.
  }
  child.stdout.setEncoding('utf8').on('data', add)
  child.stderr.setEncoding('utf8').on('data', add)

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }

  let finished = false
  const done = new Promise<BuildResult>((resolve) => {
    child.on('error', (error) => {
      add(`${error.message}\n`)
      finished = true
      resolve({ ok: false, lines: tail() })
    })
    let exitCode: number | null = null
    child.on('exit', (code) => {
      exitCode = code
      // Output pipes held open by a leftover child would keep 'close' from ever coming.
      setTimeout(() => finished || signalGroup('SIGKILL'), KILL_GRACE_MS).unref()
    })
    child.on('close', (code) => {
      finished = true
      resolve({ ok: (code ?? exitCode) === 0, lines: tail() })
    })
  })

  return {
    done,
    async stop() {
      if (!finished) {
        signalGroup('SIGTERM')
        const timer = setTimeout(() => signalGroup('SIGKILL'), KILL_GRACE_MS)
        await done
        clearTimeout(timer)
      }
      return done
    },
  }
}
