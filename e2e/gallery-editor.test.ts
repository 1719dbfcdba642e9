import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { setUpBrowserSite } from './support/browserSite'
import { keepBuiltSite } from './support/site'
import { addStaff, EDITOR, logInWithForm } from './support/staffSession'

// Issue #18: a new school year and an album in it, made in /gazda/galeria/, photos sent to it and
// sent again (refused as the same bytes), put in another order from the keyboard, published by
// the real rebuild and shown on the site in that order.
jest.setTimeout(300_000)

const ROOT = path.join(__dirname, '..')
const YEARS = '2026-2027'
const YEAR_DIR = path.join(ROOT, 'content/gallery', YEARS)
const TITLE = 'Święto Niepodległości 2026'
const SLUG = 'swieto-niepodleglosci-2026'
const yearExisted = existsSync(YEAR_DIR)

const built = keepBuiltSite()
beforeAll(() => built.keep())
const harness = setUpBrowserSite({ PUBLISH: 'on' })
const photos: Record<string, string> = {}

beforeAll(async () => {
  await addStaff(harness.site, EDITOR)
  // Three photos of different bytes: the first makes the album, the other two are sent to it.
  for (const [name, background] of [
    ['pierwsze', '#c8102e'],
    ['flaga', '#ffffff'],
    ['apel', '#1d4f91'],
  ] as const) {
    photos[name] = path.join(os.tmpdir(), `${name}-${Date.now()}.jpg`)
    await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toFile(photos[name]!)
  }
})

// content/ and public/ end as they began: the new year's folder removed, and the site as built
// without it.
afterAll(() => {
  for (const file of Object.values(photos)) rmSync(file, { force: true })
  if (!yearExisted) rmSync(YEAR_DIR, { recursive: true, force: true })
  built.putBack()
}, 300_000)

describe('the gallery editor', () => {
  it('creates a school year and an album, refuses photos sent twice, reorders and publishes it', async () => {
    expect(yearExisted).toBe(false)
    const page = await harness.open('/gazda/')
    await logInWithForm(page, EDITOR)
    await page.getByRole('main').getByRole('link', { name: 'Galeria zdjęć' }).click()
    await page.getByRole('heading', { level: 2, name: 'Nowy album' }).waitFor()

    await page.getByLabel(/^Rok szkolny \(np\./).fill('2026-2028')
    await page.getByLabel(/^Tytuł albumu/).fill(TITLE)
    await page.getByText(`Adres albumu: /galeria-zdjec/rok-szkolny-2026-2028/${SLUG}/`).waitFor()
    await page.getByLabel(/^Data wydarzenia/).fill('2026-11-14')
    await page.getByLabel(/^Rodzaj wydarzenia/).selectOption({ label: 'Inne' })
    await page.getByLabel(/^Pierwsze zdjęcie/).setInputFiles(photos.pierwsze!)
    await page.getByRole('button', { name: 'Utwórz album' }).click()
    await page
      .getByText('Podaj rok szkolny jako dwa kolejne lata, np. 2025-2026.')
      .first()
      .waitFor()
    await page.getByLabel(/^Rok szkolny \(np\./).fill(YEARS)
    await page.getByRole('button', { name: 'Utwórz album' }).click()

    await page.getByRole('heading', { level: 1, name: `Album: ${TITLE}` }).waitFor()
    await page.getByText('Widoczne: 1, ukryte: 0.').waitFor()
    expect(readdirSync(path.join(YEAR_DIR, SLUG)).sort()).toEqual(['01.jpg', 'album.yaml'])

    const input = page.getByLabel('Wybierz zdjęcia')
    await input.setInputFiles([photos.flaga!, photos.apel!])
    await page.getByRole('button', { name: 'Prześlij zdjęcia' }).click()
    await page.getByText('Dodano: 02.jpg, 03.jpg.').waitFor()
    await page.getByText('Widoczne: 3, ukryte: 0.').waitFor()
    // The choice was cleared: pressing again sends nothing.
    await expect(input.evaluate((el: HTMLInputElement) => el.files?.length)).resolves.toBe(0)
    await page.getByRole('button', { name: 'Prześlij zdjęcia' }).click()
    await page.getByRole('alert').filter({ hasText: 'Najpierw wybierz zdjęcia.' }).waitFor()

    // The same files chosen again: refused, each named, nothing added.
    await input.setInputFiles([photos.flaga!, photos.apel!])
    await page.getByRole('button', { name: 'Prześlij zdjęcia' }).click()
    for (const [file, stored] of [
      [photos.flaga!, '02.jpg'],
      [photos.apel!, '03.jpg'],
    ]) {
      await page
        .getByRole('alert')
        .filter({
          hasText: `${path.basename(file!)}: To zdjęcie jest już w albumie (jako ${stored}): nie zostało dodane drugi raz.`,
        })
        .waitFor()
    }
    await page.getByText('Widoczne: 3, ukryte: 0.').waitFor()
    expect(readdirSync(path.join(YEAR_DIR, SLUG)).sort()).toEqual([
      '01.jpg',
      '02.jpg',
      '03.jpg',
      'album.yaml',
    ])

    // The photos reordered from the keyboard: 01.jpg two places later (its card moves in the page
    // and the focus goes with it), then 03.jpg one place earlier, to the front.
    const focused = (name: string) =>
      page
        .evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null)
        .then((label) => expect(label).toBe(name))
    const editorOrder = async () =>
      (
        await page
          .getByRole('button', { name: /^Ukryj zdjęcie / })
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
      ).map((label) => label!.replace('Ukryj zdjęcie ', ''))
    await page.getByRole('button', { name: 'Przesuń później zdjęcie 01.jpg' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Zdjęcie 01.jpg jest teraz na miejscu 2 z 3.').waitFor()
    await focused('Przesuń później zdjęcie 01.jpg')
    await page.keyboard.press('Enter')
    await page.getByText('Zdjęcie 01.jpg jest teraz na miejscu 3 z 3.').waitFor()
    await focused('Przesuń później zdjęcie 01.jpg')
    await page.getByRole('button', { name: 'Przesuń wcześniej zdjęcie 03.jpg' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Zdjęcie 03.jpg jest teraz na miejscu 1 z 3.').waitFor()
    await focused('Przesuń wcześniej zdjęcie 03.jpg')
    await expect(editorOrder()).resolves.toEqual(['03.jpg', '02.jpg', '01.jpg'])
    await page.getByRole('button', { name: 'Zapisz kolejność' }).click()
    await page.getByText('Zapisano nową kolejność zdjęć.').waitFor()
    expect(readFileSync(path.join(YEAR_DIR, SLUG, 'album.yaml'), 'utf8')).toContain(
      'order:\n  - 03.jpg\n  - 02.jpg\n  - 01.jpg\n',
    )
    await page.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 240_000 })
    // As saved, after loading the album again.
    await page.reload()
    await page.getByText('Widoczne: 3, ukryte: 0.').waitFor()
    await expect(editorOrder()).resolves.toEqual(['03.jpg', '02.jpg', '01.jpg'])

    const site = await harness.browser.newPage()
    // Links are followed once React has hydrated the page (as a reader's click would be handled),
    // and each page is known by its heading, not only by its address: Gatsby changes the address
    // before the new page is drawn.
    const hydrated = () => site.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    // The gallery's index leads to the new school year, and the year to the album.
    await site.goto(`${harness.site.url}/galeria-zdjec/`)
    await hydrated()
    await site.locator(`a[href="/galeria-zdjec/rok-szkolny-${YEARS}/"]`).first().click()
    await site.waitForURL(`**/galeria-zdjec/rok-szkolny-${YEARS}/`)
    await site.getByRole('heading', { level: 1, name: 'Rok szkolny 2026/2027' }).waitFor()
    await hydrated()
    await site
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .click()
    await site.waitForURL(`**/galeria-zdjec/rok-szkolny-${YEARS}/${SLUG}/`)
    await site.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await expect(site.getByRole('button', { name: /^Powiększ:/ }).count()).resolves.toBe(3)
    // In the order saved: each thumbnail is its photo's file name (…/03.jpg).
    const shown = await site
      .getByRole('button', { name: /^Powiększ:/ })
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
    expect(shown.map((src) => src!.split('/').at(-1))).toEqual(['03.jpg', '02.jpg', '01.jpg'])
    await site.close()
  })
})
