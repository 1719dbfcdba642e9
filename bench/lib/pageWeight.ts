import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageScripts } from '../../gatsby/post-build/scripts-after-paint'

export const PUBLIC_DIR = path.join(__dirname, '../../public')

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

/** The built page's HTML file for a route such as /wiadomosci/. */
export const htmlFileFor = (route: string, publicDir = PUBLIC_DIR) =>
  path.join(publicDir, route, route.endsWith('.html') ? '' : 'index.html')

/**
 * The JavaScript a first visit to a route loads: the scripts its HTML names (as tags or in the
 * loader that adds them after the first paint), plus the chunk group
 * of its page component (Gatsby loads it through the chunk map before the page renders).
 */
export function pageJavaScript(route: string, publicDir = PUBLIC_DIR): string[] {
  const html = readFileSync(htmlFileFor(route, publicDir), 'utf8')
  const files = new Set<string>()
  for (const script of pageScripts(html)) files.add(script.slice(1))
  const pageData = path.join(
    publicDir,
    'page-data',
    route === '/' ? 'index' : route.replace(/^\/|\/$/g, ''),
    'page-data.json',
  )
  if (existsSync(pageData)) {
    const { componentChunkName } = JSON.parse(readFileSync(pageData, 'utf8')) as {
      componentChunkName: string
    }
    const stats = JSON.parse(
      readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'),
    ) as WebpackStats
    const group = stats.namedChunkGroups[componentChunkName]
    for (const asset of group?.assets ?? []) if (asset.name.endsWith('.js')) files.add(asset.name)
  }
  return [...files]
}

export interface PageWeight {
  route: string
  jsGzip: number
  cssGzip: number
  htmlGzip: number
}

export function pageWeight(route: string, publicDir = PUBLIC_DIR): PageWeight {
  const html = htmlFileFor(route, publicDir)
  const jsGzip = pageJavaScript(route, publicDir).reduce(
    (sum, file) => sum + gzipSize(path.join(publicDir, file)),
    0,
  )
  // Gatsby inlines the CSS into each page's HTML, so its weight is part of the HTML's.
  const css = readFileSync(html, 'utf8').match(/<style[^>]*>([\s\S]*?)<\/style>/g) ?? []
  const cssGzip = css.length ? gzipSync(css.join(''), { level: 9 }).length : 0
  return { route, jsGzip, cssGzip, htmlGzip: gzipSize(html) }
}

/**
 * The JavaScript a named on-demand chunk group adds to a page that has already loaded its own
 * (e.g. `enrollment-form`, fetched when a parent opens the form): its files minus the page's.
 */
export function onDemandJavaScript(
  chunkGroup: string,
  route: string,
  publicDir = PUBLIC_DIR,
): { files: string[]; jsGzip: number } {
  const stats = JSON.parse(
    readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'),
  ) as WebpackStats
  const group = stats.namedChunkGroups[chunkGroup]
  if (!group) throw new Error(`no chunk group ${chunkGroup} in webpack.stats.json`)
  const page = new Set(pageJavaScript(route, publicDir))
  const files = group.assets
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js') && !page.has(name))
  const jsGzip = files.reduce((sum, file) => sum + gzipSize(path.join(publicDir, file)), 0)
  return { files, jsGzip }
}
