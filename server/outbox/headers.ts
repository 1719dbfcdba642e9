import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser'

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

/** The addresses of a header, a group's members included. */
const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] => {
  const flat = (entry: EmailAddress): EmailAddress[] => [
    entry,
    ...(entry.group ?? []).flatMap(flat),
  ]
  return [field ?? []]
    .flat()
    .flatMap((object) => object.value.flatMap(flat))
    .map((entry) => entry.address ?? '')
    .filter((address) => address.includes('@'))
}

/**
 * Reads the header with mailparser's `simpleParser` (https://nodemailer.com/extras/mailparser/),
 * which decodes encoded words and folded lines; the body's text and HTML are not worked on.
 */
export async function readHeader(raw: Buffer): Promise<MailHeader> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  })
  return {
    subject: (mail.subject ?? '').trim(),
    from: addressesOf(mail.from)[0] ?? '',
    to: [...addressesOf(mail.to), ...addressesOf(mail.cc), ...addressesOf(mail.bcc)],
  }
}
