import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser, type AddressObject } from 'mailparser'

/** A mail as a MIME parser reads it (mailparser): its subject, its recipients, its text. */
export interface ReadMail {
  subject: string
  to: string[]
  text: string
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((address) => address.address ?? '')

export async function readMail(raw: Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw)
  return { subject: mail.subject ?? '', to: addresses(mail.to), text: mail.text ?? '' }
}

/** Every mail written to DATA_DIR/outbox/ (no SMTP_URL), read. */
export async function outboxMails(dataDir: string): Promise<ReadMail[]> {
  const dir = path.join(dataDir, 'outbox')
  const names = await readdir(dir).catch(() => [] as string[])
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => readMail(await readFile(path.join(dir, name)))),
  )
}
