import type { Language } from '../../src/domain/i18n/languages'
import { loadSchoolNames } from '../content/school'
import { SCHOOL_LISTS } from './model'
import { schoolListNames } from './texts'

/**
 * Issue #34's lists and their names (Polish, or a class's English name where the school gives
 * one, issue #35), in the order a parent reads them: one per class (content/school/levels.yaml),
 * then school news and urgent notices. Read once at start.
 */
export function loadListCatalogue(
  contentDir: string,
  language: Language = 'pl',
): Map<string, string> {
  const levels = loadSchoolNames(contentDir).levels.map(
    ({ id, name, nameEn }) => [id, (language === 'en' && nameEn) || name] as const,
  )
  const names = schoolListNames(language)
  return new Map([...levels, ...SCHOOL_LISTS.map((list) => [list, names[list]] as const)])
}

/** The catalogue in both languages: a subscriber's mail and pages name lists in theirs. */
export function loadListCatalogues(contentDir: string): Record<Language, Map<string, string>> {
  return { pl: loadListCatalogue(contentDir, 'pl'), en: loadListCatalogue(contentDir, 'en') }
}

/** The lists' names in the catalogue's order (an id it lacks, e.g. a class since removed, as is). */
export function namesOf(catalogue: Map<string, string>, lists: string[]): string[] {
  const order = [...catalogue.keys()]
  const rank = (list: string) => (order.includes(list) ? order.indexOf(list) : order.length)
  return [...lists].sort((a, b) => rank(a) - rank(b)).map((list) => catalogue.get(list) ?? list)
}
