import { MENU, SUBMENU_CLOSE_DELAY_MS } from '../src/domain/menu'
import { setUpBrowserSite } from './support/browserSite'

jest.setTimeout(60_000)

const harness = setUpBrowserSite()
const open = (route: string) => harness.open(route)
const group = (label: string) => harness.page.getByRole('button', { name: new RegExp(`^${label}`) })
const submenu = (id: string) => harness.page.locator(`#submenu-${id}`)

describe('the menu in a desktop browser', () => {
  it('opens a group on hover and closes it about a second after the pointer leaves', async () => {
    await open('/')
    await group('Uczniowie').hover()
    await expect(submenu('uczniowie').isVisible()).resolves.toBe(true)
    await harness.page.mouse.move(5, 700)
    await harness.page.waitForTimeout(SUBMENU_CLOSE_DELAY_MS / 2)
    await expect(submenu('uczniowie').isVisible()).resolves.toBe(true)
    await harness.page.waitForTimeout(SUBMENU_CLOSE_DELAY_MS)
    await expect(submenu('uczniowie').isVisible()).resolves.toBe(false)
  })

  it('follows a menu link to its page and marks it as the current item', async () => {
    await open('/')
    await group('Uczniowie').hover()
    await submenu('uczniowie').getByRole('link', { name: 'Kalendarz zajęć' }).click()
    await harness.page.waitForURL(`${harness.site.url}/kalendarz-zajec/`)
    await harness.page.getByRole('heading', { level: 1, name: 'Kalendarz zajęć' }).waitFor()
    await expect(harness.page.title()).resolves.toBe('Kalendarz zajęć - Polska Szkoła w Lombard')
    await expect(submenu('uczniowie').isVisible()).resolves.toBe(false)
    const current = harness.page.locator('#submenu-uczniowie a[aria-current="page"]')
    await expect(current.getAttribute('href')).resolves.toBe('/kalendarz-zajec/')
  })

  it('works by keyboard: Tab to a group, Enter to open, Escape to close', async () => {
    await open('/')
    const firstGroup = MENU[0]!
    await group(firstGroup.label).focus()
    await harness.page.keyboard.press('Enter')
    await expect(submenu(firstGroup.id).isVisible()).resolves.toBe(true)
    await harness.page.keyboard.press('Tab')
    const focused = await harness.page.evaluate(() => document.activeElement?.getAttribute('href'))
    expect(focused).toBe(firstGroup.items[0]!.to)
    await harness.page.keyboard.press('Escape')
    await expect(submenu(firstGroup.id).isVisible()).resolves.toBe(false)
    await expect(
      group(firstGroup.label).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
  })
})

describe('the menu on a 375 px wide phone', () => {
  beforeEach(() => harness.page.setViewportSize({ width: 375, height: 740 }))

  it('hides the groups behind a Menu button that toggles them', async () => {
    await open('/')
    const toggle = harness.page.getByRole('button', { name: 'Menu' })
    await expect(toggle.isVisible()).resolves.toBe(true)
    await expect(group('Rodzice').isVisible()).resolves.toBe(false)
    await toggle.click()
    await expect(group('Rodzice').isVisible()).resolves.toBe(true)
    await group('Rodzice').click()
    await submenu('rodzice').getByRole('link', { name: 'Wiadomości' }).click()
    await harness.page.waitForURL(`${harness.site.url}/wiadomosci/`)
    await harness.page.getByRole('heading', { level: 1, name: 'Wiadomości' }).waitFor()
    await expect(group('Rodzice').isVisible()).resolves.toBe(false)
    await toggle.click()
    await expect(group('Rodzice').isVisible()).resolves.toBe(true)
  })

  it('fits the page width without sideways scrolling', async () => {
    await open('/')
    const overflow = await harness.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

describe('unknown paths', () => {
  it('answer 404 with the not-found page', async () => {
    const response = await harness.page.goto(`${harness.site.url}/nie-ma-takiej-strony/`)
    expect(response?.status()).toBe(404)
    await expect(harness.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Nie znaleziono strony',
    )
  })

  it('are redirected to the trailing-slash route when the page exists', async () => {
    const response = await harness.page.goto(`${harness.site.url}/wiadomosci`)
    expect(response?.status()).toBe(200)
    expect(harness.page.url()).toBe(`${harness.site.url}/wiadomosci/`)
  })
})
