import { execFileSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { loadConfig } from '../../server/config'
import { buildCheck } from '../../server/content/editor'
import { HEIC_MESSAGE, PHOTO_MAX_EDGE, processPhoto } from '../../server/content/photoProcess'
import { contentChangesOf, contentGit, setUpContentRepoServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

// Issue #30: every photo written into content/ is upright, without EXIF, XMP or IPTC, and in
// git the same; a phone's 14 MB photo is shrunk rather than refused; HEIC gets advice.
const server = setUpContentRepoServer()
const UPLOAD_MAX_BYTES = loadConfig({}).uploadMaxBytes
const YEARS = '2026-2027'
const ALBUM = `${YEARS}/wycieczka`
const NEWS_ID = '2025-09-15-zebranie-rodzicow'
const NEWS_TITLE = 'Zebranie z rodzicami 20 września'

const git = contentGit(server)
/** A file as the last commit holds it. */
const committed = (file: string) =>
  execFileSync('git', ['-C', server.contentDir, 'show', `HEAD:${file}`], {
    maxBuffer: 64 * 1024 * 1024,
  })
const inContent = (file: string) => readFile(path.join(server.contentDir, file))

/** Where, with what and by whom: what must not reach content/ or git. */
const PRIVATE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Artist: 'Jan Kowalski', Copyright: 'Kowalski' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '41/1 53/1 2/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '88/1 0/1 54/1',
  },
}

/**
 * A phone photo as its camera writes it: landscape pixels (red left half, blue right half) with
 * EXIF orientation 6 (shown turned a quarter clockwise: red on top), GPS, camera and author.
 */
async function phonePhoto(format: 'jpeg' | 'png' = 'jpeg') {
  const red = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } },
  })
    .png()
    .toBuffer()
  return sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif(PRIVATE_EXIF)
    .toFormat(format)
    .toBuffer()
}

/**
 * The GPS position in an EXIF block (sharp's metadata().exif), read as a reader of EXIF does: the
 * TIFF header, IFD0's GPS pointer (tag 0x8825), then the GPS IFD's latitude and longitude.
 */
function gpsOf(exif: Buffer | undefined) {
  if (!exif) return null
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12).map((at) => ({
      tag: u16(at),
      value: u32(at + 8),
    }))
  const pointer = entries(u32(4)).find((entry) => entry.tag === 0x8825)
  if (!pointer) return null
  const gps = entries(pointer.value)
  const degrees = (tag: number) => {
    const at = gps.find((entry) => entry.tag === tag)?.value
    return at === undefined ? null : [0, 1, 2].map((i) => u32(at + i * 8) / u32(at + i * 8 + 4))
  }
  return { latitude: degrees(2), longitude: degrees(4) }
}

/** What a metadata reader finds of the private EXIF in these bytes: nothing. */
async function expectClean(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  expect(gpsOf(meta.exif)).toBeNull()
  expect(meta.exif).toBeUndefined()
  expect(meta.xmp).toBeUndefined()
  expect(meta.iptc).toBeUndefined()
  expect(meta.orientation).toBeUndefined()
  for (const text of ['Exif', 'Kowalski', 'iPhone', 'GPS']) {
    expect(bytes.includes(Buffer.from(text, 'latin1'))).toBe(false)
  }
  expect(meta.space).toBe('srgb')
}

/** The photo is upright: red on top, blue below, portrait. */
async function expectUpright(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([200, 400])
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3),
  ]
  const [top, bottom] = [pixel(100, 50), pixel(100, 350)]
  expect(top[0]).toBeGreaterThan(200)
  expect(top[2]).toBeLessThan(50)
  expect(bottom[2]).toBeGreaterThan(200)
  expect(bottom[0]).toBeLessThan(50)
}

/** A 48-megapixel phone photo of some 14 MB: grain that JPEG cannot squeeze. Made once. */
let big: Promise<Buffer> | undefined
const bigPhonePhoto = () => (big ??= makeBigPhonePhoto())
async function makeBigPhonePhoto() {
  const [width, height] = [8000, 6000]
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 12345
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0
    pixels[i] = seed >>> 24
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .withExif(PRIVATE_EXIF)
    .jpeg({ quality: 92 })
    .toBuffer()
}

/** A PNG of its header and one byte of pixels: a size claimed, nothing to show. */
function pngHeader(width: number, height: number) {
  const crc = (bytes: Buffer) => {
    let c = ~0
    for (const byte of bytes) {
      c ^= byte
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
    }
    return ~c >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const send = (method: 'POST' | 'PUT', url: string, payload: Buffer, type = 'image/jpeg') =>
  server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${server.tokens.editor}`, 'content-type': type },
  })

beforeAll(async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/gazda/content/gallery/${YEARS}`,
    query: { title: 'Wycieczka', date: '2026-10-10', event: 'inne' },
    payload: await phonePhoto(),
    headers: { authorization: `Bearer ${server.tokens.editor}`, 'content-type': 'image/jpeg' },
  })
  expect(response.statusCode).toBe(201)
})

describe('a gallery photo in content/ and in git', () => {
  it('keeps the new album’s first photo upright and without its EXIF', async () => {
    const file = `gallery/${ALBUM}/01.jpg`
    await expectClean(await inContent(file))
    await expectUpright(await inContent(file))
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n')).toContain(file)
    await expectClean(committed(file))
  })

  it('takes the GPS position, camera and author out of an added JPEG, and applies its orientation', async () => {
    const original = await phonePhoto()
    // The test's photo does carry them.
    const before = await sharp(original).metadata()
    expect(before.orientation).toBe(6)
    expect(gpsOf(before.exif)).toEqual({ latitude: [41, 53, 2], longitude: [88, 0, 54] })
    expect(original.includes(Buffer.from('Kowalski'))).toBe(true)

    // The album's first photo sent again is the same photo once cleaned: refused as a duplicate.
    const again = await send('POST', `/api/gazda/content/gallery/${ALBUM}/photos`, original)
    expect([again.statusCode, again.json().code]).toEqual([409, 'DUPLICATE_PHOTO'])
    const other = await sharp(original)
      .withMetadata({ orientation: 6 })
      .withExif(PRIVATE_EXIF)
      .jpeg({ quality: 70 })
      .toBuffer()
    expect(gpsOf((await sharp(other).metadata()).exif)).not.toBeNull()
    const added = await send('POST', `/api/gazda/content/gallery/${ALBUM}/photos`, other)
    expect(added.statusCode).toBe(201)
    const file = `gallery/${ALBUM}/${added.json().name}`
    expect(file).toMatch(/\.jpg$/)
    await expectClean(await inContent(file))
    await expectUpright(await inContent(file))
    expect(git('log', '-1', '--format=%s')).toMatch(/^gazda: Nowe zdjęcie/)
    await expectClean(committed(file))
    await expectUpright(committed(file))
  })

  it('keeps a PNG a PNG, without its EXIF', async () => {
    const added = await send(
      'POST',
      `/api/gazda/content/gallery/${ALBUM}/photos`,
      await phonePhoto('png'),
      'image/png',
    )
    expect(added.statusCode).toBe(201)
    const file = `gallery/${ALBUM}/${added.json().name}`
    expect(file).toMatch(/\.png$/)
    expect((await sharp(await inContent(file)).metadata()).format).toBe('png')
    await expectClean(committed(file))
    await expectUpright(committed(file))
  })

  it('accepts a 14 MB, 48-megapixel phone photo and stores it shrunk under the limit', async () => {
    const big = await bigPhonePhoto()
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES)
    const added = await send('POST', `/api/gazda/content/gallery/${ALBUM}/photos`, big)
    expect(added.statusCode).toBe(201)
    const stored = await inContent(`gallery/${ALBUM}/${added.json().name}`)
    expect(stored.length).toBeLessThanOrEqual(UPLOAD_MAX_BYTES)
    const { width, height, format } = await sharp(stored).metadata()
    expect([format, width, height]).toEqual(['jpeg', PHOTO_MAX_EDGE, 3000])
    await expectClean(stored)
  })

  it('refuses a photo over PHOTO_UPLOAD_MAX_BYTES (40 MB) before reading it', async () => {
    const response = await send(
      'POST',
      `/api/gazda/content/gallery/${ALBUM}/photos`,
      Buffer.alloc(40 * 1024 * 1024 + 1, 0xff),
    )
    expect([response.statusCode, response.json().code]).toEqual([413, 'FILE_TOO_LARGE'])
  })

  it('converts an iPhone HEIC photo to JPEG, or says in Polish how to send a JPEG', async () => {
    const heic = await readFile(path.join(__dirname, 'fixtures', 'iphone.heic'))
    const before = await readdir(path.join(server.contentDir, 'gallery', ALBUM))
    const response = await send(
      'POST',
      `/api/gazda/content/gallery/${ALBUM}/photos`,
      heic,
      'image/heic',
    )
    // Which of the two depends on the libvips sharp brings: its prebuilt one decodes no HEVC.
    const decodes = await sharp(heic)
      .toBuffer()
      .then(
        () => true,
        () => false,
      )
    if (decodes) {
      expect(response.statusCode).toBe(201)
      expect(response.json().name).toMatch(/\.jpg$/)
    } else {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'HEIC_NOT_SUPPORTED', message: HEIC_MESSAGE })
      expect(HEIC_MESSAGE).toContain('Ustawienia → Aparat → Formaty → „Najbardziej zgodne”')
      expect(await readdir(path.join(server.contentDir, 'gallery', ALBUM))).toEqual(before)
    }
  })
})

describe('PHOTO_UPLOAD_MAX_BYTES', () => {
  it('is 40 MB unless set, apart from UPLOAD_MAX_BYTES', () => {
    expect(loadConfig({}).photoUploadMaxBytes).toBe(40 * 1024 * 1024)
    expect(loadConfig({ PHOTO_UPLOAD_MAX_BYTES: '20971520' })).toMatchObject({
      photoUploadMaxBytes: 20 * 1024 * 1024,
      uploadMaxBytes: 10 * 1024 * 1024,
    })
    expect(() => loadConfig({ PHOTO_UPLOAD_MAX_BYTES: 'dużo' })).toThrow(/PHOTO_UPLOAD_MAX_BYTES/)
  })
})

describe('processPhoto', () => {
  it('shrinks a photo until its file fits the limit', async () => {
    const big = await bigPhonePhoto()
    const limit = 600 * 1024
    const photo = await processPhoto(big, { maxBytes: limit })
    expect(photo.bytes.length).toBeLessThanOrEqual(limit)
    expect(photo.width).toBeLessThan(PHOTO_MAX_EDGE)
    expect(photo.width / photo.height).toBeCloseTo(4 / 3, 2)
  })

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // A PNG's header saying 12 000 × 12 000 (144 megapixels once decoded), and nothing else.
    const bomb = pngHeader(12_000, 12_000)
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 12_000, height: 12_000 })
    await expect(processPhoto(bomb, { maxBytes: UPLOAD_MAX_BYTES })).rejects.toMatchObject({
      statusCode: 413,
      code: 'PHOTO_TOO_LARGE',
    })
  })
})

describe('a news item’s photo', () => {
  const api = `/api/gazda/content/news/${NEWS_ID}`
  const item = async () => (await server.call('GET', api)).json()
  const upload = async (photo: Buffer, alt: string, version?: string, type = 'image/jpeg') =>
    server.app.inject({
      method: 'PUT',
      url: `${api}/image`,
      query: { alt, version: version ?? (await item()).version },
      payload: photo,
      headers: { authorization: `Bearer ${server.tokens.editor}`, 'content-type': type },
    })
  const markdown = async () => (await inContent(`news/${NEWS_ID}.md`)).toString('utf8')

  it('has none at first', async () => {
    expect(await item()).toMatchObject({ image: null, imageAlt: null })
    expect((await server.call('GET', `${api}/image`)).statusCode).toBe(404)
  })

  it('refuses a photo without a description, or over a version someone else changed', async () => {
    const photo = await phonePhoto()
    const noAlt = await upload(photo, '   ')
    expectFieldRefusal(noAlt, {
      imageAlt: ['Opisz, co widać na zdjęciu: ten opis czytają osoby niewidome.'],
    })
    const stale = await upload(photo, 'Rodzice w sali', 'a'.repeat(64))
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'CONTENT_CHANGED'])
    expect(
      (await readdir(path.join(server.contentDir, 'news'))).filter((f) => !f.endsWith('.md')),
    ).toEqual([])
  })

  it('stores an uploaded photo beside the item, cleaned, named in `image` with `imageAlt`', async () => {
    const response = await upload(await phonePhoto(), 'Rodzice na zebraniu w sali gimnastycznej')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      version: (await item()).version,
      image: `./${NEWS_ID}.jpg`,
      imageAlt: 'Rodzice na zebraniu w sali gimnastycznej',
    })
    const text = await markdown()
    expect(text).toContain(`image: ./${NEWS_ID}.jpg\n`)
    expect(text).toContain('imageAlt: Rodzice na zebraniu w sali gimnastycznej\n')
    expect(buildCheck(`news/${NEWS_ID}.md`, text)).toEqual([])
    const file = `news/${NEWS_ID}.jpg`
    await expectClean(await inContent(file))
    await expectUpright(await inContent(file))
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      file,
      `news/${NEWS_ID}.md`,
    ])
    expect(git('log', '-1', '--format=%s|%an')).toBe(
      `gazda: Nowe zdjęcie wiadomości „${NEWS_TITLE}”|Ewa Redaktor`,
    )
    await expectClean(committed(file))
    expect(await item()).toMatchObject({
      image: `./${NEWS_ID}.jpg`,
      imageAlt: 'Rodzice na zebraniu w sali gimnastycznej',
    })
    const preview = await server.app.inject({
      method: 'GET',
      url: `${api}/image`,
      headers: { authorization: `Bearer ${server.tokens.editor}` },
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toBe('image/jpeg')
  })

  it('keeps the photo when the item’s text is saved', async () => {
    const { title, body, published, version } = await item()
    const saved = await server.call('PUT', api, {
      title,
      body: `${body}\n\nDopisek.`,
      published,
      version,
    })
    expect(saved.statusCode).toBe(200)
    expect(await item()).toMatchObject({ image: `./${NEWS_ID}.jpg` })
  })

  it('changes the description alone', async () => {
    const { version } = await item()
    const response = await server.call('PUT', `${api}/image/alt`, {
      imageAlt: 'Rodzice i nauczyciele na zebraniu',
      version,
    })
    expect(response.statusCode).toBe(200)
    expect(await markdown()).toContain('imageAlt: Rodzice i nauczyciele na zebraniu\n')
    const again = await server.call('PUT', `${api}/image/alt`, { imageAlt: 'Inny opis', version })
    expect(again.statusCode).toBe(409)
  })

  it('replaces the photo with a PNG, the JPEG going in the same commit', async () => {
    const response = await upload(
      await phonePhoto('png'),
      'Sala po zebraniu',
      undefined,
      'image/png',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().image).toBe(`./${NEWS_ID}.png`)
    const photos = (await readdir(path.join(server.contentDir, 'news'))).filter(
      (f) => !f.endsWith('.md'),
    )
    expect(photos).toEqual([`${NEWS_ID}.png`])
    expect(git('show', '--name-status', '--format=', 'HEAD').split('\n').sort()).toEqual([
      `A\tnews/${NEWS_ID}.png`,
      `D\tnews/${NEWS_ID}.jpg`,
      `M\tnews/${NEWS_ID}.md`,
    ])
    expect(git('log', '-1', '--format=%s')).toBe(
      `gazda: Zmieniono zdjęcie wiadomości „${NEWS_TITLE}”`,
    )
    await expectClean(committed(`news/${NEWS_ID}.png`))
  })

  it('removes the photo and its fields, recording each change in the history', async () => {
    const { version } = await item()
    const response = await server.app.inject({
      method: 'DELETE',
      url: `${api}/image`,
      query: { version },
      headers: { authorization: `Bearer ${server.tokens.editor}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ image: null, imageAlt: null })
    const text = await markdown()
    expect(text).not.toMatch(/image/)
    expect(buildCheck(`news/${NEWS_ID}.md`, text)).toEqual([])
    expect(
      (await readdir(path.join(server.contentDir, 'news'))).filter((f) => !f.endsWith('.md')),
    ).toEqual([])
    expect(git('show', '--name-status', '--format=', 'HEAD').split('\n').sort()).toEqual([
      `D\tnews/${NEWS_ID}.png`,
      `M\tnews/${NEWS_ID}.md`,
    ])
    const summaries = (await contentChangesOf(server, 'news'))
      .filter((change) => change.recordId === NEWS_ID)
      .map((change) => change.summary)
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Nowe zdjęcie wiadomości „${NEWS_TITLE}”`,
        `Zmieniono opis zdjęcia wiadomości „${NEWS_TITLE}”`,
        `Zmieniono zdjęcie wiadomości „${NEWS_TITLE}”`,
        `Usunięto zdjęcie wiadomości „${NEWS_TITLE}”`,
      ]),
    )
  })
})
