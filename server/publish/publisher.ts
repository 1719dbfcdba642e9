import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { ERROR_LINES, runBuild, type BuildRun } from './runBuild'
import type { SiteFolders } from './siteFolders'
import { BuildStartGate, type BuildRequester } from './startGate'
import {
  clockTime,
  clockTimeWithSeconds,
  realClock,
  type PublisherClock,
  type PublishStatus,
} from './status'

export { DISABLED_STATUS, type PublishState, type PublishStatus } from './status'

export interface PublisherOptions {
  folders: SiteFolders
  command: string[]
  cwd: string
  /** Added to the build's environment. */
  env: Record<string, string>
  log: FastifyBaseLogger
  /** PUBLISH_MIN_INTERVAL_SECONDS in ms: how often one editor may start a build. */
  minIntervalMs?: number
  clock?: PublisherClock
}

const NO_OUTPUT = 'Budowanie strony nie powiodło się i niczego nie wypisało.'
const NOTHING_BUILT =
  'Budowanie zakończyło się bez błędu, ale nie powstała strona (brak index.html).'

// The server's own secrets are no business of the build (whose output the staff area shows).
const PRIVATE_ENV = ['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'TEST_DATABASE_URL']

/**
 * One build at a time (DESIGN.md "content is files"): saves made while a build runs are all
 * taken by exactly one next build. The live site switches only when a build succeeds. An editor
 * starts a build at most once per minimum interval (./startGate.ts).
 */
export class Publisher {
  /** Saves counted so far; those the last started build took; those the live site has. */
  private saved = 0
  private attempted = 0
  private live = 0
  private failed = false
  private closed = false
  /** From the start of a build (its copy of the live site first) to its end. */
  private building = false
  private running?: Promise<void>
  private build?: BuildRun
  private liveAt?: Date
  private buildStartedAt?: Date
  private lastBuildMs?: number
  private error?: string
  private readonly gate: BuildStartGate
  private readonly clock: PublisherClock
  /** While the loop waits for an interval: when it will start, and how to wake it sooner. */
  private nextBuildAt?: number
  private wake?: () => void

  constructor(private readonly options: PublisherOptions) {
    this.gate = new BuildStartGate(options.minIntervalMs ?? 0)
    this.clock = options.clock ?? realClock
  }

  /** Reads what the last run left; rebuilds when a build of ours was cut short by a stop. */
  async start({ interruptedBuild }: { interruptedBuild: boolean }): Promise<void> {
    const state = await this.options.folders.readState()
    this.liveAt = state.liveAt ? new Date(state.liveAt) : undefined
    this.lastBuildMs = state.lastBuildMs
    if (interruptedBuild) this.enqueue()
  }

  /** A save by `by` (none: the server itself): queues a build, or one more after the running one. */
  enqueue(by?: BuildRequester): void {
    if (this.closed) return
    this.saved += 1
    this.gate.asked(by)
    this.wake?.()
    this.running ??= this.loop().finally(() => (this.running = undefined))
  }

  /** Resolves when nothing is building or queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  status(): PublishStatus {
    return {
      enabled: true,
      state: this.building ? 'building' : this.running ? 'queued' : this.failed ? 'failed' : 'idle',
      liveAt: this.liveAt?.toISOString() ?? null,
      liveUrlTime: this.liveAt ? clockTime(this.liveAt) : null,
      buildStartedAt: this.buildStartedAt?.toISOString() ?? null,
      lastBuildMs: this.lastBuildMs ?? null,
      error: this.error ?? null,
      changesWaiting: this.saved - this.live,
      ...(this.nextBuildAt && {
        nextBuildAt: new Date(this.nextBuildAt).toISOString(),
        nextBuildTime: clockTimeWithSeconds(this.nextBuildAt),
      }),
    }
  }

  /** Stops a running build (and waits for it) and starts no other. */
  async close(): Promise<void> {
    this.closed = true
    this.wake?.()
    await this.build?.stop()
    await this.idle()
  }

  private async loop() {
    // Saves made in the same moment go into one build.
    await new Promise((resolve) => setImmediate(resolve))
    while (this.saved > this.attempted && !this.closed) {
      const startsAt = this.gate.startsAt(this.clock.now())
      if (startsAt > this.clock.now()) {
        await this.waitUntil(startsAt)
        continue
      }
      this.gate.started(this.clock.now())
      await this.buildOnce()
    }
  }

  /** Waits for `at`, or less: a save from someone who may start a build now, or a stop. */
  private async waitUntil(at: number) {
    this.nextBuildAt = at
    try {
      await new Promise<void>((resolve) => {
        this.wake = resolve
        void this.clock.sleep(at - this.clock.now()).then(resolve)
      })
    } finally {
      this.wake = undefined
      this.nextBuildAt = undefined
    }
  }

  private async buildOnce() {
    this.building = true
    try {
      await this.buildAndPublish()
    } finally {
      this.building = false
    }
  }

  private async buildAndPublish() {
    const { folders, command, cwd, log } = this.options
    const taking = (this.attempted = this.saved)
    this.buildStartedAt = new Date()
    try {
      await folders.protectLive()
      await folders.writeState({ publicTrusted: false })
      // close() stops a build it sees; one it cannot see yet must not start.
      if (this.closed) return
      log.info({ command }, 'site build started')
      this.build = runBuild(command, {
        cwd,
        env: this.buildEnv(),
        onLine: (line) => log.debug({ build: line }),
      })
      const result = await this.build.done
      this.build = undefined
      if (this.closed) return
      if (!result.ok) return this.fail(result.lines)
      if (!existsSync(path.join(folders.publicDir, 'index.html'))) {
        return this.fail([...result.lines, NOTHING_BUILT].slice(-ERROR_LINES))
      }
      await folders.publish()
      this.liveAt = new Date()
      this.lastBuildMs = this.liveAt.getTime() - this.buildStartedAt.getTime()
      this.live = taking
      this.failed = false
      this.error = undefined
      await folders.writeState({
        publicTrusted: true,
        liveAt: this.liveAt.toISOString(),
        lastBuildMs: this.lastBuildMs,
      })
      log.info({ ms: this.lastBuildMs }, 'site build published')
    } catch (error) {
      this.build = undefined
      this.fail([error instanceof Error ? error.message : String(error)])
    }
  }

  private fail(lines: string[]) {
    this.failed = true
    this.lastBuildMs = Date.now() - this.buildStartedAt!.getTime()
    this.error = lines.join('\n').trim() || NO_OUTPUT
    this.options.log.warn({ error: this.error }, 'site build failed; the live site is unchanged')
  }

  private buildEnv(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', ...this.options.env }
    for (const name of PRIVATE_ENV) delete env[name]
    return env
  }
}
