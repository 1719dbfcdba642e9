import { createContentEditor } from '../../../content/editor'
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
import type { Routes } from '../../options'

/**
 * /api/gazda/content/*: the content editors change in the staff area (issue #7). Every answer
 * carries the file's version; every save checks it, writes the file and queues a publish.
 */
export const contentRoutes: Routes = async (app, { config, contentDir, siteDir, inspector }) => {
  const editor = createContentEditor({
    contentDir,
    db: app.db,
    publisher: app.publisher,
    gitCommit: config.contentGitCommit,
    log: app.log,
    // Issue #34: an urgent banner or a new homework is mailed to its list (subscriptions/notices).
    onSaved: (saved) =>
      app.hasDecorator('notices') ? app.notices.afterSave(saved) : Promise.resolve(),
  })
  const links = createLinkChecker(siteDir, contentDir, inspector)
  await app.register(previewRoutes, { inspector })
  for (const routes of [faqRoutes, pageRoutes, alertRoutes, newsRoutes]) {
    await app.register(routes, { editor, links })
  }
  await app.register(async (declared) => declaredRoutes(declared, { editor, links }))
  const { uploadMaxBytes, photoUploadMaxBytes } = config
  await app.register(bulletinRoutes, { editor, links, uploadMaxBytes })
  await app.register(schoolFormFileRoutes, { editor, uploadMaxBytes })
  await app.register(galleryRoutes, { editor, uploadMaxBytes, photoUploadMaxBytes })
  await app.register(newsImageRoutes, { editor, uploadMaxBytes, photoUploadMaxBytes })
}
