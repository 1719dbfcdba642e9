import { routes } from '../../routes'
import { dayOf, type ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** content/homework/{id}.md: what a teacher gives a class on Saturday. */
export const homework: ContentDeclaration = {
  ...DECLARED_NAMES.homework,
  storage: { form: 'files', dir: 'homework', ext: '.md', id: 'number', idField: 'id' },
  fields: [
    { name: 'id', type: 'integer', label: 'Numer', required: true, min: 1, readOnly: true },
    { name: 'title', type: 'text', label: 'Tytuł', required: true, max: 200, column: true },
    { name: 'class', type: 'level', label: 'Klasa', required: true, column: true },
    { name: 'teacher', type: 'teacher', label: 'Nauczyciel', required: true },
    { name: 'assigned', type: 'date', label: 'Zadane', required: true, column: true },
    { name: 'due', type: 'date', label: 'Termin oddania', required: true, column: true },
    { name: 'published', type: 'boolean', label: 'Opublikowane' },
  ],
  body: { label: 'Co trzeba zrobić', required: true, max: 10_000 },
  rules: (values) => {
    const [assigned, due] = [dayOf(values.assigned), dayOf(values.due)]
    return assigned && due && due < assigned
      ? [
          {
            field: 'due',
            en: 'must not be before assigned',
            pl: 'Termin oddania nie może być wcześniej niż dzień zadania.',
          },
        ]
      : []
  },
  nameOf: (values) => String(values.title ?? ''),
  publicPath: (_values, id) => routes.homeworkItem(Number(id)),
  classField: 'class',
  teachers: true,
  drafts: true,
  sortBy: 'assigned',
}
