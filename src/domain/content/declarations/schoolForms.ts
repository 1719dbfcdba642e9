import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** An item of content/school-forms.yaml with its PDF in school-forms/. */
export const schoolForms: ContentDeclaration = {
  ...DECLARED_NAMES.schoolForms,
  storage: { form: 'list', file: 'school-forms.yaml' },
  fields: [
    { name: 'title', type: 'text', label: 'Tytuł', required: true, max: 200, column: true },
    { name: 'file', type: 'file', label: 'Plik PDF', required: true, column: true },
    { name: 'description', type: 'longText', label: 'Opis', max: 1000 },
  ],
  nameOf: (values) => String(values.title ?? ''),
  publicPath: () => routes.schoolForms(),
  graphql: { type: 'SchoolForm' },
}
