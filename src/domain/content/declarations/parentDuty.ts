import { routes } from '../../routes'
import { dayOf, type ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** An item of content/parent-duty.yaml: which class's parents help, when and with what. */
export const parentDuty: ContentDeclaration = {
  ...DECLARED_NAMES.parentDuty,
  storage: { form: 'list', file: 'parent-duty.yaml' },
  fields: [
    { name: 'date', type: 'date', label: 'Dzień', required: true, column: true },
    { name: 'class', type: 'level', label: 'Klasa', required: true, column: true },
    { name: 'task', type: 'text', label: 'Zadanie', required: true, max: 200, column: true },
    { name: 'start', type: 'time', label: 'Początek' },
    { name: 'end', type: 'time', label: 'Koniec' },
  ],
  rules: (values) =>
    typeof values.start === 'string' && typeof values.end === 'string' && values.end <= values.start
      ? [{ field: 'end', en: 'must be after start', pl: 'Koniec musi być później niż początek.' }]
      : [],
  nameOf: (values) => `${dayOf(values.date) ?? ''} ${String(values.task ?? '')}`.trim(),
  publicPath: () => routes.parentDuty(),
  graphql: { type: 'ParentDuty' },
  sortBy: 'date',
}
