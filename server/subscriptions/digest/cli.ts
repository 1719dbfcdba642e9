import path from 'node:path'
import { resolveJwtSecret } from '../../auth/secret'
import { askServer } from '../../backup/askServer'
import { withDataDir } from '../../backup/commands'
import { innermostMessage, Refused } from '../../backup/reason'
import { loadConfig, type AppConfig } from '../../config'
import { openDatabase } from '../../db/client'
import { createOutboxStore } from '../../outbox/store'
import { loadListCatalogues } from '../lists'
import { createListTransport } from '../sending/transport'
import { sendQueued } from '../sending/worker'
import { makeDigest, sentOf } from './run'
import { NOTIFY_TEXTS } from './texts'
import { isThursday, latestThursday } from './week'

export interface NotifyCliIo {
  out: (line: string) => void
  err: (line: string) => void
  env: NodeJS.ProcessEnv
  /** How long to wait for a running server; NOTIFY_WAIT_MS unless a test says. */
  waitMs?: number
}

/** How long `npm run notify` waits for the running server to queue and send the digest. */
export const NOTIFY_WAIT_MS = 15 * 60_000

interface DigestSent {
  day: string
  queued: number
  sent: number
}

/**
 * `npm run notify -- digest [--date=YYYY-MM-DD]`: the week's digest made and sent now, as the
 * schedule does on Thursday at 18:00. 0 done, 1 refused or failed, 2 bad usage.
 */
export async function runNotifyCli(args: string[], io: NotifyCliIo): Promise<number> {
  const [command, ...options] = args
  const date = options.map((option) => /^--date=(.*)$/.exec(option)?.[1])
  if (command !== 'digest' || date.some((value) => value === undefined) || date.length > 1) {
    io.err(NOTIFY_TEXTS.usage)
    return 2
  }
  const day = date[0] ?? latestThursday()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isThursday(day)) {
    io.err(NOTIFY_TEXTS.notThursday(day))
    return 2
  }
  try {
    const config = loadConfig(io.env)
    const done = await withDataDir<DigestSent>(
      config,
      () => digestHere(config, day),
      async (running) => {
        // Only the running server may open the embedded database: it makes and sends the digest.
        io.out(NOTIFY_TEXTS.askingServer(running.pid))
        return askServer<DigestSent>(
          config.dataDir,
          running.pid,
          io.waitMs ?? NOTIFY_WAIT_MS,
          { command: 'digest', day },
          NOTIFY_TEXTS,
        )
      },
    )
    io.out(NOTIFY_TEXTS.done(done.day, done.queued, done.sent))
    return 0
  } catch (error) {
    io.err(error instanceof Refused ? error.message : NOTIFY_TEXTS.failed(innermostMessage(error)))
    return 1
  }
}

/**
 * No server on the embedded database (or PostgreSQL, server or not): the command opens the
 * database and sends itself. It never puts back what a crashed server left in flight
 * (markInterrupted): on PostgreSQL a server may be sending at this moment.
 */
async function digestHere(config: AppConfig, day: string): Promise<DigestSent> {
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  })
  const transport = createListTransport({
    smtpUrl: config.smtpUrl,
    outbox: createOutboxStore(path.join(config.dataDir, 'outbox')),
    dkim: config.dkim,
  })
  try {
    const catalogues = loadListCatalogues(config.contentDir)
    const secret = resolveJwtSecret(config.jwtSecret, config.dataDir)
    const links = {
      secret,
      siteUrl: config.siteUrl,
      mailFrom: config.mailFrom,
      unsubscribeMailbox: config.officeEmail,
    }
    const made = await makeDigest({ db: opened.db, contentDir: config.contentDir, links }, day)
    if (made.queued > 0) {
      await sendQueued({
        db: opened.db,
        // The summary below says what was sent; a refusal's code is in the send log.
        log: { warn: () => undefined },
        listMail: {
          transport,
          links,
          ratePerSecond: config.listMailPerSecond,
          listName: (list, language = 'pl') => catalogues[language].get(list) ?? list,
        },
      })
    }
    return { day, queued: made.queued, sent: await sentOf(opened.db, made.messageIds) }
  } finally {
    transport.close()
    await opened.close()
  }
}
