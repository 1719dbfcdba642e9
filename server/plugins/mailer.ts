import path from 'node:path'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { createMailer, type Mailer } from '../mail'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** Mail through SMTP_URL, or, without one, .eml files in DATA_DIR/outbox/ (DESIGN.md). */
export const mailerPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
    }),
  )
})
