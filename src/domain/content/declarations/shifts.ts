import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** An item of content/school/buildings.yaml: a shift (its building and hours). */
export const shifts: ContentDeclaration = {
  ...DECLARED_NAMES.shifts,
  storage: { form: 'list', file: 'school/buildings.yaml', key: 'id', numericKey: true },
  fields: [
    { name: 'id', type: 'integer', label: 'Numer', required: true, min: 1, max: 999, column: true },
    { name: 'name', type: 'text', label: 'Nazwa', required: true, max: 120, column: true },
    // The form's English pages (issue #35); without it they show the Polish name.
    { name: 'nameEn', type: 'text', label: 'Nazwa po angielsku', max: 120 },
    { name: 'active', type: 'boolean', label: 'Przyjmuje zapisy', required: true, column: true },
    { name: 'start', type: 'time', label: 'Początek zajęć' },
    { name: 'end', type: 'time', label: 'Koniec zajęć' },
    { name: 'levels', type: 'levels', label: 'Klasy' },
  ],
  rules: (values) =>
    typeof values.start === 'string' && typeof values.end === 'string' && values.end <= values.start
      ? [{ field: 'end', en: 'must be after start', pl: 'Koniec musi być później niż początek.' }]
      : [],
  nameOf: (values) => String(values.name ?? ''),
  publicPath: () => routes.enrollment(),
  graphql: { type: 'Building', rename: { id: 'buildingId' } },
}
