import type { FastifyPluginAsync } from 'fastify'
import { loadConfig } from '../../../config'
import { createContentEditor } from '../../../content/editor'
import type { ContentInspector } from '../../../content/inspect'
import { createLinkChecker } from '../../../content/links'
import { alertRoutes } from './alert'
import { bulletinRoutes } from './bulletins'
import { declaredRoutes } from './declared'
import { faqRoutes } from './faq'
import { galleryRoutes } from './gallery'
import { newsRoutes } from './news'
import { newsImageRoutes } from './newsImage'
import { pageRoutes } from './pages'
import { previewRoutes } from './preview'
import { schoolFormFileRoutes } from './schoolFormFile'

export interface ContentRoutesOptions {
  contentDir: string
  gitCommit: boolean
  /** The site being served, whose pages links may go to. */
  siteDir: string
  /** The server's check worker, shared with the public banners' route (server/app.ts). */
  inspector: ContentInspector
  /** UPLOAD_MAX_BYTES, for a bulletin's PDF and a gallery photo; read from the environment when not given. */
  uploadMaxBytes?: number
  /** PHOTO_UPLOAD_MAX_BYTES, a staff member's photo as sent; read from the environment when not given. */
  photoUploadMaxBytes?: number
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
    // Issue #34: an urgent banner or a new homework is mailed to its list (subscriptions/notices).
    onSaved: (saved) =>
      app.hasDecorator('notices') ? app.notices.afterSave(saved) : Promise.resolve(),
  })
  const { inspector } = options
  const links = createLinkChecker(options.siteDir, options.contentDir, inspector)
  await app.register(previewRoutes, { inspector })
  for (const routes of [faqRoutes, pageRoutes, alertRoutes, newsRoutes]) {
    await app.register(routes, { editor, links })
  }
  await app.register(async (declared) => declaredRoutes(declared, { editor, links }))
  // server/app.ts passes config.uploadMaxBytes; without it, the same variable read the same way.
  const fromEnv = loadConfig({
    UPLOAD_MAX_BYTES: process.env.UPLOAD_MAX_BYTES,
    PHOTO_UPLOAD_MAX_BYTES: process.env.PHOTO_UPLOAD_MAX_BYTES,
  })
  const uploadMaxBytes = options.uploadMaxBytes ?? fromEnv.uploadMaxBytes
  const photoUploadMaxBytes = options.photoUploadMaxBytes ?? fromEnv.photoUploadMaxBytes
  await app.register(bulletinRoutes, { editor, links, uploadMaxBytes })
  await app.register(schoolFormFileRoutes, { editor, uploadMaxBytes })
  await app.register(galleryRoutes, { editor, uploadMaxBytes, photoUploadMaxBytes })
  await app.register(newsImageRoutes, { editor, uploadMaxBytes, photoUploadMaxBytes })
}
