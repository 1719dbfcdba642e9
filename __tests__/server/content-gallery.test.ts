import { cp, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { buildCheck } from '../../server/content/editor'
import { nextPhotoName } from '../../server/content/gallery'
import { contentChanges } from '../../server/db/schema'
import { BROKEN_PHOTO_MESSAGE, NOT_A_PHOTO_MESSAGE } from '../../server/content/photoCheck'
import { LAST_PHOTO_MESSAGE } from '../../server/routes/gazda/content/gallery'
import { contentChangesOf, REPO_CONTENT, setUpContentServer } from './support/contentServer'

const server = setUpContentServer()
const ALBUM = '2024-2025/andrzejki'
const albumPath = `/api/gazda/content/gallery/${ALBUM}`
const folder = () => path.join(server.contentDir, 'gallery', ALBUM)
const photosInFolder = async () =>
  (await readdir(folder())).filter((name) => !name.endsWith('.yaml'))
const albumYaml = () => readFile(path.join(folder(), 'album.yaml'), 'utf8')

// The content copy leaves photos out; this album's are the ones the tests work on.
let original = ''
beforeAll(async () => {
  await cp(path.join(REPO_CONTENT, 'gallery', ALBUM), folder(), { recursive: true })
  original = await albumYaml()
})

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toFormat(format)
    .toBuffer()

const upload = (payload: Buffer, contentType = 'image/jpeg', as: 'admin' | 'editor' = 'editor') =>
  server.app.inject({
    method: 'POST',
    url: `${albumPath}/photos`,
    payload,
    headers: { authorization: `Bearer ${server.tokens[as]}`, 'content-type': contentType },
  })

const album = async () => (await server.call('GET', albumPath)).json()
const hide = async (name: string, hidden: boolean, version?: string) =>
  server.call('PUT', `${albumPath}/photos/${name}`, {
    hidden,
    version: version ?? (await album()).version,
  })

describe('the gallery editor’s API', () => {
  it('lists albums newest year first, with their photos and hidden counts', async () => {
    const response = await server.call('GET', '/api/gazda/content/gallery')
    expect(response.statusCode).toBe(200)
    const albums = response.json()
    // The newest year the repository has: the sample gallery moves on with the school years.
    const yearFolders = (await readdir(path.join(REPO_CONTENT, 'gallery'))).filter((name) =>
      /^\d{4}-\d{4}$/.test(name),
    )
    expect(albums[0].years).toBe(yearFolders.sort().at(-1))
    expect(albums).toContainEqual({
      years: '2024-2025',
      slug: 'andrzejki',
      title: 'Andrzejki 2024',
      date: '2024-11-23',
      photoCount: 2,
      hiddenCount: 0,
    })
    const years = albums.map((a: { years: string }) => a.years)
    expect(years).toEqual([...years].sort().reverse())
  })

  it('answers one album with its photos in order, and 404 for one there is not', async () => {
    expect(await album()).toEqual({
      years: '2024-2025',
      slug: 'andrzejki',
      title: 'Andrzejki 2024',
      date: '2024-11-23',
      photos: [
        { name: '01.jpg', hidden: false, caption: null, alt: null },
        { name: '02.jpg', hidden: false, caption: null, alt: null },
      ],
      cover: null,
      version: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(
      (await server.call('GET', '/api/gazda/content/gallery/2024-2025/nie-ma')).statusCode,
    ).toBe(404)
  })

  it('gives a small upright preview of a photo, and refuses names outside the album', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${albumPath}/photos/01.jpg`,
      headers: { authorization: `Bearer ${server.tokens.editor}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    const { width, format } = await sharp(response.rawPayload).metadata()
    expect(format).toBe('jpeg')
    expect(width).toBeLessThanOrEqual(480)
    for (const name of ['..%2Falbum.yaml', '..%2F..%2F..%2Fsite.yaml', 'album.yaml']) {
      expect((await server.call('GET', `${albumPath}/photos/${name}`)).statusCode).toBe(400)
    }
    expect((await server.call('GET', `${albumPath}/photos/09.jpg`)).statusCode).toBe(404)
  })

  it('needs a staff token', async () => {
    const response = await server.app.inject({ method: 'GET', url: albumPath })
    expect(response.statusCode).toBe(401)
  })
})

describe('adding a photo', () => {
  it('stores it after the last one, records who added it, and shows it in the album', async () => {
    const response = await upload(await photo(1600, 1200))
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ name: '03.jpg' })
    expect(await photosInFolder()).toEqual(['01.jpg', '02.jpg', '03.jpg'])
    expect((await album()).photos.map((p: { name: string }) => p.name)).toEqual([
      '01.jpg',
      '02.jpg',
      '03.jpg',
    ])
    const changes = await contentChangesOf(server, 'gallery')
    expect(changes).toContainEqual(
      expect.objectContaining({
        action: 'create',
        recordId: ALBUM,
        userId: server.editor.id,
        summary: 'Nowe zdjęcie 03.jpg w albumie „Andrzejki 2024”',
      }),
    )
  })

  it('names photos sent at the same time apart, keeping the type their bytes show', async () => {
    const answers = await Promise.all([
      upload(await photo(300, 200, 'png'), 'image/png'),
      upload(await photo(300, 200, 'webp'), 'image/webp'),
      upload(await photo(300, 200)),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201])
    const names = answers.map((a) => a.json().name as string)
    expect(new Set(names).size).toBe(3)
    expect(names.map((name) => name.split('.')[1]).sort()).toEqual(['jpg', 'png', 'webp'])
    expect(await photosInFolder()).toEqual(
      expect.arrayContaining(['04.png', '05.webp', '06.jpg'].filter((n) => names.includes(n))),
    )
  })

  it('refuses what is not a photo, or a broken one, writing nothing', async () => {
    const before = await photosInFolder()
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')
    const cases: [Buffer, string, string][] = [
      [pdf, 'image/jpeg', NOT_A_PHOTO_MESSAGE],
      [await photo(100, 100), 'application/pdf', NOT_A_PHOTO_MESSAGE],
      [await photo(100, 100), 'text/plain', NOT_A_PHOTO_MESSAGE],
      // A JPEG's first bytes and then nothing a decoder can read.
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        'image/jpeg',
        BROKEN_PHOTO_MESSAGE,
      ],
      // A real JPEG cut in half.
      [(await photo(800, 600)).subarray(0, 900), 'image/jpeg', BROKEN_PHOTO_MESSAGE],
    ]
    for (const [payload, type, message] of cases) {
      const response = await upload(payload, type)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(message)
    }
    expect(await photosInFolder()).toEqual(before)
  })

  it('calls a photo of too many pixels too large, stating the limit, and writes nothing', async () => {
    const before = await photosInFolder()
    const bomb = await sharp({
      create: { width: 12_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(2_000_000)
    const response = await upload(bomb, 'image/png')
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      code: 'PHOTO_TOO_LARGE',
      message:
        'Zdjęcie jest za duże: ma 120 megapikseli, a strona przyjmuje najwyżej 100 megapikseli. Zmniejsz je i wyślij ponownie.',
    })
    expect(await photosInFolder()).toEqual(before)
  })

  it('refuses a photo whose bytes are already in the album, naming the one it repeats', async () => {
    const bytes = await photo(640, 480, 'webp')
    const first = await upload(bytes, 'image/webp')
    expect(first.statusCode).toBe(201)
    const before = await photosInFolder()
    const again = await upload(bytes, 'image/webp')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'DUPLICATE_PHOTO',
      message: `To zdjęcie jest już w albumie (jako ${first.json().name}): nie zostało dodane drugi raz.`,
    })
    expect(await photosInFolder()).toEqual(before)
  })

  it('numbers after the highest number, as wide as the widest', () => {
    expect(nextPhotoName(['01.jpg', '02.jpg'], 'jpg')).toBe('03.jpg')
    expect(nextPhotoName(['009.jpg', 'a.jpg'], 'png')).toBe('010.png')
    expect(nextPhotoName([], 'webp')).toBe('01.webp')
    expect(nextPhotoName(['IMG_4411.JPG'], 'jpg')).toBe('01.jpg')
  })
})

describe('hiding a photo', () => {
  it('lists it under hidden in album.yaml, the rest of the file as it was', async () => {
    const response = await hide('01.jpg', true)
    expect(response.statusCode).toBe(200)
    const text = await albumYaml()
    expect(text).toBe(`${original}hidden:\n  - 01.jpg\n`)
    expect(buildCheck(`gallery/${ALBUM}/album.yaml`, text)).toEqual([])
    const photos = (await album()).photos
    expect(photos[0]).toEqual({ name: '01.jpg', hidden: true, caption: null, alt: null })
    expect(photos.filter((p: { hidden: boolean }) => p.hidden)).toHaveLength(1)
    expect(await photosInFolder()).toContain('01.jpg') // kept, only left off the site
  })

  it('refuses a stale version and a photo the album does not have', async () => {
    const stale = await hide('02.jpg', true, 'a'.repeat(64))
    expect(stale.statusCode).toBe(409)
    expect((await hide('77.jpg', true)).statusCode).toBe(404)
  })

  it('keeps at least one photo shown', async () => {
    const names: string[] = (await album()).photos.map((p: { name: string }) => p.name)
    for (const name of names.slice(1, -1)) expect((await hide(name, true)).statusCode).toBe(200)
    const last = await hide(names.at(-1)!, true)
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toBe(LAST_PHOTO_MESSAGE)
    expect((await album()).photos.at(-1).hidden).toBe(false)
  })

  it('shows them again, and album.yaml returns to what it was', async () => {
    const names: string[] = (await album()).photos.map((p: { name: string }) => p.name)
    for (const name of names) expect((await hide(name, false)).statusCode).toBe(200)
    expect(await albumYaml()).toBe(original)
    const changes = await server.app.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.action, 'update'))
    expect(changes.map((c) => c.summary)).toContain(
      'Przywrócone zdjęcie 01.jpg w albumie „Andrzejki 2024”',
    )
  })
})
