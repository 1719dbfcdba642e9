import { readdirSync } from 'node:fs'
import path from 'node:path'
import { PUBLIC_DIR } from './site'

/** Folders of public/ that hold files Gatsby and Pagefind serve, not pages. */
const NOT_PAGES = new Set(['page-data', 'static', 'pagefind', '_gatsby', '~partytown'])

/** Every page of the built site: the route of each index.html under public/, sorted. */
export function builtPages(dir = PUBLIC_DIR, route = '/'): string[] {
  const pages: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'index.html') pages.push(route)
    if (entry.isDirectory() && !(route === '/' && NOT_PAGES.has(entry.name))) {
      pages.push(...builtPages(path.join(dir, entry.name), `${route}${entry.name}/`))
    }
  }
  return pages.sort()
}
