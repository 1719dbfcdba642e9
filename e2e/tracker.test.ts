import { asc } from 'drizzle-orm'
import { trackerEvents, trackerSessions } from '../server/db/schema'
import { setUpBrowserSite } from './support/browserSite'

// SPEC.md §4 "Tracking on navigation" and "Tracker queue", against the real server and database.
jest.setTimeout(90_000)

const harness = setUpBrowserSite()

const stored = () =>
  harness.site.app.db.select().from(trackerEvents).orderBy(asc(trackerEvents.time))

async function waitForEvents(n: number) {
  for (let i = 0; i < 100; i += 1) {
    const rows = await stored()
    if (rows.length >= n) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return stored()
}

/** Follows a footer link (in the page, not behind a menu) and waits for its page. */
async function follow(path: string) {
  const { page } = harness
  await page.locator(`footer a[href="${path}"]`).click()
  await page.waitForURL(harness.site.url + path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

describe('the visitor tracker', () => {
  it('records five pages and a facebook click exactly once, in order, with the visit’s session', async () => {
    const { page } = harness
    // The facebook page is not on this machine's network: answer it locally.
    await page.route('https://www.facebook.com/**', (route) => route.fulfill({ body: 'facebook' }))
    await harness.open('/')
    for (const path of [
      '/kalendarz-zajec/',
      '/zadania-domowe/',
      '/wiadomosci/',
      '/galeria-zdjec/',
    ]) {
      await follow(path)
    }
    await page.getByRole('link', { name: 'Facebook' }).click()
    await page.waitForURL(/facebook\.com/)

    const rows = await waitForEvents(6)
    expect(rows.map((row) => [row.action, row.fromPath, row.toPath, row.target])).toEqual([
      ['route', '', '/', null],
      ['route', '/', '/kalendarz-zajec/', null],
      ['route', '/kalendarz-zajec/', '/zadania-domowe/', null],
      ['route', '/zadania-domowe/', '/wiadomosci/', null],
      ['route', '/wiadomosci/', '/galeria-zdjec/', null],
      ['external-click', null, null, 'facebook'],
    ])
    const sessions = await harness.site.app.db.select().from(trackerSessions)
    expect(sessions).toHaveLength(1)
    expect(new Set(rows.map((row) => row.sessionId))).toEqual(new Set([sessions[0]!.id]))
    expect(rows.every((row) => row.domain === new URL(harness.site.url).host)).toBe(true)
  })

  it('sends the queue left by an earlier page load after a reload', async () => {
    const { page } = harness
    await page.clock.install()
    // The page's own flush on hiding is lost: the events must come from the queue after reload.
    await page.route('**/api/tracker/beacon', (route) => route.abort())
    await harness.open('/')
    await follow('/kalendarz-zajec/')
    const before = (await stored()).length
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    // The reloaded page's own view is queued once the store has loaded after hydration, which on a
    // busy machine can be after a first step of the clock: the clock steps on until all are sent.
    for (let i = 0; i < 40 && (await stored()).length < before + 3; i += 1) {
      await page.clock.fastForward(25_000)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const rows = await waitForEvents(before + 3)
    const paths = rows.slice(before).map((row) => row.toPath)
    expect(paths).toEqual(['/', '/kalendarz-zajec/', '/kalendarz-zajec/'])
    await page.clock.fastForward(60_000)
    expect((await stored()).length).toBe(before + 3)
  })
})
