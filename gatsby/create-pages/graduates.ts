import type { CreatePagesArgs } from 'gatsby'
import { menuMarksFor } from '../../src/domain/menu'
import { CURRENT_GRADUATES_YEAR, routes } from '../../src/domain/routes'
import { query, type PageRegistry } from './registry'

interface GraduatesQuery {
  allGraduates: { nodes: { id: string; year: string }[] }
}

/** /maturzysci/{YYYY-YY}/ per year; all of them belong to the menu's "Maturzyści" item. */
export async function createGraduatesPages(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<GraduatesQuery>(
    args,
    `{ allGraduates(sort: { year: DESC }) { nodes { id year } } }`,
  )
  const marks = menuMarksFor(routes.graduates(CURRENT_GRADUATES_YEAR))
  for (const { id, year } of data.allGraduates.nodes) {
    pages.create({ path: routes.graduates(year), template: 'graduates', context: { id }, marks })
  }
}
