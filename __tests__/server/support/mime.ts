// A small MIME reader (RFC 2045–2047), independent of nodemailer, for what these tests check.
export interface ParsedMessage {
  header(name: string): string | undefined
  text: string
  parts: ParsedMessage[]
}

export function parseMessage(raw: string): ParsedMessage {
  const split = raw.indexOf('\r\n\r\n')
  const headers = new Map<string, string>()
  for (const line of raw.slice(0, split).split(/\r\n(?![ \t])/)) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  const body = raw.slice(split + 4)
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => parseMessage(part.slice(2)))
    : []
  const encoding = headers.get('content-transfer-encoding')
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'latin1')
  return { header: (name) => headers.get(name), text: bytes.toString('utf8').trimEnd(), parts }
}

function decodeWords(value: string): string {
  return value.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const words = [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)]
    const bytes = words.map(([, kind, text = '']) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintable(text.replace(/_/g, ' ')),
    )
    return Buffer.concat(bytes).toString('utf8')
  })
}

function quotedPrintable(text: string): Buffer {
  const latin1 = text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )
  return Buffer.from(latin1, 'latin1')
}
