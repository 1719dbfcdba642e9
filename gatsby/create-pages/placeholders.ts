import type { CreatePagesArgs } from 'gatsby'
import { routes } from '../../src/domain/routes'
import type { PageRegistry } from './registry'

// The staff area arrives with its own issue (#7); until then /gazda/ is a page in the frame.
export function createStaffPages(_args: CreatePagesArgs, pages: PageRegistry) {
  pages.create({ path: routes.staff(), template: 'placeholder', context: { title: 'Gazda' } })
}
