import path from 'node:path'
import fp from 'fastify-plugin'
import type { Language } from '../../../src/domain/i18n/languages'
import type { AppConfig } from '../../config'
import { createOutboxStore } from '../../outbox/store'
import type { LinkOptions } from '../links'
import { loadListCatalogues } from '../lists'
import { markInterrupted } from './claims'
import { createListTransport, type ListTransport } from './transport'
import { sendQueued } from './worker'

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue #34: list mail's transport and what its headers need (server/subscriptions/sending/). */
    listMail: {
      transport: ListTransport
      links: LinkOptions & { mailFrom: string; unsubscribeMailbox?: string }
      ratePerSecond: number
      /**
       * A list's name for the footer ("Klasa 3", "Grade 3" in English); an id no longer in the
       * catalogue as it is.
       */
      listName(list: string, language?: Language): string
      /**
       * Sends what is queued now, without waiting for the next look: called after enqueuing
       * (an urgent notice goes within seconds). Resolves when the queue is empty or the run ends.
       */
      kick(): Promise<void>
    }
  }
}

/** Besides the kicks, the queue is looked at this often (a 4xx retry, a kick a crash missed). */
export const LIST_MAIL_POLL_MS = 10_000

/** Needs the database and the secret: registered after them. */
export const listMailPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const transport = createListTransport({
    smtpUrl: config.smtpUrl,
    outbox: createOutboxStore(path.join(config.dataDir, 'outbox')),
    dkim: config.dkim,
  })
  const catalogues = loadListCatalogues(config.contentDir)
  let running: Promise<void> | null = null
  let again = false
  let closing = false
  let timer: NodeJS.Timeout | undefined

  // One run at a time; a kick during a run makes one more run after it (what it queued is seen).
  const kick = (): Promise<void> => {
    if (!config.listMailRunner || closing) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          const summary = await sendQueued(app)
          const total = summary.sent + summary.failed + summary.suppressed + summary.deferred
          if (total > 0) app.log.info({ event: 'list-mail', ...summary }, 'list mail sent')
        } while (again && !closing)
      } catch (error) {
        app.log.error({ err: error, event: 'list-mail' }, 'list mail run failed')
      } finally {
        running = null
      }
    })()
    return running
  }

  app.decorate('listMail', {
    transport,
    links: {
      secret: app.jwtSecret,
      siteUrl: config.siteUrl,
      mailFrom: config.mailFrom,
      unsubscribeMailbox: config.officeEmail,
    },
    ratePerSecond: config.listMailPerSecond,
    listName: (list: string, language: Language = 'pl') => catalogues[language].get(list) ?? list,
    kick,
  })
  // Before anything is sent: see sendQueued for what a stop leaves and how it is taken up.
  app.addHook('onReady', async () => {
    const interrupted = await markInterrupted(app.db)
    if (interrupted > 0) {
      app.log.warn({ interrupted }, 'list mail interrupted by a stop: sent again')
    }
    if (!config.listMailRunner) return
    void kick()
    timer = setInterval(() => void kick(), LIST_MAIL_POLL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    closing = true
    clearInterval(timer)
    await running
    transport.close()
  })
})
