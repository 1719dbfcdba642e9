import type { Page } from 'playwright-core'
import { MENU } from '../src/domain/menu'
import { setUpBrowserSite } from './support/browserSite'
import { officeContact } from './support/office'

// Issue #33: the forms on a parent's phone before, or without, the page's code. A tap on the
// start control made before hydration ends at the form; with JavaScript off, each form page says
// how to reach the office instead, with working mail and call links, the menu is links, and the
// search says it needs JavaScript and leads to the main pages.
jest.setTimeout(120_000)

const harness = setUpBrowserSite()
const office = officeContact()
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`

describe('without JavaScript', () => {
  it.each([
    ['/zapisy-do-szkoly/', 'Formularz zapisu działa w przeglądarce z włączonym JavaScriptem'],
    ['/ankiety/zapisy/', 'Ankieta działa w przeglądarce z włączonym JavaScriptem'],
  ])('%s names the office’s e-mail and phone as links', async (route, says) => {
    const context = await harness.browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(harness.site.url + route)
      const note = page.getByRole('note').filter({ hasText: says })
      await expect(note.isVisible()).resolves.toBe(true)
      await expect(
        note.getByRole('link', { name: office.email }).getAttribute('href'),
      ).resolves.toBe(`mailto:${office.email}`)
      await expect(
        note.getByRole('link', { name: office.phone }).getAttribute('href'),
      ).resolves.toBe(telOf(office.phone))
    } finally {
      await context.close()
    }
  })
})

describe('the search without JavaScript', () => {
  it('says it needs JavaScript and leads to the menu’s main pages, with no form to send', async () => {
    const context = await harness.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    })
    try {
      const page = await context.newPage()
      await page.goto(`${harness.site.url}/`)
      const note = page
        .getByRole('note')
        .filter({ hasText: 'Wyszukiwarka działa tylko z włączonym JavaScriptem.' })
      await expect(note.isVisible()).resolves.toBe(true)
      for (const group of MENU) {
        const link = note.getByRole('link', { name: group.label, exact: true })
        await expect(link.isVisible()).resolves.toBe(true)
        await expect(link.getAttribute('href')).resolves.toBe(group.to)
      }
      // The form, which without its code would only reload the page at "/?", is not there to use.
      await expect(page.getByRole('searchbox').isVisible()).resolves.toBe(false)
      await expect(page.getByRole('button', { name: 'Szukaj' }).isVisible()).resolves.toBe(false)
    } finally {
      await context.close()
    }
  })
})

describe('the menu without JavaScript', () => {
  it.each([390, 1280])(
    'shows every group’s links at %i px, and they lead to their pages',
    async (width) => {
      const context = await harness.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      })
      try {
        const page = await context.newPage()
        await page.goto(`${harness.site.url}/`)
        const menu = page.getByRole('navigation', { name: 'Menu główne' })
        for (const name of ['Kalendarz zajęć', 'Zadania domowe', 'Najczęstsze pytania']) {
          await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(
            true,
          )
        }
        await menu.getByRole('link', { name: 'Kalendarz zajęć', exact: true }).click()
        await page.waitForURL(/\/kalendarz-zajec\/$/)
      } finally {
        await context.close()
      }
    },
  )
})

/** A phone of 2020 on a mobile network: 4× slower processor, 1.6 Mbps, 150 ms (Lighthouse's). */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

describe('a tap before the page’s code has run', () => {
  it.each([
    ['/zapisy-do-szkoly/', 'Wypełnij formularz zapisu', 'Formularz zapisu'],
    ['/ankiety/zapisy/', 'Nowa rodzina', 'Ankieta o zapisach'],
  ])('on %s, "%s" ends at the form', async (route, control, heading) => {
    const { page } = harness
    await page.setViewportSize({ width: 390, height: 844 })
    await slowPhone(page)
    await page.goto(harness.site.url + route, { waitUntil: 'commit' })
    const start = page.getByRole('button', { name: control })
    await start.waitFor()
    const hydrated = await page.evaluate(
      () => document.documentElement.getAttribute('data-hydrated') === 'true',
    )
    await start.click()
    // The tap was made before React ran (else this test would not try what it means to).
    expect(hydrated).toBe(false)
    await page.getByRole('heading', { name: heading, level: 2 }).waitFor({ timeout: 60_000 })
  })
})
