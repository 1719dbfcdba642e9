import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { routes } from '../src/domain/routes'
import { CONTENT_DIR } from './support/expectedRoutes'
import { setUpBrowserSite } from './support/browserSite'

jest.setTimeout(90_000)

// Issue #19: the built site decides in the browser what the date makes current, so a page built
// before the visitor's day is still right on it. The browser's clock is set; the site is not rebuilt.
const harness = setUpBrowserSite()

const calendarDays = (years: string) =>
  (
    load(readFileSync(path.join(CONTENT_DIR, 'calendar', `${years}.yaml`), 'utf8')) as {
      events: { date: Date | string }[]
    }
  ).events.map((e) => (e.date instanceof Date ? e.date.toISOString().slice(0, 10) : e.date))

const homeworkAssigned = (id: string) => {
  const text = readFileSync(path.join(CONTENT_DIR, 'homework', `${id}.md`), 'utf8')
  return /^assigned: (\S+)$/m.exec(text)![1]!
}

async function openOn(moment: string, route: string) {
  await harness.page.clock.setFixedTime(new Date(moment))
  return harness.open(route)
}

describe('the calendar page on the visitor’s day', () => {
  it('on 2026-11-24 shows 2026/2027 and the events from that day on', async () => {
    const page = await openOn('2026-11-24T18:00:00Z', routes.calendar())
    await page.getByText('Rok szkolny 2026/2027', { exact: true }).waitFor()
    const upcoming = await page
      .getByTestId('calendar-upcoming')
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!))
    const expected = [...new Set(calendarDays('2026-2027'))].sort().filter((d) => d >= '2026-11-24')
    expect(upcoming.length).toBeGreaterThan(0)
    expect(upcoming.every((day) => day >= '2026-11-24')).toBe(true)
    expect(upcoming[0]).toBe(expected[0])
    await expect(page.getByTestId('calendar-coming').count()).resolves.toBe(0)
  })

  it('on 2027-09-05 says the 2027/2028 calendar is coming and links 2026/2027 as an archive', async () => {
    const page = await openOn('2027-09-05T15:00:00Z', routes.calendar())
    const coming = page.getByTestId('calendar-coming')
    await expect(coming.textContent()).resolves.toContain(
      'Kalendarz na rok szkolny 2027/2028 jest w przygotowaniu.',
    )
    await expect(page.getByTestId('calendar-upcoming').count()).resolves.toBe(0)
    await coming.getByRole('link', { name: /2026\/2027 \(archiwum\)/ }).click()
    await expect(page.locator('#rok-2026-2027').getAttribute('open')).resolves.not.toBeNull()
    expect(new URL(page.url()).hash).toBe('#rok-2026-2027')
  })

  it('on 2026-11-24 lists homework still due apart from homework past its date', async () => {
    const page = await openOn('2026-11-24T18:00:00Z', routes.homework())
    const dates = (caption: string) =>
      page
        .locator('table', { has: page.locator('caption', { hasText: caption }) })
        .locator('tbody time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!))
    const due = await dates('Zadania do oddania')
    const past = await dates('Zadania po terminie')
    expect(due.length).toBeGreaterThan(0)
    expect(past.length).toBeGreaterThan(0)
    expect(due.every((day) => day >= '2026-11-24')).toBe(true)
    expect(past.every((day) => day < '2026-11-24')).toBe(true)
    // Issue #33: what is shown was assigned by that day, in this school year, each task once.
    const shown = await page
      .locator('tbody a')
      .evaluateAll((links) => links.map((a) => [a.textContent!, a.getAttribute('href')!]))
    const assigned = shown.map(([, href]) => homeworkAssigned(href!.split('/').at(-2)!))
    expect(assigned.filter((day) => day > '2026-11-24' || day < '2026-09-01')).toEqual([])
    const titles = shown.map(([title]) => title)
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([])
  })
})

describe('the homework filter in the address', () => {
  it('survives reload, Back and a shared link', async () => {
    const page = await harness.open(routes.homework())
    const filter = page.getByLabel('Pokaż zadania klasy')
    // The select follows the address once React has rendered after a navigation (a popstate is
    // handled after the address changes): wait for it, then read it.
    const chosen = async () => {
      await page
        .waitForFunction(
          (level) => {
            const select = [...document.querySelectorAll('select')].find(
              (element) => element.labels?.[0]?.textContent === 'Pokaż zadania klasy',
            )
            return select?.value === level
          },
          new URLSearchParams(new URL(page.url()).search).get('klasa') ?? '',
          { timeout: 5_000 },
        )
        .catch(() => undefined)
      return filter.inputValue()
    }
    // The list follows the address once React has rendered: wait for it, then read it.
    const classes = async () => {
      await page
        .waitForFunction(
          () => {
            const cells = [...document.querySelectorAll('tbody tr td:nth-child(2)')]
            const level = new URLSearchParams(location.search).get('klasa')
            const name = level?.replace(/^klasa-/, 'Klasa ')
            return cells.length > 0 && cells.every((cell) => cell.textContent === name)
          },
          undefined,
          { timeout: 5_000 },
        )
        .catch(() => undefined)
      return new Set(await page.locator('tbody tr td:nth-child(2)').allTextContents())
    }
    await filter.selectOption('klasa-4')
    await page.waitForURL(/\?klasa=klasa-4$/)
    expect(await classes()).toEqual(new Set(['Klasa 4']))

    await page.reload()
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await expect(chosen()).resolves.toBe('klasa-4')
    expect(await classes()).toEqual(new Set(['Klasa 4']))

    await filter.selectOption('klasa-1')
    await page.waitForURL(/\?klasa=klasa-1$/)
    expect(await classes()).toEqual(new Set(['Klasa 1']))
    await page.goBack()
    await page.waitForURL(/\?klasa=klasa-4$/)
    await expect(chosen()).resolves.toBe('klasa-4')
    expect(await classes()).toEqual(new Set(['Klasa 4']))

    const shared = await harness.open(`${routes.homework()}?klasa=klasa-1`)
    expect(shared).toBe(page) // harness.open goes to the address in the test's one page
    await expect(chosen()).resolves.toBe('klasa-1')
    expect(await classes()).toEqual(new Set(['Klasa 1']))
  })
})
