import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { LiveAlerts } from '../../src/domain/api/content'
import type { AlertValues } from '../../src/domain/content/editing'
import { LIVE_ALERTS_PATH } from '../../src/domain/site'
import { alertOf, SITE_FILE } from '../content/alert'
import type { Routes } from './options'

/**
 * GET /api/alert (issue #20): the alert banners of content/site.yaml as the file is now, so that
 * a snow-day message reaches the pages already open within seconds of its save instead of after
 * the build. The HTML goes through the same allowlist as the build's (the check worker), once per
 * version of the file: open pages ask every few seconds, and every one of them gets the same
 * answer from memory until the file changes.
 */
export const siteAlertRoutes: Routes = async (app, { contentDir, inspector }) => {
  const sanitized = async (alert: AlertValues): Promise<AlertValues> => ({
    ...alert,
    content: alert.content ? (await inspector.inspect(alert.content, 'alert')).html : '',
  })
  const answerFor = async (text: string): Promise<LiveAlerts> => {
    const { scheduled, ...standing } = alertOf(text)
    return {
      alert: await sanitized(standing),
      scheduledAlerts: await Promise.all(scheduled.map(sanitized)),
    }
  }
  // The answer for the file's text last read, refusal included: pages asking at once while it is
  // made share it, and a text the worker could not judge (too complex, only by a hand edit: a save
  // is refused) is not sent to it again by every open page every few seconds, only once changed.
  let last: { text: string; answer: Promise<LiveAlerts> } | undefined

  app.get(LIVE_ALERTS_PATH, { schema: { response: { 200: LiveAlerts } } }, async () => {
    // No site.yaml is no banner; a file that cannot be read is an error, and the pages keep theirs.
    const text = await readFile(path.join(contentDir, SITE_FILE), 'utf8').catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
      throw error
    })
    if (last?.text !== text) last = { text, answer: answerFor(text) }
    return last.answer
  })
}
