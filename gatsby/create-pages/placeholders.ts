import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { routes } from '../../src/domain/routes'
import type { PageRegistry } from './registry'

/** The staff area's page component (a file-system splat route: matchPath /gazda/*). */
export const STAFF_PAGE_COMPONENT = path.resolve('src/pages/gazda/[...].tsx')

/**
 * The splat page is built as gazda/[...]/index.html; the server (server/static-site.ts) answers
 * every /gazda/…/ route with gazda/index.html, so /gazda/ gets the same component as a page of
 * its own: one component, one chunk, and the staff app loaded only there (issue #7).
 */
export function createStaffPages({ actions }: CreatePagesArgs, pages: PageRegistry) {
  pages.paths.add(routes.staff())
  actions.createPage({ path: routes.staff(), component: STAFF_PAGE_COMPONENT, context: {} })
}
