import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { allMenuItems, menuMarksFor } from '../../src/domain/menu'
import { CONTENT_PAGE_SLUGS, SPECIAL_PAGE_SLUGS, routes } from '../../src/domain/routes'

// Top-level routes of SPEC.md §2 whose real templates come with the content issue (#3). Each gets
// a page in the Layout with its menu marks, so that navigation works end to end meanwhile.
const TITLES_OUTSIDE_MENU: Record<string, string> = {
  [routes.page('rozklad-zajec')]: 'Rozkład zajęć',
  [routes.survey()]: 'Ankieta o zapisach',
  [routes.sessions()]: 'Sesje',
  [routes.reports()]: 'Raporty',
  [routes.staff()]: 'Gazda',
}

export function placeholderRoutes(): { path: string; title: string }[] {
  const menuItems = allMenuItems()
  const paths = [
    routes.gallery(),
    routes.news(),
    ...[...CONTENT_PAGE_SLUGS, ...SPECIAL_PAGE_SLUGS].map((slug) => routes.page(slug)),
    routes.homework(),
    ...menuItems.map((item) => item.to).filter((to) => to.startsWith('/maturzysci/')),
    routes.survey(),
    routes.enrollment(),
    routes.sessions(),
    routes.reports(),
    routes.textbooks(),
    routes.calendar(),
    routes.teachers(),
    routes.schoolForms(),
    routes.parentDuty(),
    routes.bulletins(),
    routes.staff(),
  ]
  return paths.map((pagePath) => {
    const title =
      menuItems.find((item) => item.to === pagePath)?.label ?? TITLES_OUTSIDE_MENU[pagePath]
    if (!title) throw new Error(`No title for the placeholder page ${pagePath}`)
    return { path: pagePath, title }
  })
}

export function createPlaceholderPages({ actions }: CreatePagesArgs): void {
  const component = path.resolve('src/templates/placeholder.tsx')
  for (const { path: pagePath, title } of placeholderRoutes()) {
    actions.createPage({ path: pagePath, component, context: { title, ...menuMarksFor(pagePath) } })
  }
}
