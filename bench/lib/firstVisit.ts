// The JavaScript a first visit loads (issue #36): every script the page asks for in its first
// seconds (network idle, then 3 s more), before hydration or after it, in a fresh browser context
// (no cache, no storage) on a phone's screen. Each is counted gzipped from public/, as the server
// sends it to a phone.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { PUBLIC_DIR } from './pageWeight'

/** After the network is idle: a chunk loaded after hydration, or on an idle callback, comes in. */
export const SETTLE_MS = 3000

export const PHONE = { width: 412, height: 915 }

export interface FirstVisit {
  route: string
  /** The scripts' paths, in the order they were asked for (a prefetch of the next page's too). */
  scripts: string[]
  jsGzip: number
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

export async function firstVisit(
  browser: Browser,
  siteUrl: string,
  route: string,
  publicDir = PUBLIC_DIR,
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const scripts: string[] = []
    const origin = new URL(siteUrl).origin
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.push(url.pathname)
    })
    await page.goto(siteUrl + route, { waitUntil: 'networkidle' })
    await page.waitForTimeout(SETTLE_MS)
    const unique = [...new Set(scripts)]
    const jsGzip = unique.reduce(
      (sum, script) => sum + gzipSize(path.join(publicDir, decodeURIComponent(script))),
      0,
    )
    return { route, scripts: unique, jsGzip }
  } finally {
    await context.close()
  }
}
