import type { GatsbyNode } from 'gatsby'
import { createPlaceholderPages } from './placeholders'
import { requireSiteSettings } from './site-settings'

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await requireSiteSettings(args)
  createPlaceholderPages(args)
}
