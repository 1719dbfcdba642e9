import { TOO_COMPLEX_MESSAGE } from '../../server/content/inspect'
import { setUpContentServer } from './support/contentServer'

// Issue #17: editor input is parsed off the server's thread. Against the real server on a port:
// a pathological 50,000-character text answers within 1 s, and a visitor's page meanwhile within
// 200 ms. (issue #17 found `[a](b` × 12,000 froze the server for 22 s with marked 15.)
const server = setUpContentServer()
let origin = ''

const LENGTH = 50_000
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH)
const PATHOLOGICAL: [string, string][] = [
  ['unclosed links', fill('[a](b')],
  ['nested brackets', fill('[')],
  ['a run of <', fill('<')],
  ['an emphasis run', fill('*a')],
  ['nested quotes', fill('> ')],
  ['nested images', fill('![')],
  ['unclosed tags', fill('<a ')],
]

beforeAll(async () => {
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' })
  // The check worker loads once the server listens; a first small save waits for it.
  expect((await save('Tekst.')).status).toBe(200)
}, 60_000)

async function page() {
  return (await fetch(`${origin}/api/gazda/content/pages/skarbnik`, { headers: auth() })).json()
}
const auth = () => ({ authorization: `Bearer ${server.tokens.editor}` })

async function save(body: string, version?: string) {
  version ??= (await page()).version
  return fetch(`${origin}/api/gazda/content/pages/skarbnik`, {
    method: 'PUT',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Skarbnik', body, version }),
  })
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

describe('a pathological markdown save against the listening server', () => {
  it.each(PATHOLOGICAL)(
    'answers %s within 1 s while GET / answers within 200 ms',
    async (_name, body) => {
      expect(body).toHaveLength(LENGTH)
      // Each case starts on a server at rest: a refused save ends its worker, and this ordinary
      // save waits until the next one has loaded (refusals back to back: the test below).
      expect((await save('Tekst.')).status).toBe(200)
      const { version } = await page()
      const saving = timed(() => save(body, version))
      await new Promise((resolve) => setTimeout(resolve, 20))
      const visiting = timed(() => fetch(`${origin}/`))
      const [saved, visit] = await Promise.all([saving, visiting])
      expect(visit.result.status).toBe(200)
      expect(visit.ms).toBeLessThan(200)
      expect(saved.ms).toBeLessThan(1000)
      // Checked (200), or refused in Polish as too complex to check (422); never a frozen server.
      expect([200, 422]).toContain(saved.result.status)
      if (saved.result.status === 422) {
        expect(await saved.result.json()).toMatchObject({
          code: 'CONTENT_TOO_COMPLEX',
          message: TOO_COMPLEX_MESSAGE,
        })
      }
      console.log(
        `${_name}: save ${saved.result.status} in ${saved.ms.toFixed(0)} ms, GET / in ${visit.ms.toFixed(0)} ms`,
      )
    },
  )

  it('keeps answering pages while pathological saves come back to back, and answers each save', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { version } = await page()
      const saving = timed(() => save(fill('*a'), version))
      await new Promise((resolve) => setTimeout(resolve, 20))
      const visit = await timed(() => fetch(`${origin}/`))
      expect(visit.result.status).toBe(200)
      expect(visit.ms).toBeLessThan(200)
      const saved = await saving
      // Refused, at worst after the next worker has loaded: never a save left waiting. The bound
      // is loose (a worker loads in 1–5 s on this 2-core machine, more beside a build): what it
      // catches is a save held by a parse, which took 22 s before issue #17.
      expect(saved.result.status).toBe(422)
      expect(saved.ms).toBeLessThan(15_000)
    }
  })

  it('still checks an ordinary save after a worker was ended', async () => {
    const response = await save('Tekst z <script>alert(1)</script> skryptem.')
    expect(response.status).toBe(200)
    expect((await response.json()).removed.body[0]).toMatch(/^Element <script>/)
  })
})
