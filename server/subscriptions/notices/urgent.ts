import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { currentAlert } from '../../../src/domain/alerts'
import { alertTime, type Alert } from '../../../src/domain/site'
import { alertOf, SITE_FILE } from '../../content/alert'
import { URGENT_KEY_PREFIX } from '../sending/claims'
import { NOTICE_TEXTS } from './texts'
import { htmlToText } from './plainText'
import { subjectLine, type Notice } from './mail'

// Issue #34: the urgent list is mailed when an alert of kind "alert" starts showing on the site,
// whether a save put it up or its scheduled start came.
//
// Which alert shows is the site's own judgement (currentAlert, src/domain/alerts.ts). An alert is
// one notice by its kind, its words and its start: saving it again, changing its end, its link or
// a link inside its text, or only its markup (bold…), mails nothing; changing its words mails it
// again, since a word may turn its meaning ("odwołane" → "nie są odwołane") and no program can
// tell a typo's fix from that. An alert with no start (put up by a save, until taken down) is one
// notice from the save that put it up: the same words put up again after they were taken down
// (next winter's snow day) are a new notice. A save mails only when the alert it leaves showing
// is not the one that showed before it (the editor hands over both texts, one save at a time).

/** A scheduled start missed while the server was down is still mailed this long after it. */
export const URGENT_CATCH_UP_MS = 12 * 60 * 60 * 1000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What makes an alert the same notice: kind, words and start (see above). */
export function alertIdentity(alert: Alert, siteUrl: string): string {
  const start = alertTime(alert.start)
  const words = htmlToText(alert.content, siteUrl, { targets: false }).replace(/\s+/g, ' ')
  return sha256(JSON.stringify([alert.kind, words, start ?? null]))
}

/** The alert content/site.yaml's text shows at `now`, when it is one to mail (kind "alert"). */
export function urgentAlertIn(text: string | undefined, now: number): Alert | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const { scheduled, ...standing } = alertOf(text)
  const alert = currentAlert({ standing, scheduled }, now)
  return alert?.kind === 'alert' ? alert : undefined
}

/** The mail of an urgent alert, under `key`. */
export function urgentNotice(alert: Alert, key: string, { siteUrl }: { siteUrl: string }): Notice {
  const words = htmlToText(alert.content, siteUrl)
  const title = htmlToText(alert.content, siteUrl, { targets: false }).split('\n')[0] ?? ''
  const more = alert.link && (alert.link.startsWith('/') ? `${siteUrl}${alert.link}` : alert.link)
  return {
    key,
    list: 'urgent',
    subject: subjectLine(NOTICE_TEXTS.urgent.subject(title)),
    lines: [
      NOTICE_TEXTS.urgent.intro,
      '',
      words,
      ...(more && /^https?:\/\/\S+$/.test(more) ? ['', NOTICE_TEXTS.urgent.more(more)] : []),
    ],
  }
}

/**
 * The key of the notice a save of site.yaml makes, or undefined when it makes none: no urgent
 * alert shows after it, or the same one showed before it (already mailed when it started).
 */
export function keyAfterSave(
  before: string | undefined,
  after: string,
  now: number,
  siteUrl: string,
): { alert: Alert; key: string } | undefined {
  const alert = urgentAlertIn(after, now)
  if (!alert) return undefined
  const identity = alertIdentity(alert, siteUrl)
  const previous = urgentAlertIn(before, now)
  if (previous && alertIdentity(previous, siteUrl) === identity) return undefined
  // With a start, the start names it (the check every minute finds the same key). Without one,
  // the moment of this save does: that it did not show before is what keeps a second save quiet.
  const key =
    alertTime(alert.start) === undefined
      ? `${URGENT_KEY_PREFIX}${identity}:saved-${now}`
      : `${URGENT_KEY_PREFIX}${identity}`
  return { alert, key }
}

/**
 * The notice of an alert whose start has come (a scheduled one), when its start is at most
 * URGENT_CATCH_UP_MS ago: the check every minute mails it, and anyone confirmed since it started.
 */
export async function startedAlert(
  contentDir: string,
  now: number,
  siteUrl: string,
): Promise<{ alert: Alert; key: string } | undefined> {
  const text = await readFile(path.join(contentDir, SITE_FILE), 'utf8').catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  })
  const alert = urgentAlertIn(text, now)
  const start = alert && alertTime(alert.start)
  if (!alert || start === undefined || now - start > URGENT_CATCH_UP_MS) return undefined
  return { alert, key: `${URGENT_KEY_PREFIX}${alertIdentity(alert, siteUrl)}` }
}
