import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { setUpBrowserSite } from './support/browserSite'
import { expectCleanOnDesktopAndPhone } from './support/overflow'
import { keepBuiltSite } from './support/site'
import { addStaff, EDITOR, logInWithForm } from './support/staffSession'

// Issue #18: a new school year and an album in it, made in /gazda/galeria/, photos sent to it and
// sent again (refused as the same bytes), put in another order from the keyboard, published by
// the real rebuild and shown on the site in that order. Issue #30: a photo moved straight to a
// position from the keyboard and another dragged with the mouse, one deleted, one given a caption,
// an alt text and made the cover; the album screen passes axe-core at 1280 and 320 px.
// Two real builds: the first save starts one, and the saves made while it runs are the next.
jest.setTimeout(600_000)

const ROOT = path.join(__dirname, '..')
// A year the sample gallery leaves out (the spec's gap), so that the editor creates it.
const YEARS = '2009-2010'
const YEAR_DIR = path.join(ROOT, 'content/gallery', YEARS)
const TITLE = 'Święto Niepodległości 2009'
const SLUG = 'swieto-niepodleglosci-2009'
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
    ['boisko', '#2e7d32'],
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
    await page.getByLabel(/^Data wydarzenia/).fill('2009-11-14')
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

    /** The three photos kept, as the editor counts them and as the album's folder holds them. */
    const expectThreePhotos = async () => {
      await page.getByText('Widoczne: 3, ukryte: 0.').waitFor()
      expect(readdirSync(path.join(YEAR_DIR, SLUG)).sort()).toEqual([
        '01.jpg',
        '02.jpg',
        '03.jpg',
        'album.yaml',
      ])
    }
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
    await expectThreePhotos()

    // A fourth photo, the one deleted below.
    await input.setInputFiles(photos.boisko!)
    await page.getByRole('button', { name: 'Prześlij zdjęcia' }).click()
    await page.getByText('Dodano: 04.jpg.').waitFor()
    await page.getByText('Widoczne: 4, ukryte: 0.').waitFor()

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
    await page.getByText('Zdjęcie 01.jpg jest teraz na miejscu 2 z 4.').waitFor()
    await focused('Przesuń później zdjęcie 01.jpg')
    await page.keyboard.press('Enter')
    await page.getByText('Zdjęcie 01.jpg jest teraz na miejscu 3 z 4.').waitFor()
    await focused('Przesuń później zdjęcie 01.jpg')
    await page.getByRole('button', { name: 'Przesuń wcześniej zdjęcie 03.jpg' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('Zdjęcie 03.jpg jest teraz na miejscu 1 z 4.').waitFor()
    await focused('Przesuń wcześniej zdjęcie 03.jpg')
    await expect(editorOrder()).resolves.toEqual(['03.jpg', '02.jpg', '01.jpg', '04.jpg'])

    // Straight to a position, from the keyboard: 04.jpg to the front, the focus on its button.
    const position = page.getByLabel('Na pozycję – zdjęcie 04.jpg')
    await expect(position.inputValue()).resolves.toBe('4')
    await position.fill('1')
    await position.press('Enter')
    await page.getByText('Zdjęcie 04.jpg jest teraz na miejscu 1 z 4.').waitFor()
    await expect(page.evaluate(() => document.activeElement?.textContent ?? null)).resolves.toBe(
      'Przenieś zdjęcie 04.jpg',
    )
    await expect(editorOrder()).resolves.toEqual(['04.jpg', '03.jpg', '02.jpg', '01.jpg'])
    // Dragged with the mouse: 02.jpg by its picture onto the first photo's place.
    const cardOf = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByLabel(`Ukryj zdjęcie ${name}`) })
    await page.getByTitle('Przeciągnij zdjęcie 02.jpg na miejsce innego').dragTo(cardOf('04.jpg'))
    await page.getByText('Zdjęcie 02.jpg jest teraz na miejscu 1 z 4.').waitFor()
    await expect(editorOrder()).resolves.toEqual(['02.jpg', '04.jpg', '03.jpg', '01.jpg'])
    await page.getByRole('button', { name: 'Zapisz kolejność' }).click()
    await page.getByText('Zapisano nową kolejność zdjęć.').waitFor()
    const albumYaml = () => readFileSync(path.join(YEAR_DIR, SLUG, 'album.yaml'), 'utf8')
    expect(albumYaml()).toContain('order:\n  - 02.jpg\n  - 04.jpg\n  - 03.jpg\n  - 01.jpg\n')

    // 04.jpg deleted, after the question.
    await page.getByRole('button', { name: 'Usuń zdjęcie 04.jpg' }).click()
    await page
      .getByRole('group', { name: /^Usunąć zdjęcie 04\.jpg\?/ })
      .getByRole('button', { name: 'Tak' })
      .click()
    await page.getByText('Usunięto zdjęcie 04.jpg.').waitFor()
    await expectThreePhotos()
    expect(albumYaml()).toContain('order:\n  - 02.jpg\n  - 03.jpg\n  - 01.jpg\n')
    expect(albumYaml()).not.toContain('04.jpg')

    // 03.jpg given a caption and an alt text, and made the cover.
    const card = cardOf('03.jpg')
    await card.locator('summary').click()
    await card.getByLabel('Podpis', { exact: true }).fill('Apel z flagą')
    await card
      .getByLabel('Tekst alternatywny')
      .fill('Uczniowie na apelu, w środku biało-czerwona flaga')
    await card.getByRole('button', { name: 'Zapisz podpis i opis zdjęcia 03.jpg' }).click()
    await card.getByText('Zapisano podpis i opis.').waitFor()
    await page.getByRole('button', { name: 'Ustaw jako okładkę zdjęcie 03.jpg' }).click()
    await page.getByText('Okładką albumu jest teraz zdjęcie 03.jpg.').waitFor()
    await card.getByText(/okładka/).waitFor()
    expect(albumYaml()).toContain('cover: 03.jpg\n')
    expect(albumYaml()).toContain('captions:\n  03.jpg: Apel z flagą\n')
    expect(albumYaml()).toContain(
      'alts:\n  03.jpg: Uczniowie na apelu, w środku biało-czerwona flaga\n',
    )

    await page.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 480_000 })
    // As saved, after loading the album again.
    await page.reload()
    await page.getByText('Widoczne: 3, ukryte: 0.').waitFor()
    await expect(editorOrder()).resolves.toEqual(['02.jpg', '03.jpg', '01.jpg'])

    // The album screen, a photo's caption and alt text open, passes axe-core at 1280 and 320 px,
    // and fits the phone's width.
    await cardOf('03.jpg').locator('summary').click()
    await expect(cardOf('03.jpg').getByLabel('Podpis', { exact: true }).inputValue()).resolves.toBe(
      'Apel z flagą',
    )
    await page.waitForLoadState('networkidle')
    await expectCleanOnDesktopAndPhone(page)

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
    await site.getByRole('heading', { level: 1, name: 'Rok szkolny 2009/2010' }).waitFor()
    await hydrated()
    // The album's card shows the cover chosen.
    const coverSrc = await site
      .getByRole('link', { name: new RegExp(TITLE) })
      .first()
      .locator('img')
      .last()
      .getAttribute('src')
    expect(coverSrc!.split('/').at(-1)).toBe('03.jpg')
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
    expect(shown.map((src) => src!.split('/').at(-1))).toEqual(['02.jpg', '03.jpg', '01.jpg'])
    // The alt text describes its photo; the caption is shown under it in the viewer.
    const described = site.getByRole('button', {
      name: 'Powiększ: Uczniowie na apelu, w środku biało-czerwona flaga',
    })
    await expect(described.locator('img').last().getAttribute('alt')).resolves.toBe(
      'Uczniowie na apelu, w środku biało-czerwona flaga',
    )
    await described.click()
    await site.getByRole('dialog').getByText('Apel z flagą').waitFor()
    await site.close()
  })
})
