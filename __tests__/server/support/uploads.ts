import sharp from 'sharp'

export type SampleFiles = Awaited<ReturnType<typeof sampleFiles>>

/** A real JPEG and PNG (made with sharp), and a real one-page PDF of at least `size` bytes. */
export async function sampleFiles() {
  const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
  return {
    jpeg: await image.clone().jpeg().toBuffer(),
    png: await image.clone().png().toBuffer(),
    pdf: (size = 0) => onePagePdf(size),
  }
}

/**
 * A one-page PDF with a line of text, as a PDF writer lays it out (ISO 32000-1 §7.5): header and
 * binary comment, four objects, the cross-reference table with each object's offset, the trailer,
 * startxref and %%EOF. Its page's content stream is padded with spaces up to `size` bytes in all.
 */
export function onePagePdf(size = 0): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Akt urodzenia) Tj ET'
  const build = (padding: number) => {
    const stream = text + ' '.repeat(padding)
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]
    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
    const offsets = objects.map((object, index) => {
      const offset = Buffer.byteLength(body, 'latin1')
      body += `${index + 1} 0 obj\n${object}\nendobj\n`
      return offset
    })
    const xref = Buffer.byteLength(body, 'latin1')
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    body +=
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
    return Buffer.from(body, 'latin1')
  }
  const plain = build(0)
  // The xref offset's digits may grow with the padding: pad, then trim what they added.
  const padded = build(Math.max(0, size - plain.length))
  return padded.length > Math.max(size, plain.length)
    ? build(Math.max(0, size - plain.length - (padded.length - size)))
    : padded
}

/** Where, with what and by whom: the EXIF a phone writes, which must never be stored. */
export const PRIVATE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Artist: 'Jan Kowalski' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '41/1 53/1 2/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '88/1 0/1 54/1',
  },
}

/** A phone's JPEG photo of a document: 600×400 with a pattern, EXIF with GPS, camera, author. */
export async function phonePhoto(): Promise<Buffer> {
  const stripe = await sharp({
    create: { width: 600, height: 40, channels: 3, background: '#222' },
  })
    .png()
    .toBuffer()
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#f4f1e8' } })
    .composite([0, 100, 200, 300].map((top) => ({ input: stripe, left: 0, top })))
    .withExif(PRIVATE_EXIF)
    .jpeg({ quality: 92 })
    .toBuffer()
}
