import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { ALERT } from '../src/staff/editors/text/alert'
import { setUpBrowserSite } from './support/browserSite'
import { keepBuiltSite } from './support/site'
import { addStaff, EDITOR, logInWithForm } from './support/staffSession'

// Issue #7: an editor changes an FAQ answer in /gazda/faq/ and sees it on the public page after the
// real rebuild (npx gatsby build, warm cache), switched in by the server only once it succeeded.
jest.setTimeout(300_000)

const ROOT = path.join(__dirname, '..')
const FAQ_FILE = path.join(ROOT, 'content/pages/najczestsze-pytania.md')
const original = readFileSync(FAQ_FILE)
const ALBUM_DIR = path.join(ROOT, 'content/gallery/2024-2025/andrzejki')
const ALBUM_FILE = path.join(ALBUM_DIR, 'album.yaml')
const originalAlbum = readFileSync(ALBUM_FILE)
const originalPhotos = readdirSync(ALBUM_DIR)
const SITE_FILE = path.join(ROOT, 'content/site.yaml')
const originalSite = readFileSync(SITE_FILE)

const built = keepBuiltSite()
beforeAll(() => built.keep())
const harness = setUpBrowserSite({ PUBLISH: 'on' })

beforeAll(() => addStaff(harness.site, EDITOR))

// content/ and public/ end as they began: the files put back, and the site as built from them.
afterAll(() => {
  const added = readdirSync(ALBUM_DIR).filter((name) => !originalPhotos.includes(name))
  for (const name of added) rmSync(path.join(ALBUM_DIR, name))
  if (!readFileSync(ALBUM_FILE).equals(originalAlbum)) writeFileSync(ALBUM_FILE, originalAlbum)
  if (!readFileSync(SITE_FILE).equals(originalSite)) writeFileSync(SITE_FILE, originalSite)
  if (!readFileSync(FAQ_FILE).equals(original)) writeFileSync(FAQ_FILE, original)
  built.putBack()
}, 300_000)

describe('publishing from the staff area', () => {
  it('puts an edited FAQ answer on the public page after the rebuild', async () => {
    const page = await harness.open('/gazda/')
    await logInWithForm(page, EDITOR)
    await page.goto(`${harness.site.url}/gazda/faq/`)
    const answer = page.locator('#formulate-items-0-answer')
    await answer.waitFor()
    const marker = `Zmiana z panelu ${Date.now()}`
    await answer.fill(`${await answer.inputValue()}\n\n${marker}.`)
    const started = Date.now()
    await page.getByRole('button', { name: 'Zapisz i opublikuj' }).click()
    await page.getByText('Publikowanie…').first().waitFor()
    await page.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 240_000 })
    const seconds = (Date.now() - started) / 1000

    const faq = await harness.browser.newPage()
    await faq.goto(`${harness.site.url}/pages/najczestsze-pytania/`)
    await faq.getByText(marker).first().waitFor({ state: 'attached' })
    await faq.close()
    // The file was written (and passes the build's content checks, or the build would have failed).
    expect(readFileSync(FAQ_FILE, 'utf8')).toContain(marker)
    console.log(`save → live in the browser: ${seconds.toFixed(1)} s`)
  })

  it('adds a photo to an album by upload and hides photos one by one, then publishes it', async () => {
    const photo = path.join(os.tmpdir(), `andrzejki-${Date.now()}.jpg`)
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8102e' } })
      .jpeg()
      .toFile(photo)
    // Each test has a browser context of its own: logged out.
    const page = await harness.open('/gazda/')
    await logInWithForm(page, EDITOR)
    await page.getByRole('main').getByRole('link', { name: 'Galeria zdjęć' }).click()
    await page.getByRole('heading', { level: 1, name: 'Galeria zdjęć' }).waitFor()
    await page.getByLabel('Rok szkolny', { exact: true }).selectOption('2024-2025')
    await page.getByRole('link', { name: 'Andrzejki 2024' }).click()
    await page.getByRole('heading', { level: 1, name: 'Album: Andrzejki 2024' }).waitFor()
    await page.getByText('Widoczne: 2, ukryte: 0.').waitFor()
    // Every preview is the real photo, fetched with the staff token.
    await page.getByRole('img', { name: 'Zdjęcie 02.jpg' }).waitFor()

    await page.getByLabel('Wybierz zdjęcia').setInputFiles(photo)
    await page.getByRole('button', { name: 'Prześlij zdjęcia' }).click()
    await page.getByText('Dodano: 03.jpg.').waitFor()
    await page.getByText('Widoczne: 3, ukryte: 0.').waitFor()
    await page.getByRole('button', { name: 'Ukryj zdjęcie 01.jpg' }).click()
    await page.getByText('Widoczne: 2, ukryte: 1.').waitFor()
    await page.getByRole('button', { name: 'Ukryj zdjęcie 02.jpg' }).click()
    await page.getByText('Widoczne: 1, ukryte: 2.').waitFor()
    // The last photo shown cannot be hidden: the album keeps one.
    await page.getByRole('button', { name: 'Ukryj zdjęcie 03.jpg' }).click()
    await page.getByRole('alert').filter({ hasText: 'ostatnie widoczne zdjęcie' }).waitFor()
    expect(readFileSync(ALBUM_FILE, 'utf8')).toContain('hidden:\n  - 01.jpg\n  - 02.jpg\n')
    await page.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 240_000 })

    const album = await harness.browser.newPage()
    await album.goto(`${harness.site.url}/galeria-zdjec/rok-szkolny-2024-2025/andrzejki/`)
    await album.getByText('1 zdjęcie').first().waitFor()
    await expect(album.getByRole('button', { name: /^Powiększ:/ }).count()).resolves.toBe(1)
    await album.close()
    rmSync(photo, { force: true })
  })

  // Issue #20: a snow-day message must not wait for the build (its budget: 5 s on an open page).
  it('shows a saved alert banner on a page already open within 5 s, before the build ends', async () => {
    const reader = await harness.openInNewContext('/')
    await reader.locator('section[data-kind="info"]').waitFor()
    const staff = await harness.open('/gazda/')
    await logInWithForm(staff, EDITOR)
    await staff.goto(`${harness.site.url}/gazda/alert/`)
    const content = staff.getByLabel(ALERT.content, { exact: true }).first()
    await content.waitFor()
    const marker = `Zajęcia odwołane ${Date.now()}`
    await staff.getByLabel(ALERT.kind).first().selectOption('alert')
    await content.fill(`<strong>${marker}</strong> z powodu śnieżycy.`)
    // From the click: the save itself is inside the 5 s.
    const saved = Date.now()
    await staff.getByRole('button', { name: 'Zapisz i opublikuj' }).click()
    const banner = reader.locator('section[data-kind="alert"]').filter({ hasText: marker })
    await banner.waitFor({ timeout: 5_000 })
    console.log(`alert saved → on the open page: ${((Date.now() - saved) / 1000).toFixed(1)} s`)
    await reader.context().close()
    // The build the save queued ends before the file is put back (afterAll).
    await staff.getByText('Publikowanie…').first().waitFor({ timeout: 240_000 })
    await staff.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 240_000 })
  })
})
