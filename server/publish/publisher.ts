import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { buildLine, type ContentProblem } from '../../src/domain/content/problems'
import { emptyBuildCache } from './buildCache'
import { ERROR_LINES, runBuild, type BuildResult, type BuildRun } from './runBuild'
import type { SiteFolders } from './siteFolders'
import { BuildStartGate, type BuildRequester } from './startGate'
import {
  buildFailure,
  clockTime,
  clockTimeWithSeconds,
  contentFailure,
  realClock,
  type Failure,
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
  /** Issue #30: every content file checked before each build; a problem stops the publish. */
  checkContent?: () => Promise<ContentProblem[]>
  /**
   * Gatsby's cache: a build that fails while the content passed is built once more with it
   * emptied (./buildCache.ts). None: a failed build is not built again.
   */
  cacheDir?: string
}

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
  private failure?: Failure
  /** Run before each build once the content passed: commits what was changed by hand. */
  private beforeBuild?: () => Promise<void>
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
      error: this.failure?.error ?? null,
      changesWaiting: this.saved - this.live,
      ...(this.nextBuildAt && {
        nextBuildAt: new Date(this.nextBuildAt).toISOString(),
        nextBuildTime: clockTimeWithSeconds(this.nextBuildAt),
      }),
      ...(this.failure && {
        failure: this.failure.kind,
        problems: this.failure.problems,
        output: this.failure.output,
        retried: this.failure.retried,
      }),
    }
  }

  /**
   * A step before each build whose content passed its check (the content editor's commit of files
   * changed outside the staff area, server/content/editor.ts); one at a time, the last one set.
   */
  runBeforeEachBuild(step: () => Promise<void>): void {
    this.beforeBuild = step
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
    const { folders, log, cacheDir } = this.options
    const taking = (this.attempted = this.saved)
    this.buildStartedAt = new Date()
    try {
      // Issue #30: a bad file stops the publish here, named, before Gatsby can trip on it.
      const problems = (await this.options.checkContent?.()) ?? []
      if (this.closed) return
      if (problems.length > 0) return this.failContent(problems)
      await this.beforeBuild?.()
      await folders.protectLive()
      await folders.writeState({ publicTrusted: false })
      // close() stops a build it sees; one it cannot see yet must not start.
      if (this.closed) return
      let result = await this.runOnce()
      if (!result) return
      let retried = false
      if (!result.ok && cacheDir) {
        log.warn(
          { output: result.lines.slice(-5) },
          'site build failed though the content passed its check: building again with Gatsby’s cache emptied',
        )
        await emptyBuildCache(cacheDir)
        retried = true
        result = await this.runOnce()
        if (!result) return
      }
      if (!result.ok) return this.fail(result.lines, retried)
      await folders.publish()
      this.liveAt = new Date()
      this.lastBuildMs = this.liveAt.getTime() - this.buildStartedAt.getTime()
      this.live = taking
      this.failed = false
      this.failure = undefined
      await folders.writeState({
        publicTrusted: true,
        liveAt: this.liveAt.toISOString(),
        lastBuildMs: this.lastBuildMs,
      })
      log.info({ ms: this.lastBuildMs }, 'site build published')
    } catch (error) {
      this.build = undefined
      this.fail([error instanceof Error ? error.message : String(error)], false)
    }
  }

  /** One run of the build command: not ok too when it built no site; undefined when closed. */
  private async runOnce(): Promise<BuildResult | undefined> {
    const { folders, command, cwd, log } = this.options
    log.info({ command }, 'site build started')
    this.build = runBuild(command, {
      cwd,
      env: this.buildEnv(),
      onLine: (line) => log.debug({ build: line }),
    })
    const result = await this.build.done
    this.build = undefined
    if (this.closed) return undefined
    if (result.ok && !existsSync(path.join(folders.publicDir, 'index.html'))) {
      return { ok: false, lines: [...result.lines, NOTHING_BUILT].slice(-ERROR_LINES) }
    }
    return result
  }

  private fail(lines: string[], retried: boolean) {
    this.failed = true
    this.lastBuildMs = Date.now() - this.buildStartedAt!.getTime()
    this.failure = buildFailure(lines, retried)
    this.options.log.warn(
      { error: this.failure.output },
      'site build failed; the live site is unchanged',
    )
  }

  /** Content files failed the check: no build ran, and the live site is unchanged. */
  private failContent(problems: ContentProblem[]) {
    this.failed = true
    this.failure = contentFailure(problems)
    this.options.log.warn(
      { problems: problems.map(buildLine) },
      'content check failed before the site build; the live site is unchanged',
    )
  }

  private buildEnv(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', ...this.options.env }
    for (const name of PRIVATE_ENV) delete env[name]
    return env
  }
}
