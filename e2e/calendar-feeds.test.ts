import { readFileSync } from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { load } from 'js-yaml'
import { calendarFeedPath } from '../src/domain/calendarSubscription'
import { routes } from '../src/domain/routes'
import { setUpBrowserSite } from './support/browserSite'
import { CONTENT_DIR } from './support/expectedRoutes'

jest.setTimeout(90_000)

// Issue #10: the feeds the build wrote, as the real server serves them, read by a real
// iCalendar library; and the subscribe links of /kalendarz-zajec/ in a browser.
const harness = setUpBrowserSite()

async function fetchFeed(path: string) {
  const response = await fetch(harness.site.url + path)
  const text = await response.text()
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: is the build older than the feeds?`)
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
  return { response, text, events }
}

describe('the calendar feeds of the built site', () => {
  it('serves the school’s feed as text/calendar, in Chicago time', async () => {
    const { response, events } = await fetchFeed(calendarFeedPath())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar\b/)
    expect(events.length).toBeGreaterThan(0)
    const opening = events.find((e) => e.summary === 'Rozpoczęcie roku szkolnego 2025/2026')!
    expect(opening.startDate.zone?.tzid).toBe('America/Chicago')
    expect(opening.startDate.toJSDate().toISOString()).toBe('2025-09-06T14:00:00.000Z')
  })

  it('serves feeds that all parse, each homework event with an absolute URL (issue #19)', async () => {
    const levels = load(readFileSync(path.join(CONTENT_DIR, 'school/levels.yaml'), 'utf8')) as {
      id: string
    }[]
    let homework = 0
    let afternoon = 0
    for (const feedPath of [calendarFeedPath(), ...levels.map((l) => calendarFeedPath(l.id))]) {
      const { events } = await fetchFeed(feedPath)
      // Issue #33: every class day on a Saturday; the afternoon shift at its own hours.
      for (const event of events.filter((e) => e.summary.startsWith('Zajęcia ('))) {
        expect([event.summary, event.startDate.toJSDate().getUTCDay()]).toEqual([event.summary, 6])
        if (!event.summary.includes('po południu')) continue
        const hours = [event.startDate, event.endDate].map((t) => t.toString().slice(11, 16))
        expect(hours).toEqual(['13:30', '17:30'])
        afternoon += 1
      }
      for (const event of events.filter((e) => e.summary.startsWith('Termin oddania:'))) {
        const url = String(event.component.getFirstPropertyValue('url'))
        expect(url).toMatch(/^https?:\/\/[^/]+\/zadania-domowe\/\d+\/$/)
        expect(event.description).toContain(`Szczegóły: ${url}`)
        homework += 1
      }
    }
    expect(homework).toBeGreaterThan(0)
    expect(afternoon).toBeGreaterThan(0)
  })

  it('serves a class’s feed with its events and its homework due dates', async () => {
    const { response, events } = await fetchFeed(calendarFeedPath('klasa-4'))
    expect(response.status).toBe(200)
    const summaries = events.map((e) => e.summary)
    expect(summaries).toContain('Termin oddania: Opowiadanie: mój najciekawszy dzień wakacji')
    expect(summaries).not.toContain('Ślubowanie pierwszoklasistów')
    expect(summaries).toContain('Dyżur na korytarzu (rodzice, Klasa 4)')
  })

  it('offers the feeds on /kalendarz-zajec/ with Google, Apple and Outlook links', async () => {
    const page = await harness.open(routes.calendar())
    const host = new URL(harness.site.url).host
    const apple = page.getByRole('link', { name: 'Dodaj do Kalendarza Apple' })
    await expect(apple.getAttribute('href')).resolves.toBe(
      `webcal://${host}/kalendarz-zajec/kalendarz.ics`,
    )
    await page.getByRole('combobox', { name: 'Który kalendarz' }).selectOption('liceum-4')
    await expect(apple.getAttribute('href')).resolves.toBe(
      `webcal://${host}/kalendarz-zajec/liceum-4.ics`,
    )
    const google = await page
      .getByRole('link', { name: /^Dodaj do Kalendarza Google/ })
      .getAttribute('href')
    expect(google).toBe(
      'https://calendar.google.com/calendar/render?cid=' +
        encodeURIComponent(`webcal://${host}/kalendarz-zajec/liceum-4.ics`),
    )
    const outlook = new URL(
      (await page.getByRole('link', { name: /^Dodaj do Outlooka/ }).getAttribute('href'))!,
    )
    expect(outlook.searchParams.get('url')).toBe(`${harness.site.url}/kalendarz-zajec/liceum-4.ics`)
    expect(outlook.searchParams.get('name')).toBe('Polska Szkoła w Lombard – Liceum 4')
    const download = await page
      .getByRole('link', { name: 'Pobierz plik .ics' })
      .getAttribute('href')
    const feed = await fetchFeed(new URL(download!).pathname)
    expect(feed.events.map((e) => e.summary)).toContain('Egzamin maturalny — część pisemna')
  })

  it('logs no hydration warning on /kalendarz-zajec/', async () => {
    const messages: string[] = []
    harness.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    await harness.open(routes.calendar())
    expect(messages.filter((m) => /hydrat|did not match|Minified React error/i.test(m))).toEqual([])
  })
})
