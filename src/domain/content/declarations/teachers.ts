import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** An item of content/teachers.yaml; homework names its teacher as written here. */
export const teachers: ContentDeclaration = {
  ...DECLARED_NAMES.teachers,
  storage: { form: 'list', file: 'teachers.yaml' },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Imię i nazwisko',
      required: true,
      max: 120,
      column: true,
    },
    { name: 'role', type: 'text', label: 'Funkcja', required: true, max: 200, column: true },
    { name: 'classes', type: 'levels', label: 'Klasy' },
    { name: 'subjects', type: 'texts', label: 'Przedmioty', max: 20 },
    { name: 'email', type: 'email', label: 'Adres e-mail (szkolny)' },
  ],
  nameOf: (values) => String(values.name ?? ''),
  publicPath: () => routes.teachers(),
  graphql: { type: 'Teacher' },
}
