import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pageWeight, PUBLIC_DIR } from '../bench/lib/pageWeight'
import { trackerCodeSize } from '../bench/tracker-size'

// Sizes are stable, unlike times, so the budgets are asserted here (issue #2; README "Budgets").
const JS_BUDGET_GZIP = 100 * 1024

function builtRoutes(dir = PUBLIC_DIR, prefix = '/'): string[] {
  const routes: string[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (entry === 'index.html') routes.push(prefix)
    else if (
      statSync(full).isDirectory() &&
      !['page-data', 'static', '~partytown'].includes(entry)
    ) {
      routes.push(...builtRoutes(full, `${prefix}${entry}/`))
    }
  }
  return routes
}

describe('page weight of the built site', () => {
  const routes = builtRoutes()

  it('finds the built pages', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/wiadomosci/', '/gazda/']))
  })

  it('ships at most 100 KB of gzipped JavaScript on the home page', () => {
    expect(pageWeight('/').jsGzip).toBeLessThanOrEqual(JS_BUDGET_GZIP)
  })

  it('ships at most 100 KB of gzipped JavaScript on every page', () => {
    const over = routes
      .map((route) => pageWeight(route))
      .filter((weight) => weight.jsGzip > JS_BUDGET_GZIP)
    expect(over).toEqual([])
  })
})

describe('the visitor tracker', () => {
  it('adds at most 3 KB of gzipped JavaScript of its own', async () => {
    const { gzip } = await trackerCodeSize()
    expect(gzip).toBeGreaterThan(500)
    expect(gzip).toBeLessThanOrEqual(3 * 1024)
  })
})
