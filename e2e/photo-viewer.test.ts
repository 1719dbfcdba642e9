import { routes } from '../src/domain/routes'
import { setUpBrowserSite } from './support/browserSite'
import { galleryAlbums } from './support/expectedRoutes'

// Issue #33: the photo viewer as a parent uses it on a phone. Each photo has its own address
// (#zdjecie-3), opening that address opens the viewer at that photo, and the phone's Back button
// closes the viewer instead of leaving the album.
jest.setTimeout(90_000)

const harness = setUpBrowserSite()
const viewer = () => harness.page.getByRole('dialog')
const counter = () =>
  viewer()
    .getByText(/^Zdjęcie \d+ z \d+$/)
    .textContent()
const { years, album } = galleryAlbums().find((a) => a.years === '2024-2025')!
const albumRoute = routes.galleryAlbum(years, album)

describe('the photo viewer', () => {
  it('gives each photo its address, and Back closes the viewer, staying in the album', async () => {
    const page = await harness.open(albumRoute, 390)
    await page
      .getByRole('button', { name: /^Powiększ/ })
      .first()
      .click()
    await expect(counter()).resolves.toMatch(/^Zdjęcie 1 z /)
    expect(new URL(page.url()).hash).toBe('#zdjecie-1')
    await viewer().getByRole('button', { name: 'Następne' }).click()
    await expect(counter()).resolves.toMatch(/^Zdjęcie 2 z /)
    expect(new URL(page.url()).hash).toBe('#zdjecie-2')
    // The photo shown can be downloaded, at the largest size the site has of it.
    const download = viewer().getByRole('link', { name: 'Pobierz' })
    await expect(download.getAttribute('download')).resolves.toBe('')
    const href = (await download.getAttribute('href'))!
    expect(href).toMatch(/\.(jpe?g|webp|png)$/)
    await expect(page.request.get(harness.site.url + href).then((r) => r.status())).resolves.toBe(
      200,
    )
    await page.goBack()
    await viewer().waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(albumRoute)
    expect(new URL(page.url()).hash).toBe('')
    await page
      .getByRole('button', { name: /^Powiększ/ })
      .first()
      .waitFor()
  })

  it('opens at the photo its address names', async () => {
    const page = await harness.open(`${albumRoute}#zdjecie-2`)
    await expect(counter()).resolves.toMatch(/^Zdjęcie 2 z /)
    await page.keyboard.press('Escape')
    await viewer().waitFor({ state: 'detached' })
    expect(new URL(page.url()).hash).toBe('')
    expect(new URL(page.url()).pathname).toBe(albumRoute)
  })
})
