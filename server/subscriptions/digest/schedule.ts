import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import { makeDigest, sentOf } from './run'
import { digestDue, isThursday } from './week'

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue #34: the weekly digest (server/subscriptions/digest/). */
    digest: {
      /** Queues the digest of Thursday `day` and sends it now; what a second run finds done is skipped. */
      send(day: string): Promise<{ day: string; queued: number; sent: number }>
    }
  }
}

/** The clock is looked at this often: the digest goes within a minute of Thursday 18:00. */
export const DIGEST_CHECK_MS = 60_000

/** Needs the database and list mail: registered after them. `now`: the clock (tests give one). */
export const digestPlugin = fp<{ config: AppConfig; now?: () => Date }>(async (app, options) => {
  const { config, now = () => new Date() } = options
  const context = { db: app.db, contentDir: config.contentDir, links: app.listMail.links }
  // One digest at a time (the schedule, the command): the second waits and then finds it made.
  let last: Promise<unknown> = Promise.resolve()
  const send = (day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isThursday(day))
      return Promise.reject(new Error(`${day} is not a Thursday`))
    const run = last.then(async () => {
      const made = await makeDigest(context, day)
      if (made.queued > 0) await app.listMail.kick()
      const sent = await sentOf(app.db, made.messageIds)
      app.log.info({ event: 'digest', day, queued: made.queued, sent }, 'weekly digest')
      return { day, queued: made.queued, sent }
    })
    last = run.catch(() => undefined)
    return run
  }
  app.decorate('digest', { send })

  if (!config.digestSchedule) return
  /** The last Thursday whose digest this process made: the key keeps a restart from repeating it. */
  let made: string | null = null
  let timer: NodeJS.Timeout | undefined
  let closing = false
  const look = async () => {
    const day = digestDue(now())
    if (!day || day === made || closing) return
    try {
      await send(day)
      made = day
    } catch (error) {
      // Tried again at the next look, until Friday 18:00.
      app.log.error({ err: error, event: 'digest', day }, 'weekly digest failed')
    }
  }
  app.addHook('onReady', async () => {
    void look()
    timer = setInterval(() => void look(), DIGEST_CHECK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    closing = true
    clearInterval(timer)
    await last
  })
})
