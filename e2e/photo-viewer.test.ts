import { routes } from '../src/domain/routes'
import type { Locator } from 'playwright-core'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { galleryAlbums } from './support/expectedRoutes'
import { openPhone, swipe, tap } from './support/touch'

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
/** The counter once it reads photo `n`, or what it still reads after 3 s. */
async function counterOf(dialog: Locator, n: number) {
  const wanted = dialog.getByText(new RegExp(`^Zdjęcie ${n} z \\d+$`))
  await wanted.waitFor({ timeout: 3_000 }).catch(() => undefined)
  return dialog.getByText(/^Zdjęcie \d+ z \d+$/).textContent()
}
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

  it('turns the page on a finger’s swipe, and then on the first tap of "Następne"', async () => {
    // Parents on phones: after a swipe on the photo, the first tap on a button was lost.
    const phone = await openPhone(harness.browser, 390)
    try {
      const { page, touch } = phone
      await page.goto(`${harness.site.url}${albumRoute}#zdjecie-1`)
      await waitForHydration(page)
      const dialog = page.getByRole('dialog')
      const count = Number(/ z (\d+)$/.exec((await counterOf(dialog, 1)) ?? '')?.[1])
      expect(count).toBeGreaterThan(1)
      /** The photo `step` away from photo `n` (1-based), round the album as the buttons go. */
      const from = (n: number, step: number) => ((n - 1 + step + count) % count) + 1
      const photo = dialog.locator('figure')
      const next = dialog.getByRole('button', { name: 'Następne' })
      const previous = dialog.getByRole('button', { name: 'Poprzednie' })

      await swipe(touch, photo, -200)
      await expect(counterOf(dialog, from(1, 1))).resolves.toBe(`Zdjęcie ${from(1, 1)} z ${count}`)
      await tap(touch, next)
      await expect(counterOf(dialog, from(1, 2))).resolves.toBe(`Zdjęcie ${from(1, 2)} z ${count}`)
      expect(new URL(page.url()).hash).toBe(`#zdjecie-${from(1, 2)}`)
      // And a swipe the other way, then the first tap on "Poprzednie".
      await swipe(touch, photo, 200)
      await expect(counterOf(dialog, from(1, 1))).resolves.toBe(`Zdjęcie ${from(1, 1)} z ${count}`)
      await tap(touch, previous)
      await expect(counterOf(dialog, 1)).resolves.toBe(`Zdjęcie 1 z ${count}`)
    } finally {
      await phone.close()
    }
  })
})
