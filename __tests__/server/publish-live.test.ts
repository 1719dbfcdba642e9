import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fakeBuildPublishing, setUpContentServer } from './support/contentServer'

// The real server, listening: a save rebuilds the site with the (fake) build command, and the new
// build is served without a restart, while the build never shows through.
let control: string
const server = setUpContentServer(({ site }) => {
  const publishing = fakeBuildPublishing(site, { marker: 'pierwsza' })
  control = publishing.control
  return publishing.config
})

let base: string
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

const fetchText = async (url: string) => {
  const response = await fetch(`${base}${url}`)
  return { status: response.status, text: await response.text() }
}

const saveFaq = async (title: string) => {
  const { version, items } = (await server.call('GET', '/api/gazda/content/faq')).json()
  return server.call('PUT', '/api/gazda/content/faq', { title, items, version })
}

it('serves the new build after a save, without a restart, and the old one while it builds', async () => {
  expect((await fetchText('/marker.txt')).status).toBe(404)
  writeFileSync(control, JSON.stringify({ marker: 'pierwsza', sleepMs: 300 }))
  expect((await saveFaq('Pytania 1')).statusCode).toBe(200)

  const during = (await server.call('GET', '/api/gazda/publish')).json()
  expect(['queued', 'building']).toContain(during.state)
  expect(during.changesWaiting).toBe(1)
  expect((await fetchText('/')).text).toContain('Polska Szkoła')

  await server.app.publisher!.idle()
  expect(await fetchText('/marker.txt')).toEqual({ status: 200, text: 'pierwsza' })
  expect((await fetchText('/')).text).toBe('<h1>Build 1</h1>')

  writeFileSync(control, JSON.stringify({ marker: 'druga' }))
  await saveFaq('Pytania 2')
  await server.app.publisher!.idle()
  expect((await fetchText('/marker.txt')).text).toBe('druga')

  const status = (await server.call('GET', '/api/gazda/publish')).json()
  expect(status).toEqual({
    enabled: true,
    state: 'idle',
    liveAt: expect.any(String),
    liveUrlTime: expect.stringMatching(/^([01]\d|2[0-3]):[0-5]\d$/),
    buildStartedAt: expect.any(String),
    lastBuildMs: expect.any(Number),
    error: null,
    changesWaiting: 0,
  })
})

it('keeps serving the last good build when one fails, and says why', async () => {
  writeFileSync(control, JSON.stringify({ fail: true }))
  await saveFaq('Pytania 3')
  await server.app.publisher!.idle()
  const status = (await server.call('GET', '/api/gazda/publish')).json()
  expect(status).toMatchObject({ state: 'failed', changesWaiting: 1 })
  expect(status.error).toMatch(/title: is required$/)
  expect((await fetchText('/marker.txt')).text).toBe('druga')

  writeFileSync(control, JSON.stringify({ marker: 'po-awarii' }))
  const retry = await server.call('POST', '/api/gazda/publish')
  expect(retry.statusCode).toBe(202)
  await server.app.publisher!.idle()
  expect((await fetchText('/marker.txt')).text).toBe('po-awarii')
})

it('closes while a build runs: the build is stopped and the app closes cleanly', async () => {
  writeFileSync(control, JSON.stringify({ sleepMs: 20_000 }))
  await saveFaq('Pytania 4')
  // Until the build program runs (it counts its runs in runs.log, beside control.json).
  const runs = path.join(path.dirname(control), 'runs.log')
  const count = () => (existsSync(runs) ? readFileSync(runs, 'utf8').trim().split('\n').length : 0)
  const before = count()
  while (count() === before) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const started = Date.now()
  await server.app.close()
  expect(Date.now() - started).toBeLessThan(8000)
  expect(server.app.publisher!.status().state).not.toBe('building')
})
