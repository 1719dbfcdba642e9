import { routes } from '../src/domain/routes'
import { setUpSharedPage, waitForHydration } from './support/browserSite'
import { sampleAlbum, templatePages } from './support/templatePages'

// Issue #19: the header that never changes height, tables that work on a phone, and the details
// parents noticed (the photo viewer's backdrop, the asterisk on the green button, alignment).
jest.setTimeout(180_000)

const DESKTOP_WIDTHS = [1024, 1280, 1920] as const
const PHONE = 320
/** A query a parent types: it must show whole in the search field at every width. */
const TYPICAL_QUERY = 'zebranie rodziców'

const harness = setUpSharedPage()

async function open(route: string, width: number) {
  await harness.page.setViewportSize({ width, height: 800 })
  await harness.page.goto(harness.site.url + route)
  await waitForHydration(harness.page)
}

/** The site header's height and how many rows its parts (logo, menu, search) stand in. */
const measureHeader = () =>
  harness.page.evaluate(() => {
    const header = document.querySelector('header')!
    const parts = [...header.firstElementChild!.children].map((el) => el.getBoundingClientRect())
    parts.sort((a, b) => a.top - b.top)
    let rows = 0
    let bottom = -Infinity
    for (const box of parts) {
      if (box.top >= bottom - 1) rows += 1
      bottom = Math.max(bottom, box.bottom)
    }
    return { height: Math.round(header.getBoundingClientRect().height), rows }
  })

describe('the header', () => {
  it('is as tall on every template at 1024, 1280 and 1920 px, and in two rows at most at 320 px', async () => {
    const heights: Record<number, Record<string, number>> = {}
    const phoneRows: Record<string, number> = {}
    for (const route of templatePages()) {
      await open(route, PHONE)
      phoneRows[route] = (await measureHeader()).rows
      for (const width of DESKTOP_WIDTHS) {
        await harness.page.setViewportSize({ width, height: 800 })
        heights[width] = { ...heights[width], [route]: (await measureHeader()).height }
      }
    }
    for (const width of DESKTOP_WIDTHS) {
      const [first] = Object.values(heights[width]!)
      expect({ width, heights: heights[width] }).toEqual({
        width,
        heights: Object.fromEntries(templatePages().map((route) => [route, first])),
      })
      // One row: the logo (51 px) and the padding, as on the home page before the badge moved it.
      expect(first).toBeLessThan(90)
    }
    expect(Object.values(phoneRows).every((rows) => rows <= 2)).toBe(true)
  })

  it('shows a typical query whole in the search field, in a section and on the home page', async () => {
    for (const route of ['/', '/kalendarz-zajec/']) {
      for (const width of [PHONE, 390, 768, ...DESKTOP_WIDTHS]) {
        await open(route, width)
        const field = harness.page.getByRole('searchbox', { name: 'Szukaj na stronie' })
        await field.fill(TYPICAL_QUERY)
        const cut = await field.evaluate((el) => el.scrollWidth > el.clientWidth)
        expect({ route, width, cut }).toEqual({ route, width, cut: false })
      }
    }
  })
})

/** Every table cell's box, and how far the page scrolls sideways. */
const measureTables = () =>
  harness.page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    cells: [...document.querySelectorAll('main td')].map((td) => {
      const box = td.getBoundingClientRect()
      return { left: box.left, right: box.right, width: box.width }
    }),
  }))

describe('the calendar and the parents’ duty on a phone', () => {
  it.each(['/kalendarz-zajec/', '/dyzury-rodzicow/'])(
    'shows every column of %s whole at 320 and 390 px',
    async (route) => {
      for (const width of [PHONE, 390]) {
        await open(route, width)
        const { overflow, cells } = await measureTables()
        expect(cells.length).toBeGreaterThan(4)
        expect(overflow).toBeLessThanOrEqual(0)
        const clipped = cells.filter((c) => c.width === 0 || c.left < 0 || c.right > width)
        expect(clipped).toEqual([])
      }
    },
  )

  it('names each value by its column on a phone ("Klasy: …"), and by none on a wide screen', async () => {
    const before = () =>
      harness.page
        .locator('main td[data-label="Klasy"]')
        .first()
        .evaluate((td) => getComputedStyle(td, '::before').content)
    await open('/kalendarz-zajec/', PHONE)
    await expect(before()).resolves.toMatch(/data-label|Klasy/)
    await harness.page.setViewportSize({ width: 1280, height: 800 })
    await expect(before()).resolves.toBe('none')
  })
})

describe('the homework list on a phone', () => {
  it('shows every due date whole, on one line, at 320 px, and no table wider than its box', async () => {
    await open(routes.homework(), PHONE)
    const tables = await harness.page.evaluate(() =>
      [...document.querySelectorAll('main table')].map((table) => ({
        wider: table.scrollWidth - table.parentElement!.clientWidth,
        dates: [...table.querySelectorAll('td time')].map((time) => ({
          right: time.getBoundingClientRect().right,
          cellRight: time.closest('td')!.getBoundingClientRect().right,
          lines: time.getClientRects().length,
        })),
      })),
    )
    expect(tables.length).toBeGreaterThan(0)
    for (const { wider, dates } of tables) {
      expect(wider).toBeLessThanOrEqual(0)
      expect(dates.length).toBeGreaterThan(0)
      const cut = dates.filter((d) => d.cellRight > PHONE || d.right > d.cellRight || d.lines !== 1)
      expect(cut).toEqual([])
    }
  })
})

describe('the calendar on a wide screen', () => {
  it('gives every month’s table the same columns, and each shift’s hours one line', async () => {
    await open('/kalendarz-zajec/', 1280)
    const tables = await harness.page.evaluate(() =>
      [...document.querySelectorAll('main table')].map((table) => ({
        columns: [...table.querySelectorAll('thead th')].map((th) =>
          Math.round(th.getBoundingClientRect().width),
        ),
        // Each time range ("13:30–17:30") on one line; a shift's name before it may wrap.
        hoursLines: [...table.querySelectorAll('tbody td:nth-child(3) [data-hours]')].map(
          (hours) => {
            const range = document.createRange()
            range.selectNodeContents(hours)
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
          },
        ),
      })),
    )
    expect(tables.length).toBeGreaterThan(3)
    expect(tables.flatMap((table) => table.hoursLines).length).toBeGreaterThan(10)
    for (const table of tables) {
      expect(table.columns).toEqual(tables[0]!.columns)
      expect(table.hoursLines.every((lines) => lines === 1)).toBe(true)
    }
  })
})

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number]
    const channel = (c: number) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl)
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('details parents noticed', () => {
  // First: the survey started below leaves a draft in the tab, which opens the form instead.
  it('puts the survey’s question line in line with the text above it', async () => {
    await open('/ankiety/zapisy/', 1280)
    const [question, above] = await harness.page.evaluate(() => {
      const prompt = [...document.querySelectorAll('main p')].find((p) =>
        p.textContent?.startsWith('Czy dziecko uczęszczało'),
      )!
      const textLeft = (el: Element) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return Math.round(range.getClientRects()[0]!.left)
      }
      return [
        textLeft(prompt),
        textLeft(prompt.closest('div')!.parentElement!.previousElementSibling!),
      ]
    })
    expect(question).toBe(above)
  })

  it('keeps the required asterisk readable on the accepted (green) declaration', async () => {
    await open('/ankiety/zapisy/', 1280)
    await harness.page.getByRole('button', { name: 'Kontynuacja' }).click()
    const button = harness.page.locator('#formulate-parentDuty')
    await button.click()
    await harness.page.getByRole('dialog').getByRole('button', { name: 'Akceptuję' }).click()
    await expect(button.getAttribute('class')).resolves.toContain('button--success')
    const [mark, background] = await button.evaluate((el) => [
      getComputedStyle(el.querySelector('[aria-hidden="true"]')!).color,
      getComputedStyle(el).backgroundColor,
    ])
    expect(contrast(mark!, background!)).toBeGreaterThanOrEqual(4.5)
  })

  it('hides the page entirely behind the photo viewer', async () => {
    await open(sampleAlbum(), 1280)
    await harness.page
      .getByRole('button', { name: /^Powiększ/ })
      .first()
      .click()
    const background = await harness.page
      .getByRole('dialog')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    // rgb(…) is opaque; rgba(…, 0.96) let the page show through.
    expect(background).toMatch(/^rgb\(/)
  })
})
