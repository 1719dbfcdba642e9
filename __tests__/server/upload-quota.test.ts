import path from 'node:path'
import { QUOTA_FULL_MESSAGE } from '../../server/routes/uploads'
import { setUpServer } from './built-site'
import { filesUnder, multipartForm } from './support/multipart'

// Issue #17: all anonymous uploads together stay within UPLOAD_QUOTA_BYTES.
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'
const QUOTA = 3 * 100
const server = setUpServer({ uploadQuotaBytes: QUOTA })
const uploadsDir = () => path.join(server.site.config.dataDir, 'uploads')

const upload = (bytes: number) =>
  server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipartForm([
      { filename: 'akt.pdf', contentType: 'application/pdf', content: PDF.padEnd(bytes) },
    ]),
  })

it('answers 507 in Polish once the quota is full, and keeps no file of the refused upload', async () => {
  expect((await upload(100)).statusCode).toBe(201)
  expect((await upload(100)).statusCode).toBe(201)
  const kept = await filesUnder(uploadsDir())

  // 200 + 150 would pass the quota of 300: refused after reading, before it is kept.
  const over = await upload(150)
  expect(over.statusCode).toBe(507)
  expect(over.json()).toEqual({ code: 'UPLOAD_QUOTA_FULL', message: QUOTA_FULL_MESSAGE })
  expect(await filesUnder(uploadsDir())).toEqual(kept)

  // Exactly up to the quota is still taken; then even a small file is refused at once.
  expect((await upload(100)).statusCode).toBe(201)
  const full = await upload(60)
  expect(full.statusCode).toBe(507)
  expect(full.json().message).toMatch(/miejsce na przesłane pliki jest pełne/)
  expect(await filesUnder(uploadsDir())).toHaveLength(3)
})
