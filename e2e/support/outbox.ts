// The mail a server without SMTP wrote to DATA_DIR/outbox/ (.eml), read back as the tests need it:
// headers with their encoded words decoded, and the text body (quoted-printable or base64).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseMessage } from '../../__tests__/server/support/mime'

export interface OutboxMail {
  to: string
  subject: string
  text: string
}

/** One single-part text message (what the school's mail is). */
export function parseMail(raw: string): OutboxMail {
  const mail = parseMessage(raw)
  return {
    to: mail.header('to') ?? '',
    subject: mail.header('subject') ?? '',
    text: mail.text.replace(/\r\n/g, '\n'),
  }
}

/** The outbox's mail that `wanted` picks, waiting up to 5 s for the server to write it. */
export async function waitForMail(
  dataDir: string,
  wanted: (mail: OutboxMail) => boolean,
): Promise<OutboxMail> {
  const outbox = path.join(dataDir, 'outbox')
  for (let i = 0; i < 50; i += 1) {
    const found = (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.endsWith('.eml'))
      .map((name) => parseMail(readFileSync(path.join(outbox, name), 'latin1')))
      .find(wanted)
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no such mail in the outbox after 5 s')
}
