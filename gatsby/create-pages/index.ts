import type { GatsbyNode } from 'gatsby'
import { checkContent } from './checks'
import { createContentPages } from './content-pages'
import { createGalleryPages } from './gallery'
import { createGraduatesPages } from './graduates'
import { createHomeworkPages } from './homework'
import { createNewsPages } from './news'
import { createStaffPages } from './placeholders'
import { PageRegistry } from './registry'
import { createSectionPages } from './sections'
import { requireSiteSettings } from './site-settings'
import { routes } from '../../src/domain/routes'

// One module per kind of page; the checks run last, when every page's address is known.
export const createPages: GatsbyNode['createPages'] = async (args) => {
  await requireSiteSettings(args)
  const pages = new PageRegistry(args.actions, args.reporter)
  await createNewsPages(args, pages)
  await createContentPages(args, pages)
  await createHomeworkPages(args, pages)
  await createGraduatesPages(args, pages)
  await createGalleryPages(args, pages)
  createSectionPages(args, pages)
  // Issue #34: the mailing lists' form; its words are the page's own, not a content file.
  pages.create({ path: routes.mailingLists(), template: 'mailing-lists' })
  pages.createEnglishFilePages()
  createStaffPages(args, pages)
  await checkContent(args, pages)
}
