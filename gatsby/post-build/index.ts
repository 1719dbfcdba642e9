import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { writeCalendarFeeds } from './calendar-feeds'
import { loadScriptsAfterPaintEverywhere } from './scripts-after-paint'
import { writeSearchIndex } from './search-index'
import { writeSiteFiles } from './site-files'
import { stripNulBytes } from './strip-nul'

export type PostBuildArgs = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0]

// After the pages are written: the pages' scripts asked for after their first paint (issue #9);
// (issue #10) files made from the same data as the pages (calendar
// feeds; RSS, sitemap, robots.txt, manifest), then the search index over the finished HTML.
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const publicDir = path.join(args.store.getState().program.directory, 'public')
  const cleaned = await stripNulBytes(publicDir)
  if (cleaned.length > 0) args.reporter.info(`NUL bytes removed from ${cleaned.join(', ')}`)
  await loadScriptsAfterPaintEverywhere(publicDir)
  await writeCalendarFeeds(args)
  await writeSiteFiles(args)
  await writeSearchIndex(args)
}
