import { setUpBrowserSite } from './support/browserSite'

jest.setTimeout(90_000)

// Issue #18: a scheduled snow-day alert shows over the standing banner while current, and the
// standing banner comes back after its end on a page left open: the browser decides, from the
// alerts the page carries, with no rebuild. The built sample content has only the standing
// banner; the test adds a scheduled alert to the page's data (the static query of site.yaml) as a
// build would write it, and to the banners the server answers as saved, and moves the browser's clock.
const harness = setUpBrowserSite()

const SNOW = {
  kind: 'alert',
  content: '<strong>Zajęcia 23 stycznia są odwołane</strong> z powodu śnieżycy.',
  link: null,
  start: '2027-01-23T07:00:00.000Z',
  end: '2027-01-24T06:00:00.000Z',
}

/** The site settings' static query answered with the scheduled alert added; true once served. */
async function withScheduledAlert() {
  const served = { done: false, before: undefined as unknown }
  await harness.page.route('**/page-data/sq/d/*.json', async (route) => {
    const response = await route.fetch()
    const json = (await response.json()) as { data?: { siteSettings?: Record<string, unknown> } }
    if (json.data?.siteSettings) {
      served.before = json.data.siteSettings.scheduledAlerts
      json.data.siteSettings.scheduledAlerts = [SNOW]
      served.done = true
    }
    await route.fulfill({ response, json })
  })
  // The page then asks for the banners as saved (issue #20): the file as saved with it.
  await harness.page.route('**/api/alert', async (route) => {
    const response = await route.fetch()
    const json = (await response.json()) as { scheduledAlerts: unknown[] }
    await route.fulfill({ response, json: { ...json, scheduledAlerts: [SNOW] } })
  })
  return served
}

// A parent may read the site away from Lombard: the banners change at the same moments in a
// browser in any time zone (the times carry their offset; the page judges by the moment).
const ZONES = ['America/Chicago', 'Pacific/Honolulu', 'Europe/Warsaw', 'Asia/Tokyo']

/** The test's page in a browser context set to `timezoneId`, in place of the harness's own. */
async function pageIn(timezoneId: string) {
  await harness.page.context().close()
  const context = await harness.browser.newContext({
    timezoneId,
    viewport: { width: 1280, height: 800 },
  })
  harness.page = await context.newPage()
  await expect(
    harness.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  ).resolves.toBe(timezoneId)
}

const bannerText = () =>
  harness.page.locator('section[data-kind]').evaluateAll((all) => all.map((s) => s.textContent))

describe.each(ZONES)('a scheduled alert over the standing banner, browser in %s', (timezoneId) => {
  it('shows the snow day while current, and the standing banner again after its end', async () => {
    await pageIn(timezoneId)
    const served = await withScheduledAlert()
    // 2027-01-23 at 8:00 in Lombard: during the snow day.
    await harness.page.clock.install({ time: new Date('2027-01-23T14:00:00Z') })
    const page = await harness.open('/')
    expect(served).toEqual({ done: true, before: null }) // the build's data: no scheduled alert
    await page.locator('section[data-kind="alert"]').waitFor()
    expect(await bannerText()).toEqual([expect.stringContaining('Zajęcia 23 stycznia są odwołane')])

    // The page stays open past the end (midnight in Lombard): the timer brings the standing one back.
    await page.clock.fastForward('17:00:00')
    await page.locator('section[data-kind="info"]').waitFor()
    expect(await bannerText()).toEqual([expect.stringContaining('Zapisy na rok szkolny 2026/2027')])
    // The page may be asking for the saved banners as it closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  it('before the start shows the standing banner, and the snow day when the start comes', async () => {
    await pageIn(timezoneId)
    await withScheduledAlert()
    await harness.page.clock.install({ time: new Date('2027-01-23T06:00:00Z') })
    const page = await harness.open('/')
    await page.locator('section[data-kind="info"]').waitFor()
    await page.clock.fastForward('01:00:01')
    await page.locator('section[data-kind="alert"]').waitFor()
    expect(await bannerText()).toEqual([expect.stringContaining('z powodu śnieżycy')])
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})
