import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { type BuiltSite, makeBuiltSite } from './built-site'

const SITE_NOT_BUILT = {
  code: 'SITE_NOT_BUILT',
  message: 'Strona nie została jeszcze zbudowana. Uruchom: npm run build',
}

let site: BuiltSite
let app: FastifyInstance
let missingDir: string

beforeAll(async () => {
  site = await makeBuiltSite()
  missingDir = path.join(path.dirname(site.publicDir), 'not-built-yet')
  app = await buildApp({ ...site.config, publicDir: missingDir })
})
afterAll(async () => {
  await app.close()
  await site.remove()
})

describe('before the site is built', () => {
  it.each(['/', '/wiadomosci/', '/gazda/zapisy/'])(
    'answers %s with 503 and says how to build the site',
    async (url) => {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual(SITE_NOT_BUILT)
    },
  )

  it('keeps the API working', async () => {
    const health = await app.inject('/api/health')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ status: 'ok' })
    const missing = await app.inject('/api/nie-ma')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Nie znaleziono.' })
  })

  it('serves the site as soon as a build appears, without a restart', async () => {
    await mkdir(missingDir, { recursive: true })
    await writeFile(path.join(missingDir, 'index.html'), '<h1>Świeżo zbudowana</h1>')
    const res = await app.inject('/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('<h1>Świeżo zbudowana</h1>')
  })
})
