import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { type BuiltSite, makeBuiltSite, siteFiles } from './built-site'

const REVALIDATE = 'public, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_HOUR = 'public, max-age=3600'

let site: BuiltSite
let app: FastifyInstance

beforeAll(async () => {
  site = await makeBuiltSite()
  app = await buildApp(site.config)
})
afterAll(async () => {
  await app.close()
  await site.remove()
})

describe('serving the built site', () => {
  it.each([
    ['serves the home page from public/index.html', '/', 200, 'index.html'],
    [
      'answers an unknown page with status 404 and the body of public/404.html',
      '/nie-ma-takiej-strony/',
      404,
      '404.html',
    ],
  ])('%s', async (_, url, status, file) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(status)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toBe(siteFiles[file])
  })

  it('redirects a route without its trailing slash to the slash form, keeping the query string', async () => {
    const res = await app.inject('/wiadomosci?strona=2&rok=2024')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/wiadomosci/?strona=2&rok=2024')
  })

  it.each([
    ['answers an unknown /api/ path with a JSON 404 instead of the HTML page', '/api/nie-ma'],
    ['never serves a file from public/api/, since /api/ belongs to the API', '/api/leak.json'],
  ])('%s', async (_, url) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Nie znaleziono.' })
  })

  it('answers HEAD like GET, without a body', async () => {
    const page = await app.inject({ method: 'HEAD', url: '/wiadomosci/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toBe('')
    const missing = await app.inject({ method: 'HEAD', url: '/nie-ma/' })
    expect(missing.statusCode).toBe(404)
  })
})

describe('the client-only staff area', () => {
  it('serves public/gazda/index.html with status 200 for any route under /gazda/', async () => {
    const res = await app.inject('/gazda/zapisy/42/')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(siteFiles['gazda/index.html'])
    expect(res.headers['cache-control']).toBe(REVALIDATE)
  })

  it('adds the trailing slash to a staff route written without one', async () => {
    const res = await app.inject('/gazda/zapisy?strona=3')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/gazda/zapisy/?strona=3')
  })

  it('keeps a missing file under /gazda/ a 404 rather than answering with the staff app', async () => {
    const res = await app.inject('/gazda/brak.js')
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe(siteFiles['404.html'])
  })
})

describe('cache headers, after Gatsby\'s "Caching Static Sites"', () => {
  it.each([
    ['/', REVALIDATE],
    ['/wiadomosci/', REVALIDATE],
    ['/nie-ma/', REVALIDATE],
    ['/page-data/app-data.json', REVALIDATE],
    ['/page-data/index/page-data.json', REVALIDATE],
    ['/sw.js', REVALIDATE],
    ['/app-abc123.js', IMMUTABLE],
    ['/styles-def456.css', IMMUTABLE],
    ['/static/x/y.png', IMMUTABLE],
    ['/logo.png', ONE_HOUR],
  ])('answers %s with cache-control "%s"', async (url, expected) => {
    const res = await app.inject(url)
    expect(res.headers['cache-control']).toBe(expected)
  })
})

describe('compression', () => {
  it('gzips a large HTML page when the browser accepts gzip', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(siteFiles['index.html'])
  })

  it('prefers brotli when the browser accepts both', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(siteFiles['index.html'])
  })

  it('sends the page uncompressed to a client that accepts no encoding', async () => {
    const res = await app.inject('/')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(siteFiles['index.html'])
  })
})
