import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { enrollments, mailCounts } from '../../server/db/schema'
import { loadLimitsConfig } from '../../server/limits/config'
import { cappedMailer, mailboxKey } from '../../server/limits/mailCap'
import { createMailer } from '../../server/mail'
import { family, student } from '../domain/enrollment/fixtures'
import { makeBuiltSite, type BuiltSite } from './built-site'

// Issue #17: mail to one address is capped per school day; over the cap the enrolment is still
// stored, the address gets nothing more that day, and the log says so without the address.

const PARENT = 'ofiara@example.com'
const CAP = 3
const OFFICE_CAP = 4
const limits = loadLimitsConfig({
  MAIL_PER_RECIPIENT_PER_DAY: String(CAP),
  OFFICE_MAIL_PER_DAY: String(OFFICE_CAP),
})

let site: BuiltSite
let app: FastifyInstance
const log: string[] = []
const start = async () =>
  buildApp(
    { ...site.config, logLevel: 'info', limits },
    { logStream: { write: (line) => log.push(line) } },
  )

beforeAll(async () => {
  site = await makeBuiltSite()
  app = await start()
})
afterAll(async () => {
  await app?.close()
  await site?.remove()
})

const enrol = (ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/enrollments',
    remoteAddress: ip,
    payload: family({ motherEmail: PARENT, students: [student({ level: 'klasa-3' })] }),
  })

const outbox = () => path.join(site.config.dataDir, 'outbox')
/** The outbox's messages to an address, read once the mail that app.close waits for is sent. */
const mailsTo = (address: string) => {
  const files = (() => {
    try {
      return readdirSync(outbox()).filter((name) => name.endsWith('.eml'))
    } catch {
      return []
    }
  })()
  return files.filter((file) =>
    new RegExp(`^To: ${address.replace(/\./g, '\\.')}`, 'm').test(
      readFileSync(path.join(outbox(), file), 'utf8'),
    ),
  ).length
}
const restart = async () => {
  await app.close()
  app = await start()
}

/** The capped mailer over one that records each message's recipients (`sent`). */
function recordingMailer(options: Partial<Parameters<typeof cappedMailer>[1]> = {}) {
  const sent: string[][] = []
  const mailer = cappedMailer(
    { send: async (message) => (sent.push(message.to), { delivered: 'outbox', id: 'x' }) },
    {
      db: app.db,
      secret: app.jwtSecret,
      officeEmail: site.config.officeEmail,
      perRecipientPerDay: CAP,
      officePerDay: OFFICE_CAP,
      log: { warn: () => {} },
      ...options,
    },
  )
  return { sent, mailer }
}

describe('mail to one address a day', () => {
  it(`stores every enrolment but mails one parent's address at most ${CAP} times, across a restart`, async () => {
    const before = (await app.db.select().from(enrollments)).length
    for (let i = 1; i <= 4; i += 1) expect((await enrol(`10.7.0.${i}`)).statusCode).toBe(201)
    await restart()
    for (let i = 5; i <= 6; i += 1) expect((await enrol(`10.7.0.${i}`)).statusCode).toBe(201)
    await restart()
    expect((await app.db.select().from(enrollments)).length).toBe(before + 6)
    expect(mailsTo(PARENT)).toBe(CAP)
    // The office's notices have a cap of their own.
    expect(mailsTo(site.config.officeEmail)).toBe(OFFICE_CAP)
  })

  it('logs each mail not sent with a hash of the address, never the address', () => {
    const capped = log.filter((line) => line.includes('"mail-capped"'))
    // The mother's and the father's address three times each, the office's twice.
    expect(capped.length).toBe(3 + 3 + 2)
    for (const line of capped) expect(JSON.parse(line).recipient).toMatch(/^[0-9a-f]{16}$/)
    expect(log.join('\n')).not.toContain(PARENT)
    expect(log.join('\n')).not.toContain('ofiara')
  })

  it('keeps the counts under a keyed hash, and mails the address again the next day (fake clock)', async () => {
    const rows = await app.db.select().from(mailCounts)
    expect(JSON.stringify(rows)).not.toContain('ofiara')
    let now = new Date()
    const { sent, mailer } = recordingMailer({ now: () => now })
    const message = { to: [PARENT, 'inny@example.com'], subject: 'x', text: 'x' }
    await mailer.send(message)
    expect(sent).toEqual([['inny@example.com']])
    now = new Date(now.getTime() + 24 * 3600 * 1000)
    await mailer.send(message)
    expect(sent[1]).toEqual([PARENT, 'inny@example.com'])
    // Yesterday's counts are gone.
    const days = new Set((await app.db.select().from(mailCounts)).map((row) => row.day))
    expect(days.size).toBe(1)
  })

  it('counts a.b+x@gmail.com, AB@googlemail.com and ab@gmail.com as one mailbox, and anna+1@ with anna@ (issue #33)', async () => {
    const { sent, mailer } = recordingMailer({ perRecipientPerDay: 2 })
    for (const to of ['a.b+x@gmail.com', 'AB@googlemail.com', 'ab@gmail.com', 'a.b.@gmail.com']) {
      await mailer.send({ to: [to], subject: 'x', text: 'x' })
    }
    for (const to of ['anna+1@poczta.example', 'anna+2@poczta.example', 'anna@poczta.example']) {
      await mailer.send({ to: [to], subject: 'x', text: 'x' })
    }
    // Two of each mailbox; a.b@ at another provider is not ab@ there.
    expect(sent).toEqual([
      ['a.b+x@gmail.com'],
      ['AB@googlemail.com'],
      ['anna+1@poczta.example'],
      ['anna+2@poczta.example'],
    ])
    expect(mailboxKey('a.b@poczta.example')).not.toBe(mailboxKey('ab@poczta.example'))
  })

  it('answers "none" when every recipient is over the cap, without sending', async () => {
    const real = createMailer({ outboxDir: outbox(), from: 'szkola@example.org' })
    const mailer = cappedMailer(real, {
      db: app.db,
      secret: app.jwtSecret,
      officeEmail: site.config.officeEmail,
      perRecipientPerDay: 1,
      officePerDay: 1,
      log: { warn: () => {} },
    })
    const message = { to: ['jeden@example.com'], subject: 'x', text: 'x' }
    expect((await mailer.send(message)).delivered).toBe('outbox')
    expect(await mailer.send(message)).toEqual({ delivered: 'none', id: '' })
    expect(mailsTo('jeden@example.com')).toBe(1)
  })
})
