import sharp from 'sharp'
import {
  DEFAULT_ALLOWED_TYPES,
  SNIFF_BYTES,
  isAllowed,
  sniffFileType,
} from '../../server/uploads/sniff'

const bytes = (text: string) => Buffer.from(text, 'latin1')

function picture(format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'tiff'): Promise<Buffer> {
  const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
  return image.toFormat(format).toBuffer()
}

// An ISO BMFF ftyp box as phones and cameras write it: size, 'ftyp', major brand, minor, brands.
function ftyp(major: string, ...compatible: string[]): Buffer {
  const body = bytes(`ftyp${major}\0\0\0\0${compatible.join('')}`)
  const size = Buffer.alloc(4)
  size.writeUInt32BE(body.length + 4)
  return Buffer.concat([size, body, bytes('\0\0\0\x22meta')])
}

const minimalPdf = bytes(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

describe('sniffFileType', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('recognises a %s image made by sharp as %s', async (format, mime, ext) => {
    const image = await picture(format)
    expect(sniffFileType(image.subarray(0, SNIFF_BYTES))).toEqual({ mime, ext })
  })

  it('recognises a minimal PDF document as application/pdf', () => {
    expect(sniffFileType(minimalPdf)).toEqual({ mime: 'application/pdf', ext: 'pdf' })
  })

  it.each([
    ['an iPhone photo (ftyp heic)', ftyp('heic', 'mif1', 'heic'), 'image/heic', 'heic'],
    [
      'a HEIC photo with extended range (ftyp heix)',
      ftyp('heix', 'mif1', 'heix'),
      'image/heic',
      'heic',
    ],
    [
      'a generic HEIF image (ftyp mif1)',
      ftyp('mif1', 'mif1', 'heic', 'miaf'),
      'image/heif',
      'heif',
    ],
  ])('recognises %s', (_name, head, mime, ext) => {
    expect(sniffFileType(head)).toEqual({ mime, ext })
  })

  it('reads only the ftyp box, even from a view that starts at an odd offset of a larger buffer', () => {
    const nextBox = bytes('\0\0\0\x10avifavifavif')
    const file = Buffer.concat([ftyp('mif1', 'mif1', 'heic').subarray(0, 24), nextBox])
    const memory = new Uint8Array(3 + file.length).fill(0xff)
    memory.set(file, 3)
    expect(sniffFileType(memory.subarray(3))).toEqual({ mime: 'image/heif', ext: 'heif' })
  })

  it('refuses AVIF images, whether made by sharp or labelled with the generic mif1 brand', async () => {
    expect(sniffFileType(await picture('avif'))).toBeNull()
    expect(sniffFileType(ftyp('mif1', 'mif1', 'avif', 'miaf'))).toBeNull()
  })

  it.each([
    ['an HTML page', bytes('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['an SVG image', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a bare SVG element', bytes('<svg onload="alert(1)"></svg>')],
    ['a ZIP archive', bytes('PK\x03\x04\x14\x00\x00\x00\x08\x00')],
    ['a Windows executable', bytes('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff')],
    ['a Linux executable', bytes('\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00')],
    ['plain text', bytes('Zadanie domowe na sobotę')],
    ['an MP4 video', ftyp('isom', 'isom', 'mp42')],
    ['a PNG signature cut short', bytes('\x89PNG')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffFileType(head)).toBeNull()
  })

  it('refuses a TIFF image, although it is an image, because it is not on the list', async () => {
    expect(sniffFileType(await picture('tiff'))).toBeNull()
  })

  it('judges a PNG signature followed by HTML as PNG, because the first bytes decide by design', async () => {
    const png = await picture('png')
    const glued = Buffer.concat([png.subarray(0, 8), bytes('<html><script>alert(1)</script>')])
    expect(sniffFileType(glued)).toEqual({ mime: 'image/png', ext: 'png' })
  })

  it('judges HTML followed by a PNG as nothing it knows, because only the start counts', async () => {
    const glued = Buffer.concat([bytes('<html>'), await picture('png')])
    expect(sniffFileType(glued)).toBeNull()
  })
})

describe('isAllowed', () => {
  it('allows by default every type that sniffFileType recognises, and only images and PDF', () => {
    expect([...DEFAULT_ALLOWED_TYPES].sort()).toEqual([
      'application/pdf',
      'image/gif',
      'image/heic',
      'image/heif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ])
    expect(isAllowed(sniffFileType(minimalPdf))).toBe(true)
  })

  it('refuses a file whose type was not recognised', () => {
    expect(isAllowed(null)).toBe(false)
    expect(isAllowed(null, DEFAULT_ALLOWED_TYPES)).toBe(false)
  })

  it('refuses a recognised type that is not on a narrower list', async () => {
    const photosOnly = ['image/jpeg', 'image/png']
    expect(isAllowed(sniffFileType(minimalPdf), photosOnly)).toBe(false)
    expect(isAllowed(sniffFileType(await picture('jpeg')), photosOnly)).toBe(true)
  })
})
