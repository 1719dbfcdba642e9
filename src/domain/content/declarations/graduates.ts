import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

const YEARS = /^\d{4}-\d{2}$/

/** content/graduates/{YYYY-YY}.yaml: a school year's graduates, first name and initial. */
export const graduates: ContentDeclaration = {
  ...DECLARED_NAMES.graduates,
  storage: {
    form: 'files',
    dir: 'graduates',
    ext: '.yaml',
    id: YEARS,
    idField: 'year',
    idOf: (values) => String(values.year ?? ''),
  },
  fields: [
    {
      name: 'year',
      type: 'text',
      label: 'Rok szkolny',
      required: true,
      max: 7,
      hint: 'Np. 2025-26.',
      column: true,
    },
    { name: 'ceremony', type: 'date', label: 'Dzień uroczystości', column: true },
    {
      name: 'graduates',
      type: 'texts',
      label: 'Absolwenci',
      required: true,
      max: 200,
      hint: 'Imię i pierwsza litera nazwiska, np. Zofia K. Bez pełnych nazwisk.',
    },
    { name: 'message', type: 'markdown', label: 'Słowo do absolwentów', max: 5000 },
  ],
  rules: (values) => {
    const year = String(values.year)
    const [from, to] = [Number(year.slice(0, 4)), Number(year.slice(5))]
    const fullName = (Array.isArray(values.graduates) ? values.graduates : []).findIndex(
      (name) => typeof name === 'string' && !/^\S+( \S+)* \p{Lu}\.$/u.test(name.trim()),
    )
    return [
      ...(!YEARS.test(year) || (from + 1) % 100 !== to
        ? [
            {
              field: 'year',
              en: 'must be a school year YYYY-YY',
              pl: 'Rok szkolny zapisz jako RRRR-RR, np. 2025-26.',
            },
          ]
        : []),
      ...(fullName >= 0
        ? [
            {
              field: `graduates[${fullName}]`,
              en: 'must be a first name and the initial of the last name (Zofia K.)',
              pl: `Absolwent ${fullName + 1}: podaj imię i pierwszą literę nazwiska z kropką, np. Zofia K.`,
            },
          ]
        : []),
    ]
  },
  nameOf: (values) => `Maturzyści ${String(values.year ?? '')}`,
  publicPath: (values) => routes.graduates(String(values.year)),
  graphql: { type: 'Graduates' },
  sortBy: 'year',
}
