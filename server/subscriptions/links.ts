import { signToken } from './tokens'

// Issue #34: the addresses in list mail, and the headers (RFC 8058) that let a mail program
// unsubscribe with one click.

export const SUBSCRIPTION_ROUTES = {
  subscribe: '/api/subscriptions',
  confirm: '/api/subscriptions/confirm',
  unsubscribe: '/api/subscriptions/unsubscribe',
  preferences: '/api/subscriptions/preferences',
} as const

export interface LinkOptions {
  secret: Uint8Array
  /** The public site's origin (config.siteUrl): the API is served from the same process. */
  siteUrl: string
}

export const confirmUrl = ({ secret, siteUrl }: LinkOptions, subscriberId: number) =>
  `${siteUrl}${SUBSCRIPTION_ROUTES.confirm}?token=${signToken(secret, 'confirm', { subscriberId })}`

export const unsubscribeToken = (secret: Uint8Array, subscriberId: number, list: string) =>
  signToken(secret, 'unsubscribe', { subscriberId, list })

export const unsubscribeUrl = (
  { secret, siteUrl }: LinkOptions,
  subscriberId: number,
  list: string,
) =>
  `${siteUrl}${SUBSCRIPTION_ROUTES.unsubscribe}?token=${unsubscribeToken(secret, subscriberId, list)}`

/** The subscriber's own page of lists and frequencies, linked from every list mail. */
export const preferencesUrl = ({ secret, siteUrl }: LinkOptions, subscriberId: number) =>
  `${siteUrl}${SUBSCRIPTION_ROUTES.preferences}?token=${signToken(secret, 'preferences', { subscriberId })}`

/** The mailto's subject: this, then the list's unsubscribe token. */
export const UNSUBSCRIBE_SUBJECT_PREFIX = 'unsubscribe-'

/** The plain address in MAIL_FROM (`Szkoła <noreply@x.org>` → `noreply@x.org`). */
export function fromAddress(mailFrom: string): string {
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)
  return (angled ? angled[1]! : mailFrom).trim()
}

/**
 * The headers every mail of one list carries (RFC 2369 and RFC 8058, which Gmail and Yahoo ask
 * of bulk senders since 2024). Each value is one line: a folded List-Unsubscribe breaks DKIM
 * (nodemailer #1654), which the sending slice must keep from happening.
 */
export function listUnsubscribeHeaders(
  options: LinkOptions & { mailFrom: string; unsubscribeMailbox?: string },
  subscriberId: number,
  list: string,
): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  const token = unsubscribeToken(options.secret, subscriberId, list)
  const https = `${options.siteUrl}${SUBSCRIPTION_ROUTES.unsubscribe}?token=${token}`
  // A person reads it (the office, OFFICE_EMAIL), and leaves the list by the subject's token in
  // the staff area (server/routes/gazda/mailing/): noreply@ would read nothing.
  const mailbox = options.unsubscribeMailbox ?? fromAddress(options.mailFrom)
  const mailto = `mailto:${mailbox}?subject=${UNSUBSCRIBE_SUBJECT_PREFIX}${token}`
  return {
    'List-Unsubscribe': `<${https}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
