import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { apiOriginOf } from '../../src/domain/csp'
import { writeCalendarFeeds } from './calendar-feeds'
import { createCspStep } from './csp'
import { rewritePages } from './pages'
import { loadScriptsAfterPaintIn } from './scripts-after-paint'
import { writeSearchIndex } from './search-index'
import { writeSiteFiles } from './site-files'
import { removeSourceMaps } from './source-maps'
import { withoutNul } from './strip-nul'

export type { PostBuildArgs } from './types'

// After the pages are written: the pages cleaned of NUL bytes and their scripts asked for after
// the first paint (issue #9), then their inline scripts hashed for the CSP (issue #17), in one
// pass; then files made from the same data as the pages
// (issue #10: calendar feeds; RSS, sitemap, robots.txt, manifest), and the search index over the
// finished HTML.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const publicDir = path.join(args.store.getState().program.directory, 'public')
  // One pass over the pages: NUL bytes out, the scripts asked for after the first paint, and last
  // the CSP, from the page as it will be served.
  const cleaned: string[] = []
  const csp = createCspStep(apiOriginOf(process.env.GATSBY_API_URL))
  await rewritePages(publicDir, (page, name) => {
    const clean = withoutNul(page)
    if (clean !== page) cleaned.push(name)
    return csp.rewrite(loadScriptsAfterPaintIn(clean), name)
  })
  if (cleaned.length > 0) args.reporter.info(`NUL bytes removed from ${cleaned.join(', ')}`)
  if (csp.foreign.length > 0) {
    args.reporter.warn(
      `Inline scripts in page content, blocked by the CSP: ${csp.foreign.join(', ')}`,
    )
  }
  await csp.writeManifest(publicDir)
  await removeSourceMaps(publicDir)
  await writeCalendarFeeds(args)
  await writeSiteFiles(args)
  await writeSearchIndex(args)
}
