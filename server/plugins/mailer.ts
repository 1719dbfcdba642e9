import path from 'node:path'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { cappedMailer } from '../limits/mailCap'
import { createMailer, smtpSender, type Mailer } from '../mail'
import { createOutbox, type Outbox } from '../outbox'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
    /** What could not be sent, for the staff area (issue #18). */
    outbox: Outbox
  }
}

export const NO_SMTP_WARNING =
  'SMTP_URL is not set: no mail leaves the server; every message is written to'

/**
 * Mail through SMTP_URL, or, without one or when it fails, .eml files in DATA_DIR/outbox/
 * (DESIGN.md, issue #18); at most so many a day to one address (issue #17). Needs the database
 * and the secret: registered after.
 */
export const mailerPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const outboxDir = path.join(config.dataDir, 'outbox')
  // Issue #18: nobody receives mail in this mode, so whoever starts the server is told once.
  if (!config.smtpUrl) app.log.warn(`${NO_SMTP_WARNING} ${outboxDir}`)
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom })
  app.decorate(
    'mailer',
    cappedMailer(mailer, {
      db: app.db,
      secret: app.jwtSecret,
      officeEmail: config.officeEmail,
      perRecipientPerDay: config.limits.mailPerRecipientPerDay,
      officePerDay: config.limits.officeMailPerDay,
      log: app.log,
    }),
  )
  // Sent again by an admin: not counted against the daily caps, which keep strangers' writes in check.
  const send = config.smtpUrl ? smtpSender(config.smtpUrl) : undefined
  app.decorate('outbox', createOutbox({ outboxDir, send, log: app.log }))
})
