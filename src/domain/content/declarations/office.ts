import { formatPhone } from '../../enrollment/phone'
import { routes } from '../../routes'
import type { ContentDeclaration } from '../declare'
import { DECLARED_NAMES } from './names'

/** The one record of content/office/: its file's name. */
export const OFFICE_ID = 'sekretariat'

/**
 * content/office/sekretariat.yaml (issue #33): how parents reach the school office, and what the
 * enrolment's confirmation tells them to do next. The forms, their failure messages, the pages
 * without JavaScript and the parents' mail all take it from here, so the office keeps it current
 * in the staff area.
 */
export const office: ContentDeclaration = {
  ...DECLARED_NAMES.office,
  storage: { form: 'files', dir: 'office', ext: '.yaml', id: /^[a-z-]+$/, fixedIds: [OFFICE_ID] },
  fields: [
    {
      name: 'email',
      type: 'email',
      label: 'E-mail sekretariatu',
      required: true,
      max: 75,
      column: true,
      hint: 'Odpowiedzi rodziców na pocztę szkoły trafiają na ten adres.',
    },
    {
      name: 'phone',
      type: 'text',
      label: 'Telefon sekretariatu',
      required: true,
      max: 20,
      column: true,
      hint: 'Np. (630) 555-0100.',
    },
    { name: 'hours', type: 'text', label: 'Kiedy można dzwonić', max: 120 },
    {
      name: 'nextSteps',
      type: 'longText',
      label: 'Co dalej po zgłoszeniu',
      max: 2000,
      hint: 'Dopisywane do potwierdzenia zgłoszenia: opłaty, pierwszy dzień zajęć, co zabrać.',
    },
  ],
  rules: (values) =>
    typeof values.phone === 'string' && formatPhone(values.phone) === null
      ? [
          {
            field: 'phone',
            en: 'must be a US phone number, e.g. (630) 555-0100',
            pl: 'Telefon sekretariatu: podaj numer w formacie (630) 555-0100.',
          },
        ]
      : [],
  nameOf: () => 'Sekretariat',
  publicPath: () => routes.enrollment(),
  graphql: { type: 'Office' },
}
