import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { writeCalendarFeeds } from './calendar-feeds'
import { rewritePages } from './pages'
import { loadScriptsAfterPaintIn } from './scripts-after-paint'
import { writeSearchIndex } from './search-index'
import { writeSiteFiles } from './site-files'
import { withoutNul } from './strip-nul'

export type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]

// After the pages are written: the pages cleaned of NUL bytes and their scripts asked for after
// the first paint (issue #9), in one pass; then files made from the same data as the pages
// (issue #10: calendar feeds; RSS, sitemap, robots.txt, manifest), and the search index over the
// finished HTML.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const publicDir = path.join(args.store.getState().program.directory, 'public')
  // One pass over the pages: NUL bytes out, then the scripts asked for after the first paint.
  const cleaned: string[] = []
  await rewritePages(publicDir, (page, name) => {
    const clean = withoutNul(page)
    if (clean !== page) cleaned.push(name)
    return loadScriptsAfterPaintIn(clean)
  })
  if (cleaned.length > 0) args.reporter.info(`NUL bytes removed from ${cleaned.join(', ')}`)
  await writeCalendarFeeds(args)
  await writeSiteFiles(args)
  await writeSearchIndex(args)
}
