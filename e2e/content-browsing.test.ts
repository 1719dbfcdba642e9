import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { NEWS_PER_PAGE, routes } from '../src/domain/routes'
import { setUpBrowserSite } from './support/browserSite'
import { CONTENT_DIR, galleryAlbums, newsSlugs } from './support/expectedRoutes'

jest.setTimeout(90_000)

const harness = setUpBrowserSite()
const open = (route: string) => harness.open(route)
const viewer = () => harness.page.getByRole('dialog')
const counter = () =>
  viewer()
    .getByText(/^Zdjęcie \d+ z \d+$/)
    .textContent()

describe('the photo gallery', () => {
  it('leads from the gallery to a year, an album and the full-screen viewer', async () => {
    const { years, album } = galleryAlbums().find((a) => a.years === '2024-2025')!
    await open(routes.gallery())
    await harness.page.getByRole('link', { name: /Rok szkolny 2024\/2025/ }).click()
    await harness.page.waitForURL(harness.site.url + routes.galleryYear(years))
    await harness.page.getByRole('heading', { level: 1, name: 'Rok szkolny 2024/2025' }).waitFor()
    await harness.page.locator(`a[href="${routes.galleryAlbum(years, album)}"]`).click()
    await harness.page.waitForURL(harness.site.url + routes.galleryAlbum(years, album))
    // Gatsby changes the address before it renders the page: wait for the album's back link.
    await harness.page
      .locator(`main a[href="${routes.galleryYear(years)}"]`, { hasText: 'Wróć' })
      .waitFor()

    const thumbnails = harness.page.getByRole('button', { name: /^Powiększ/ })
    const count = await thumbnails.count()
    expect(count).toBeGreaterThanOrEqual(2)
    await thumbnails.first().click()
    await expect(counter()).resolves.toBe(`Zdjęcie 1 z ${count}`)
    await viewer().getByRole('button', { name: 'Następne' }).click()
    await expect(counter()).resolves.toBe(`Zdjęcie 2 z ${count}`)
    await harness.page.keyboard.press('ArrowRight')
    await expect(counter()).resolves.toBe(`Zdjęcie ${count > 2 ? 3 : 1} z ${count}`)
    await viewer().getByRole('button', { name: 'Poprzednie' }).click()
    await harness.page.keyboard.press('ArrowLeft')
    await expect(counter()).resolves.toBe(`Zdjęcie 1 z ${count}`)
    await harness.page.keyboard.press('ArrowLeft')
    await expect(counter()).resolves.toBe(`Zdjęcie ${count} z ${count}`)
    await harness.page.keyboard.press('Escape')
    await expect(viewer().count()).resolves.toBe(0)
    const focused = await harness.page.evaluate(() =>
      document.activeElement?.getAttribute('aria-label'),
    )
    expect(focused).toMatch(/^Powiększ/)
  })

  it('turns the page with a swipe on a phone', async () => {
    const { years, album } = galleryAlbums().find((a) => a.years === '2024-2025')!
    await harness.open(routes.galleryAlbum(years, album), 390)
    await harness.page
      .getByRole('button', { name: /^Powiększ/ })
      .first()
      .click()
    const stage = await viewer().locator('figure').boundingBox()
    const y = stage!.y + stage!.height / 2
    await harness.page.mouse.move(stage!.x + stage!.width * 0.8, y)
    await harness.page.mouse.down()
    await harness.page.mouse.move(stage!.x + stage!.width * 0.2, y, { steps: 5 })
    await harness.page.mouse.up()
    await expect(counter()).resolves.toMatch(/^Zdjęcie 2 z /)
  })

  it('shows a photo the right way up when its EXIF data says it is turned', async () => {
    const turned = await findTurnedPhoto()
    expect(turned).toBeDefined()
    const { years, album, index } = turned!
    await open(routes.galleryAlbum(years, album))
    await harness.page
      .getByRole('button', { name: /^Powiększ/ })
      .nth(index)
      .click()
    const img = viewer().locator('picture img')
    await img.evaluate((el: HTMLImageElement) => el.decode())
    const size = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight])
    expect(size[1]).toBeGreaterThan(size[0]!)
  })
})

/** The one sample photo stored sideways with an EXIF orientation that turns it upright. */
async function findTurnedPhoto() {
  for (const { years, album } of galleryAlbums()) {
    const dir = path.join(CONTENT_DIR, 'gallery', years, album)
    const photos = readdirSync(dir)
      .filter((name) => name.endsWith('.jpg'))
      .sort()
    for (const [index, name] of photos.entries()) {
      const { orientation } = await sharp(path.join(dir, name)).metadata()
      if (orientation && orientation >= 5) return { years, album, index }
    }
  }
  return undefined
}

describe('homework', () => {
  it('opens an item from the list and goes back to the list', async () => {
    await open(routes.homework())
    const first = harness.page.locator('table a').first()
    const title = await first.textContent()
    await first.click()
    await harness.page.getByRole('heading', { level: 1, name: title! }).waitFor()
    expect(harness.page.url()).toMatch(/\/zadania-domowe\/\d+\/$/)
    await harness.page.getByRole('link', { name: 'Wróć' }).click()
    await harness.page.waitForURL(harness.site.url + routes.homework())
    await harness.page.getByRole('heading', { level: 1, name: 'Zadania domowe' }).waitFor()
  })

  it('filters the list by class', async () => {
    await open(routes.homework())
    const all = await harness.page.locator('tbody tr').count()
    await harness.page.getByLabel('Pokaż zadania klasy').selectOption({ index: 1 })
    // The filter goes into the address (issue #19) and the list follows it once React renders.
    await harness.page.waitForFunction(
      (count) => document.querySelectorAll('tbody tr').length < count,
      all,
    )
    const filtered = await harness.page.locator('tbody tr').count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(all)
  })
})

describe('news', () => {
  it('pages through the list, newest first', async () => {
    const pageCount = Math.ceil(newsSlugs().length / NEWS_PER_PAGE)
    expect(pageCount).toBeGreaterThan(1)
    await open(routes.news())
    const firstPage = await harness.page.locator('article h2').allTextContents()
    expect(firstPage).toHaveLength(NEWS_PER_PAGE)
    await harness.page.getByRole('link', { name: 'Starsze →' }).click()
    await harness.page.waitForURL(harness.site.url + routes.newsPage(2))
    await harness.page.getByRole('heading', { level: 1, name: 'Wiadomości, strona 2' }).waitFor()
    const secondPage = await harness.page.locator('article h2').allTextContents()
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false)
    await expect(
      harness.page.getByRole('link', { name: 'Strona 2' }).getAttribute('aria-current'),
    ).resolves.toBe('page')
  })
})
