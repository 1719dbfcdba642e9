import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { setUpBrowserSite, waitForHydration } from './support/browserSite'
import { expectCleanOnDesktopAndPhone } from './support/overflow'
import { addStaff, EDITOR, logInWithForm } from './support/staffSession'

// Issue #30: a news item's photo uploaded in its editor in a real browser, from a phone (EXIF GPS,
// turned by its orientation tag): stored upright and without the GPS position beside the item;
// an iPhone HEIC photo answered with how to send JPEG; the photo removed. The editor passes
// axe-core at 1280 and 320 px. The server works on a copy of content/, so the repository's stays.
jest.setTimeout(180_000)

const ROOT = path.join(__dirname, '..')
const WORK = mkdtempSync(path.join(os.tmpdir(), 'szkola-news-image-'))
const CONTENT = path.join(WORK, 'content')
cpSync(path.join(ROOT, 'content'), CONTENT, { recursive: true })
const ID = '2025-09-15-zebranie-rodzicow'
const TITLE = 'Zebranie z rodzicami 20 września'
const PHOTO = path.join(WORK, 'IMG_2041.JPG')
const HEIC = path.join(__dirname, '../__tests__/server/fixtures/iphone.heic')
const ALT = 'Rodzice i nauczyciele w sali na zebraniu'

const harness = setUpBrowserSite({ CONTENT_DIR: CONTENT })

beforeAll(async () => {
  await addStaff(harness.site, EDITOR)
  // A phone's photo: landscape pixels (red left, blue right) shown turned a quarter clockwise,
  // with where it was taken, the phone and its owner.
  const red = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer()
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15', Artist: 'Jan Kowalski' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 53/1 2/1' },
    })
    .jpeg()
    .toFile(PHOTO)
})

afterAll(() => rmSync(WORK, { recursive: true, force: true }))

it('uploads a news item’s photo, cleaned and upright, refuses HEIC with advice, and removes it', async () => {
  const page = await harness.open('/gazda/')
  await logInWithForm(page, EDITOR)
  await page.goto(`${harness.site.url}/gazda/new/${ID}/`)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1, name: `Wiadomość: ${TITLE}` }).waitFor()
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Zdjęcie wiadomości' }),
  })
  await section.getByText('Wiadomość nie ma zdjęcia.').waitFor()

  await section.getByLabel(/^Zdjęcie/).setInputFiles(PHOTO)
  await section.getByLabel(/^Opis zdjęcia \(dla osób niewidomych\)/).fill(ALT)
  await section.getByRole('button', { name: 'Dodaj zdjęcie' }).click()
  await section.getByRole('status').filter({ hasText: 'Zapisano zdjęcie wiadomości.' }).waitFor()
  await section.getByRole('img', { name: ALT }).waitFor()

  // Beside the item, named in its front matter; upright, without the GPS position or the phone.
  const stored = readFileSync(path.join(CONTENT, 'news', `${ID}.jpg`))
  const meta = await sharp(stored).metadata()
  expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
    600,
    1200,
    undefined,
    undefined,
  ])
  expect(stored.includes(Buffer.from('Kowalski'))).toBe(false)
  const markdown = readFileSync(path.join(CONTENT, 'news', `${ID}.md`), 'utf8')
  expect(markdown).toContain(`image: ./${ID}.jpg\n`)
  expect(markdown).toContain(`imageAlt: ${ALT}\n`)

  await page.waitForLoadState('networkidle')
  await expectCleanOnDesktopAndPhone(page)

  // An iPhone's HEIC: chosen like any photo, answered with how to send JPEG, nothing changed.
  await section.getByLabel(/^Nowe zdjęcie/).setInputFiles(HEIC)
  await section.getByRole('button', { name: 'Zapisz zdjęcie i opis' }).click()
  await section
    .getByText(/Ustawienia → Aparat → Formaty → „Najbardziej zgodne”/)
    .first()
    .waitFor()
  expect(readFileSync(path.join(CONTENT, 'news', `${ID}.jpg`)).equals(stored)).toBe(true)

  await section.getByRole('button', { name: 'Usuń zdjęcie' }).click()
  await section.getByRole('button', { name: 'Tak' }).click()
  await section.getByRole('status').filter({ hasText: 'Usunięto zdjęcie wiadomości.' }).waitFor()
  await section.getByText('Wiadomość nie ma zdjęcia.').waitFor()
  expect(existsSync(path.join(CONTENT, 'news', `${ID}.jpg`))).toBe(false)
  expect(readFileSync(path.join(CONTENT, 'news', `${ID}.md`), 'utf8')).not.toMatch(/image/)
})
