import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { BROKEN_PHOTO_MESSAGE } from '../../server/content/photoCheck'
import { HEIC_MESSAGE } from '../../server/content/photoProcess'
import { BROKEN_PDF_MESSAGE } from '../../server/uploads/clean'
import { setUpServer } from './built-site'
import { filesUnder, multipartForm } from './support/multipart'
import { onePagePdf, phonePhoto } from './support/uploads'

// Issue #32: an upload is stored only once its whole structure was checked. A photo is decoded and
// re-encoded without its metadata; a PDF must be well formed to its end; a file that only starts
// like one of them (a polyglot: a JPEG or PDF header followed by an HTML page) is refused.

const server = setUpServer()
const uploadsDir = () => path.join(server.site.config.dataDir, 'uploads')
const HTML = '<!DOCTYPE html><html><body><script>fetch("/api/gazda/staff")</script></body></html>'

const upload = (content: Buffer, filename: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipartForm([{ filename, contentType: 'application/octet-stream', content }]),
  })
const storedOf = async (uuid: string, ext: string) =>
  readFile(path.join(uploadsDir(), `${uuid}.${ext}`))

/** Sends a file that must be refused, and checks that it left no file behind. */
async function refused(content: Buffer, filename: string) {
  const before = await filesUnder(uploadsDir())
  const response = await upload(content, filename)
  expect(await filesUnder(uploadsDir())).toEqual(before)
  return response
}

describe('photos', () => {
  it('stores a phone photo re-encoded, without its EXIF: no GPS position, camera or author', async () => {
    const photo = await phonePhoto()
    const sent = await sharp(photo).metadata()
    expect(sent.exif?.toString('latin1')).toMatch(/Jan Kowalski/)
    expect(photo.toString('latin1')).toMatch(/iPhone 15 Pro/)

    const response = await upload(photo, 'akt urodzenia.jpg')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ type: 'image/jpeg', name: 'akt urodzenia.jpg' })
    const stored = await storedOf(response.json().uuid, 'jpg')
    expect(response.json().size).toBe(stored.length)
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 400 })
    expect(meta.exif).toBeUndefined()
    for (const text of ['Exif', 'GPS', 'Kowalski', 'iPhone', 'Apple']) {
      expect(stored.toString('latin1')).not.toContain(text)
    }
  })

  it('keeps no HTML written after a real JPEG: the stored photo is its pixels alone', async () => {
    const photo = Buffer.concat([await phonePhoto(), Buffer.from(HTML)])
    const response = await upload(photo, 'zdjecie.jpg')
    expect(response.statusCode).toBe(201)
    const stored = await storedOf(response.json().uuid, 'jpg')
    expect(stored.toString('latin1')).not.toMatch(/<html|<script/i)
    expect((await sharp(stored).metadata()).format).toBe('jpeg')
  })

  it.each([
    ['a JPEG header followed by an HTML page', [0xff, 0xd8, 0xff, 0xe0]],
    ['a PNG signature followed by an HTML page', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['a GIF header followed by an HTML page', [...Buffer.from('GIF89a')]],
  ])('refuses %s with 400 in Polish, keeping nothing', async (_, header) => {
    const polyglot = Buffer.concat([Buffer.from(header), Buffer.from(HTML.repeat(4))])
    const response = await refused(polyglot, 'zdjecie.jpg')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BROKEN_PHOTO', message: BROKEN_PHOTO_MESSAGE })
  })

  it('stores a GIF as a PNG of its picture', async () => {
    const gif = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#06c' } })
      .gif()
      .toBuffer()
    const response = await upload(gif, 'rysunek.gif')
    expect(response.statusCode).toBe(201)
    expect(response.json().type).toBe('image/png')
    const meta = await sharp(await storedOf(response.json().uuid, 'png')).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 8, height: 6 })
  })

  it('answers an iPhone HEIC photo the server cannot read with the advice the gallery gives', async () => {
    // An ISO BMFF `ftyp` box of brand heic, as an iPhone writes it, with no picture the server can decode.
    const ftyp = Buffer.from('00000018667479706865696300000000686569636d696631', 'hex')
    const response = await refused(Buffer.concat([ftyp, Buffer.alloc(256)]), 'IMG_0001.HEIC')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'HEIC_NOT_SUPPORTED', message: HEIC_MESSAGE })
  })
})

describe('PDF documents', () => {
  it('stores a real one-page PDF as sent', async () => {
    const pdf = onePagePdf()
    const response = await upload(pdf, 'świadectwo.pdf')
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ type: 'application/pdf', size: pdf.length })
    expect(await storedOf(response.json().uuid, 'pdf')).toEqual(pdf)
  })

  it('stores a PDF with whitespace after its %%EOF', async () => {
    const pdf = Buffer.concat([onePagePdf(), Buffer.from('\r\n  \n')])
    expect((await upload(pdf, 'skan.pdf')).statusCode).toBe(201)
  })

  const pdf = onePagePdf().toString('latin1')
  it.each([
    ['an HTML page after its %%EOF', pdf + HTML],
    ['an HTML page after its %%EOF on the same line', pdf.trimEnd() + HTML],
    ['a PDF header followed by an HTML page', `%PDF-1.4\n${HTML}`],
    [
      'an HTML page between its header and first object',
      pdf.replace('%PDF-1.4\n', `%PDF-1.4\n%${HTML}\n`),
    ],
    ['no %%EOF', pdf.replace('%%EOF', '')],
    ['no startxref', pdf.replace('startxref', 'startref')],
    [
      'a startxref that points at no cross-reference table',
      pdf.replace(/startxref\n\d+/, 'startxref\n15'),
    ],
    ['a cross-reference table without a trailer', pdf.replace('trailer', 'tail')],
    ['an unknown version', pdf.replace('%PDF-1.4', '%PDF-9.9')],
  ])('refuses a PDF with %s, with 400 in Polish, keeping nothing', async (_, text) => {
    const response = await refused(Buffer.from(text, 'latin1'), 'dokument.pdf')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'BROKEN_PDF', message: BROKEN_PDF_MESSAGE })
  })
})
