import type { FastifyInstance } from 'fastify'
import pkg from '../../package.json'
import { buildApp } from '../../server/app'
import { type BuiltSite, makeBuiltSite, siteFiles } from './built-site'

let site: BuiltSite
let app: FastifyInstance

beforeAll(async () => {
  site = await makeBuiltSite()
  app = await buildApp(site.config)
  app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED postgres://admin:tajne@db:5432')
  })
  app.get('/api/test/conflict', async () => {
    throw Object.assign(new Error('Ten termin jest już zajęty.'), {
      statusCode: 409,
      code: 'SLOT_TAKEN',
    })
  })
  app.get('/api/test/too-large', async () => {
    throw Object.assign(new Error('Plik jest za duży.'), { statusCode: 413 })
  })
})
afterAll(async () => {
  await app.close()
  await site.remove()
})

describe('the application', () => {
  it('answers GET /api/health with status ok and the version from package.json', async () => {
    const res = await app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', version: pkg.version })
  })

  it('hides the details of a server error behind a generic Polish message', async () => {
    const res = await app.inject('/api/test/crash')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Wystąpił błąd serwera. Spróbuj ponownie za chwilę.',
    })
    expect(res.body).not.toContain('tajne')
  })

  it('passes a client error through with its status, code and message', async () => {
    const res = await app.inject('/api/test/conflict')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ code: 'SLOT_TAKEN', message: 'Ten termin jest już zajęty.' })
  })

  it('gives a client error thrown without a code a stable code named after its status', async () => {
    const res = await app.inject('/api/test/too-large')
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Plik jest za duży.' })
  })
})

describe('listening like server/main.ts', () => {
  let server: FastifyInstance | undefined
  let own: BuiltSite
  afterAll(async () => {
    await server?.close()
    await own.remove()
  })

  it('answers real HTTP requests on the port it listens on', async () => {
    // A DATA_DIR of its own: the app above still holds the first one's lock.
    own = await makeBuiltSite()
    server = await buildApp(own.config)
    const address = await server.listen({ port: 0, host: '127.0.0.1' })
    const health = await fetch(`${address}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', version: pkg.version })
    const home = await fetch(`${address}/`)
    expect(home.headers.get('content-encoding')).toMatch(/^(br|gzip)$/)
    expect(await home.text()).toBe(siteFiles['index.html'])
  })
})
