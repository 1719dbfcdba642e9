import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** An item of content/school/levels.yaml: a class, referred to everywhere by its id. */
export const levels: ContentDeclaration = {
  ...DECLARED_NAMES.levels,
  storage: { form: 'list', file: 'school/levels.yaml', key: 'id' },
  fields: [
    {
      name: 'id',
      type: 'text',
      label: 'Identyfikator',
      required: true,
      max: 40,
      hint: 'Małe litery, cyfry i łączniki, np. klasa-3. Nie zmieniaj go u klasy, która ma już zadania.',
      column: true,
    },
    { name: 'levelName', type: 'text', label: 'Nazwa', required: true, max: 60, column: true },
    // The form's English pages (issue #35); without it they show the Polish name.
    { name: 'nameEn', type: 'text', label: 'Nazwa po angielsku', max: 60 },
  ],
  rules: (values) =>
    /^[a-z0-9][a-z0-9-]*$/.test(String(values.id))
      ? []
      : [
          {
            field: 'id',
            en: 'must be lowercase letters, digits and hyphens',
            pl: 'Identyfikator: małe litery, cyfry i łączniki, np. klasa-3.',
          },
        ],
  nameOf: (values) => String(values.levelName ?? values.id ?? ''),
  publicPath: () => routes.enrollment(),
  graphql: { type: 'Level', rename: { id: 'levelId' } },
}
