import sharp from 'sharp'

export type SampleFiles = Awaited<ReturnType<typeof sampleFiles>>

/** A real JPEG and PNG (made with sharp), and a minimal PDF padded with spaces to `size` bytes. */
export async function sampleFiles() {
  const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
  return {
    jpeg: await image.clone().jpeg().toBuffer(),
    png: await image.clone().png().toBuffer(),
    pdf: (size = 0) =>
      Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'.padEnd(size)),
  }
}
