import path from 'node:path'
import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import { createOutboxStore } from '../../outbox/store'
import type { LinkOptions } from '../links'
import { markInterrupted } from './claims'
import { createListTransport, type ListTransport } from './transport'

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue #34: list mail's transport and what its headers need (server/subscriptions/sending/). */
    listMail: {
      transport: ListTransport
      links: LinkOptions & { mailFrom: string }
      ratePerSecond: number
    }
  }
}

/** Needs the database and the secret: registered after them. */
export const listMailPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const transport = createListTransport({
    smtpUrl: config.smtpUrl,
    outbox: createOutboxStore(path.join(config.dataDir, 'outbox')),
    dkim: config.dkim,
  })
  app.decorate('listMail', {
    transport,
    links: { secret: app.jwtSecret, siteUrl: config.siteUrl, mailFrom: config.mailFrom },
    ratePerSecond: config.listMailPerSecond,
  })
  // Before anything is sent: see sendQueued for why these are never sent again.
  app.addHook('onReady', async () => {
    const interrupted = await markInterrupted(app.db)
    if (interrupted > 0) {
      app.log.warn({ interrupted }, 'list mail interrupted by a stop: recorded as unknown')
    }
  })
  app.addHook('onClose', async () => transport.close())
})
