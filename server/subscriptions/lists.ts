import { loadSchoolNames } from '../content/school'
import { SCHOOL_LISTS } from './model'
import { LIST_NAMES_PL } from './texts'

/**
 * Issue #34's lists and their Polish names, in the order a parent reads them: one per class
 * (content/school/levels.yaml), then school news and urgent notices. Read once at start.
 */
export function loadListCatalogue(contentDir: string): Map<string, string> {
  const levels = loadSchoolNames(contentDir).levels.map(({ id, name }) => [id, name] as const)
  return new Map([...levels, ...SCHOOL_LISTS.map((list) => [list, LIST_NAMES_PL[list]] as const)])
}

/** The lists' names in the catalogue's order (an id it lacks, e.g. a class since removed, as is). */
export function namesOf(catalogue: Map<string, string>, lists: string[]): string[] {
  const order = [...catalogue.keys()]
  const rank = (list: string) => (order.includes(list) ? order.indexOf(list) : order.length)
  return [...lists].sort((a, b) => rank(a) - rank(b)).map((list) => catalogue.get(list) ?? list)
}
