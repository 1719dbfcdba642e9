import type { FastifyPluginAsync } from 'fastify'
import { createContentEditor } from '../../../content/editor'
import { createLinkChecker } from '../../../content/links'
import { alertRoutes } from './alert'
import { faqRoutes } from './faq'
import { newsRoutes } from './news'
import { pageRoutes } from './pages'

export interface ContentRoutesOptions {
  contentDir: string
  gitCommit: boolean
  /** The site being served, whose pages links may go to. */
  siteDir: string
}

/**
 * /api/gazda/content/*: the content editors change in the staff area (issue #7). Every answer
 * carries the file's version; every save checks it, writes the file and queues a publish.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  const editor = createContentEditor({
    contentDir: options.contentDir,
    db: app.db,
    publisher: app.publisher,
    gitCommit: options.gitCommit,
    log: app.log,
  })
  const links = createLinkChecker(options.siteDir, options.contentDir)
  for (const routes of [faqRoutes, pageRoutes, alertRoutes, newsRoutes]) {
    await app.register(routes, { editor, links })
  }
}
