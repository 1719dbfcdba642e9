import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { CSP_MANIFEST_FILE, type CspManifest } from '../src/domain/csp'
import { routes } from '../src/domain/routes'
import { setUpBrowserSite } from './support/browserSite'
import { oneRoutePerTemplate } from './support/expectedRoutes'
import { PUBLIC_DIR } from './support/site'

// Issue #17: every template runs under a CSP with no 'unsafe-inline' in script-src, both the
// header our server sends and the <meta> for static hosting, and still hydrates; the browser
// reports nothing, neither to the page nor to /api/csp-report.
const harness = setUpBrowserSite()

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(path.join(dir, entry.name))
      : [path.relative(PUBLIC_DIR, path.join(dir, entry.name))],
  )
}

const scriptSources = (policy: string | null | undefined) =>
  (/(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '').split(' ')

/** Records what the CSP blocks, before any of the page's own scripts run. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

async function openUnderCsp(route: string, status = 200) {
  const { page } = harness
  const violations = await watchViolations(page)
  const response = await page.goto(harness.site.url + route)
  expect(response?.status()).toBe(status)
  // Hydrated: React ran, so every script the page needs was allowed.
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  const meta = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')
  return { page, header: response!.headers()['content-security-policy'], meta, violations }
}

describe('the CSP of every built page', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(PUBLIC_DIR, CSP_MANIFEST_FILE), 'utf8'),
  ) as CspManifest
  const pages = files(PUBLIC_DIR).filter(
    (file) => file.endsWith('.html') && !file.startsWith('_gatsby'),
  )

  it('has a <meta> without unsafe-inline scripts, naming the hashes the server sends', () => {
    expect(pages.length).toBeGreaterThan(100)
    for (const file of pages) {
      const html = readFileSync(path.join(PUBLIC_DIR, file), 'utf8')
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)
      expect({ file, meta: Boolean(meta) }).toEqual({ file, meta: true })
      const sources = scriptSources(meta![1])
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources.slice(2)).toEqual(manifest.pages[file.split(path.sep).join('/')])
    }
  })
})

describe('each template under the CSP', () => {
  it.each([
    ...oneRoutePerTemplate().map((route) => [route, 200] as const),
    ['/nie-ma-takiej-strony/', 404] as const,
    [routes.staffList('zapisy'), 200] as const,
  ])('%s hydrates, and nothing is blocked or reported', async (route, status) => {
    const before = harness.site.app.cspReports.count
    const { page, header, meta, violations } = await openUnderCsp(route, status)
    expect(scriptSources(header)).not.toContain("'unsafe-inline'")
    expect(scriptSources(header).length).toBeGreaterThan(2)
    expect(scriptSources(meta)).toEqual(scriptSources(header))
    // The scripts asked for after the first paint, and whatever they load, have run by now.
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
    expect(harness.site.app.cspReports.count).toBe(before)
  })
})

describe('what the CSP still blocks', () => {
  it('blocks an inline event handler and an injected inline script, and reports them', async () => {
    const before = harness.site.app.cspReports.count
    const { page, violations } = await openUnderCsp('/')
    const ran = await page.evaluate(async () => {
      const flag = window as unknown as { ranInline?: boolean }
      const image = document.createElement('img')
      image.setAttribute('onerror', 'window.ranInline = true')
      image.src = 'data:,not-an-image'
      document.body.append(image)
      const script = document.createElement('script')
      script.textContent = 'window.ranInline = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 300))
      return Boolean(flag.ranInline)
    })
    expect(ran).toBe(false)
    expect((await violations()).map((line) => line.split(' ')[0])).toEqual(
      expect.arrayContaining(['script-src-attr', 'script-src-elem']),
    )
    // report-uri's reports are sent as the violations happen, but on their own requests.
    for (
      let waited = 0;
      harness.site.app.cspReports.count < before + 2 && waited < 5000;
      waited += 50
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(harness.site.app.cspReports.count).toBeGreaterThanOrEqual(before + 2)
    expect(harness.site.app.cspReports.last?.path).toBe('/')
  })
})

describe('source maps', () => {
  it('are not in the build, and a request for one answers 404', async () => {
    expect(files(PUBLIC_DIR).filter((file) => file.endsWith('.map'))).toEqual([])
    const bundle = files(PUBLIC_DIR).find((file) => /^app-[0-9a-f]+\.js$/.test(file))!
    const response = await fetch(`${harness.site.url}/${bundle}.map`)
    expect(response.status).toBe(404)
    expect((await fetch(`${harness.site.url}/${bundle}`)).status).toBe(200)
  })
})
