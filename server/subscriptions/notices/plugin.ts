import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import type { SavedContent } from '../../content/editor'
import { SITE_FILE } from '../../content/alert'
import { loadListCatalogue } from '../lists'
import { immediateNotice } from './immediate'
import { mailNotice, noticeRecipients, type Notice } from './mail'
import { keyAfterSave, startedAlert, urgentNotice } from './urgent'

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue #34: list mail sent as soon as something happens (server/subscriptions/notices/). */
    notices: {
      /** After a staff save (the content editor's onSaved): an urgent banner, a new homework. */
      afterSave(saved: SavedContent): Promise<void>
      /** Mails an urgent alert whose start has come; what the server does every minute. */
      checkAlerts(now?: number): Promise<number>
    }
  }
}

/** How often the server looks for a scheduled alert whose start has come. */
export const ALERT_CHECK_MS = 60_000

/** Needs the database and list mail (app.listMail): registered after them. */
export const noticesPlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const { siteUrl, contentDir } = config
  const catalogue = loadListCatalogue(contentDir)
  const listName = (list: string) => catalogue.get(list) ?? list

  // Urgent mail goes whatever a subscriber's frequency (only 'off' stops it): it cannot wait for
  // Thursday. The other lists' notices go to those who asked for them at once.
  const urgent = async (found: Awaited<ReturnType<typeof startedAlert>>) => {
    if (!found) return 0
    const notice = urgentNotice(found.alert, found.key, { siteUrl })
    return send(notice, ['weekly', 'immediate'])
  }
  const send = async (notice: Notice, frequencies: ('weekly' | 'immediate')[]) => {
    const queued = await mailNotice(
      app,
      notice,
      await noticeRecipients(app.db, notice.list, frequencies),
    )
    if (queued > 0)
      app.log.info({ event: 'list-notice', list: notice.list, queued }, 'notice queued')
    return queued
  }

  // One check at a time: a save and the minute's check finding the same alert queue it once.
  let checking: Promise<unknown> = Promise.resolve()
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = checking.then(task, task)
    checking = run.catch(() => undefined)
    return run
  }

  app.decorate('notices', {
    afterSave: (saved: SavedContent) =>
      serially(async () => {
        // Any save of site.yaml: whatever the editor changed, the banner is judged before and after.
        if (saved.file === SITE_FILE) {
          await urgent(keyAfterSave(saved.before, saved.text, Date.now(), siteUrl))
          return
        }
        const notice = immediateNotice(saved, { siteUrl, listName })
        if (notice) await send(notice, ['immediate'])
      }),
    checkAlerts: (now = Date.now()) =>
      serially(async () => urgent(await startedAlert(contentDir, now, siteUrl))),
  })

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (!config.alertNoticeCheck) return
    const check = () =>
      void app.notices
        .checkAlerts()
        .catch((err) => app.log.error({ err, event: 'list-notice' }, 'alert check failed'))
    check()
    timer = setInterval(check, ALERT_CHECK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await checking
  })
})
