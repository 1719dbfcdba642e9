import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** An item of content/textbooks.yaml: one level's books. */
export const textbooks: ContentDeclaration = {
  ...DECLARED_NAMES.textbooks,
  storage: { form: 'list', file: 'textbooks.yaml', key: 'level' },
  fields: [
    { name: 'level', type: 'level', label: 'Klasa', required: true, column: true },
    {
      name: 'books',
      type: 'records',
      label: 'Podręczniki',
      required: true,
      max: 40,
      graphqlType: 'Textbook',
      fields: [
        { name: 'subject', type: 'text', label: 'Przedmiot', required: true, max: 120 },
        { name: 'title', type: 'text', label: 'Tytuł', required: true, max: 300 },
        { name: 'publisher', type: 'text', label: 'Wydawnictwo', required: true, max: 120 },
        { name: 'isbn', type: 'text', label: 'ISBN', max: 20 },
        { name: 'note', type: 'text', label: 'Uwagi', max: 300 },
      ],
    },
  ],
  nameOf: (values) => String(values.level ?? ''),
  publicPath: () => routes.textbooks(),
  graphql: { type: 'TextbookLevel' },
}
