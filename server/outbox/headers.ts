import addressparser from 'nodemailer/lib/addressparser'

/**
 * What the outbox needs of a stored message (RFC 5322), read from its header: the subject and the
 * recipients to show, and the envelope to send it with (nodemailer sends a `raw` message with the
 * envelope it is given, and reads none from the message).
 */
export interface MailHeader {
  subject: string
  from: string
  to: string[]
}

export function readHeader(raw: Buffer): MailHeader {
  // nodemailer writes headers in ASCII; UTF-8 (RFC 6532) is read as such.
  const text = raw.toString('utf8')
  const end = text.search(/\r?\n\r?\n/)
  const fields = new Map<string, string>()
  // Folded lines (a line break before a space or tab) belong to the field above them.
  for (const line of (end === -1 ? text : text.slice(0, end)).split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!fields.has(name)) fields.set(name, line.slice(colon + 1).replace(/\r?\n[ \t]/g, ' '))
  }
  // Encoded words hold no ',', '<' or '>': the addresses are read before any is decoded.
  const addresses = (name: string) =>
    addressparser(fields.get(name) ?? '', { flatten: true })
      .map((entry) => entry.address)
      .filter((address) => address.includes('@'))
  return {
    subject: decodeWords(fields.get('subject') ?? '').trim(),
    from: addresses('from')[0] ?? '',
    to: [...addresses('to'), ...addresses('cc'), ...addresses('bcc')],
  }
}

/** Encoded words (RFC 2047), UTF-8 as nodemailer writes them; adjacent words join without space. */
export function decodeWords(value: string): string {
  return value.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const words = [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)]
    const bytes = words.map(([, kind, word = '']) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64')
        : Buffer.from(
            word
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    )
    const trailing = /\s+$/.exec(run)?.[0] ?? ''
    return Buffer.concat(bytes).toString('utf8') + trailing
  })
}
