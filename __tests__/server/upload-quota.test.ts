import path from 'node:path'
import { QUOTA_FULL_MESSAGE } from '../../server/routes/uploads'
import { setUpServer } from './built-site'
import { filesUnder, multipartForm } from './support/multipart'
import { onePagePdf } from './support/uploads'

// Issue #17: uploads stay within UPLOAD_QUOTA_BYTES. Since issue #32 the quota counts claimed files
// and the sender's own unclaimed ones (upload-limits.test.ts): here all are one sender's, and the
// address cap and the pool are larger than the quota.
const QUOTA = 3 * 1000
const server = setUpServer({
  uploadQuotaBytes: QUOTA,
  unclaimedUploads: { perAddressBytes: 2 * QUOTA, poolBytes: 2 * QUOTA },
})
const uploadsDir = () => path.join(server.site.config.dataDir, 'uploads')

const upload = (bytes: number) =>
  server.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...multipartForm([
      { filename: 'akt.pdf', contentType: 'application/pdf', content: onePagePdf(bytes) },
    ]),
  })

it('answers 507 in Polish once the quota is full, and keeps no file of the refused upload', async () => {
  expect((await upload(1000)).statusCode).toBe(201)
  expect((await upload(1000)).statusCode).toBe(201)
  const kept = await filesUnder(uploadsDir())

  // 2000 + 1500 would pass the quota of 3000: refused after reading, before it is kept.
  const over = await upload(1500)
  expect(over.statusCode).toBe(507)
  expect(over.json()).toEqual({ code: 'UPLOAD_QUOTA_FULL', message: QUOTA_FULL_MESSAGE })
  expect(await filesUnder(uploadsDir())).toEqual(kept)

  // Exactly up to the quota is still taken; then even a small file is refused at once.
  expect((await upload(1000)).statusCode).toBe(201)
  const full = await upload(600)
  expect(full.statusCode).toBe(507)
  expect(full.json().message).toMatch(/miejsce na przesłane pliki jest pełne/)
  expect(await filesUnder(uploadsDir())).toHaveLength(3)
})
