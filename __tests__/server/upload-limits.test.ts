import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq, isNotNull } from 'drizzle-orm'
import { loadConfig } from '../../server/config'
import { uploads } from '../../server/db/schema'
import { QUOTA_FULL_MESSAGE } from '../../server/routes/uploads'
import { DEFAULT_UNCLAIMED_PER_ADDRESS_BYTES, uploadLimits } from '../../server/uploads/limits'
import { addressFullMessage, POOL_FULL_MESSAGE } from '../../server/uploads/refusals'
import { family, student } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'
import { filesUnder, multipartForm } from './support/multipart'
import { onePagePdf } from './support/uploads'

// Issue #32: one address cannot fill the upload quota with files no form ever names, and
// strangers' unclaimed files never make a parent's upload fail on the quota.

const pdfForm = (bytes: number) =>
  multipartForm([
    { filename: 'akt.pdf', contentType: 'application/pdf', content: onePagePdf(bytes) },
  ])
/** Enough uploads a minute from one address for the 104: the rate limit is not tested here. */
const defaults = loadConfig({})
const limits = {
  ...defaults.limits,
  writes: { ...defaults.limits.writes, uploads: { perAddress: 1000, all: 1000 } },
}

describe('the issue’s 104 anonymous uploads of 10 MB from one address', () => {
  const TEN_MB = 10 * 1024 * 1024
  // The defaults but the rate limit: UPLOAD_MAX_BYTES 10 MB, 50 MB an address, a 1 GB quota.
  const server = setUpServer({ limits })
  const send = (form: ReturnType<typeof pdfForm>, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/uploads', remoteAddress, ...form })

  it('stores the first 50 MB, refuses the other 99 with 429 in Polish, and takes another address’s', async () => {
    expect(server.site.config.uploadMaxBytes).toBe(TEN_MB)
    const form = pdfForm(TEN_MB)
    const answers: number[] = []
    for (let i = 0; i < 104; i++) answers.push((await send(form, '203.0.113.7')).statusCode)

    const kept = DEFAULT_UNCLAIMED_PER_ADDRESS_BYTES / TEN_MB
    expect(answers).toEqual([...Array(kept).fill(201), ...Array(104 - kept).fill(429)])
    const refused = await send(form, '203.0.113.7')
    expect(refused.json()).toEqual({
      code: 'UPLOAD_ADDRESS_FULL',
      message: addressFullMessage(DEFAULT_UNCLAIMED_PER_ADDRESS_BYTES),
      params: { maxBytes: DEFAULT_UNCLAIMED_PER_ADDRESS_BYTES, hours: 2 },
    })
    expect(refused.json().message).toBe(
      'Z tego połączenia czeka już 50 MB plików niewysłanych z formularzem. Wyślij najpierw ' +
        'formularz z przesłanymi plikami i dopiero potem prześlij kolejne (pliki niewysłane z ' +
        'formularzem są usuwane po 2 godzinach).',
    )
    const uploadsDir = path.join(server.site.config.dataDir, 'uploads')
    expect(await filesUnder(uploadsDir)).toHaveLength(kept)

    expect((await send(form, '198.51.100.20')).statusCode).toBe(201)
  })

  it('keeps no address of the files waiting, only its keyed hash', async () => {
    const rows = await server.app.db.select().from(uploads)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row.addressHash).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|198\.51\.100\.20/)
  })

  it('refuses over real HTTP before the body is sent, when its Content-Length cannot fit', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.app.server.address() as AddressInfo
    const form = pdfForm(TEN_MB)
    for (let i = 0; i < 5; i++) expect((await send(form, '127.0.0.1')).statusCode).toBe(201)

    // Only the first 64 KB of the 10 MB body is written: the answer comes without the rest.
    const status = await new Promise<number>((resolve, reject) => {
      const post = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/uploads',
        headers: { ...form.headers, 'content-length': form.payload.length },
      })
      post.on('response', (response) => {
        resolve(response.statusCode!)
        post.destroy()
      })
      post.on('error', reject)
      post.write(form.payload.subarray(0, 64 * 1024))
    })
    expect(status).toBe(429)
  })
})

describe('unclaimed uploads, the pool and the quota', () => {
  // Small figures, so each file is a few KB: an address 3 KB, the pool 6 KB, the quota 8 KB.
  const server = setUpServer({
    uploadMaxBytes: 3000,
    uploadQuotaBytes: 8000,
    unclaimedUploads: { perAddressBytes: 3000, poolBytes: 6000 },
    limits,
  })
  const db = () => server.app.db
  const uploadsDir = () => path.join(server.site.config.dataDir, 'uploads')
  afterEach(async () => {
    await db().delete(uploads)
  })
  const upload = (bytes: number, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: '/api/uploads', remoteAddress, ...pdfForm(bytes) })
  const enrol = (attachments: string[], remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/enrollments',
      remoteAddress,
      payload: {
        ...family({ students: [student({ level: 'klasa-3', buildingId: '1' })] }),
        attachments,
      },
    })

  it('refuses, by its real size once read, a file that would take its address past the cap', async () => {
    expect((await upload(2000, '10.3.0.1')).statusCode).toBe(201)
    const kept = await filesUnder(uploadsDir())
    // Its Content-Length is within the form's framing, so this is judged after reading it.
    const over = await upload(1500, '10.3.0.1')
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('UPLOAD_ADDRESS_FULL')
    expect(await filesUnder(uploadsDir())).toEqual(kept)
    expect((await upload(1000, '10.3.0.1')).statusCode).toBe(201)
    expect((await upload(600, '10.3.0.1')).statusCode).toBe(429)
    expect((await upload(600, '10.3.0.2')).statusCode).toBe(201)
  })

  it('counts an address’s files no longer once its form claims them, and forgets its hash', async () => {
    const first = (await upload(3000, '10.4.0.1')).json()
    expect((await upload(600, '10.4.0.1')).statusCode).toBe(429)
    expect((await enrol([first.uuid], '10.4.0.1')).statusCode).toBe(201)

    const [claimed] = await db().select().from(uploads).where(eq(uploads.id, first.uuid))
    expect(claimed!.enrollmentId).not.toBeNull()
    expect(claimed!.addressHash).toBeNull()
    // The next child's documents, from the same home.
    expect((await upload(3000, '10.4.0.1')).statusCode).toBe(201)
  })

  it('refuses everyone with 507 once strangers’ unclaimed files fill their pool', async () => {
    for (const address of ['10.5.0.1', '10.5.0.2']) {
      expect((await upload(3000, address)).statusCode).toBe(201)
    }
    const full = await upload(600, '10.5.0.3')
    expect(full.statusCode).toBe(507)
    expect(full.json()).toEqual({ code: 'UPLOAD_POOL_FULL', message: POOL_FULL_MESSAGE })
  })

  it('takes a parent’s upload while claimed files and strangers’ unclaimed ones pass the quota together', async () => {
    // Parents' real documents: 3 KB of claimed files, from two families.
    const a = (await upload(3000, '10.6.0.1')).json()
    expect((await enrol([a.uuid], '10.6.0.1')).statusCode).toBe(201)
    // Strangers wait with 5 KB unclaimed: 8 KB in all, the whole quota.
    expect((await upload(3000, '10.6.1.1')).statusCode).toBe(201)
    expect((await upload(2000, '10.6.1.2')).statusCode).toBe(201)

    // A parent's file is measured against the claimed files and their own: 3 + 0.9 of 8 KB.
    const parent = await upload(900, '10.6.0.2')
    expect(parent.statusCode).toBe(201)
    expect((await enrol([parent.json().uuid], '10.6.0.2')).statusCode).toBe(201)
    const hashes = await db().select().from(uploads).where(isNotNull(uploads.addressHash))
    expect(hashes).toHaveLength(2)
  })

  it('answers 507 quota full once parents’ claimed files fill the quota', async () => {
    for (const [i, address] of ['10.7.0.1', '10.7.0.2', '10.7.0.3'].entries()) {
      const file = (await upload(i < 2 ? 3000 : 1000, address)).json()
      expect((await enrol([file.uuid], address)).statusCode).toBe(201)
    }
    const over = await upload(1500, '10.7.0.4')
    expect(over.statusCode).toBe(507)
    expect(over.json()).toEqual({ code: 'UPLOAD_QUOTA_FULL', message: QUOTA_FULL_MESSAGE })
    expect((await upload(1000, '10.7.0.4')).statusCode).toBe(201)
  })
})

describe('UPLOAD_PER_ADDRESS_BYTES and UPLOAD_UNCLAIMED_BYTES', () => {
  it('default to 50 MB an address and half the quota for the pool', () => {
    const config = loadConfig({ UPLOAD_QUOTA_BYTES: '1000000' })
    expect(uploadLimits(config.uploadQuotaBytes, config.unclaimedUploads)).toEqual({
      // The address's cap is never above the pool.
      perAddressBytes: 500000,
      poolBytes: 500000,
      quotaBytes: 1000000,
    })
    expect(uploadLimits(1024 ** 3, loadConfig({}).unclaimedUploads)).toEqual({
      perAddressBytes: 52428800,
      poolBytes: 536870912,
      quotaBytes: 1073741824,
    })
  })

  it('are read from the environment, and a value that is no number of bytes stops the start', () => {
    const config = loadConfig({ UPLOAD_PER_ADDRESS_BYTES: '2000', UPLOAD_UNCLAIMED_BYTES: '9000' })
    expect(config.unclaimedUploads).toEqual({ perAddressBytes: 2000, poolBytes: 9000 })
    expect(() => loadConfig({ UPLOAD_PER_ADDRESS_BYTES: '50MB' })).toThrow(
      'UPLOAD_PER_ADDRESS_BYTES must be a whole number above 0, got "50MB".',
    )
    expect(() => loadConfig({ UPLOAD_UNCLAIMED_BYTES: '0' })).toThrow(/UPLOAD_UNCLAIMED_BYTES/)
  })
})
