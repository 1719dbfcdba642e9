// What a form page shows before the form's own code has loaded (issue #35): the start link, the
// loading status, the office's contact without JavaScript or when the server does not answer.
// Kept apart from the forms' catalogs, so that the page's first bytes carry only these.
import type { MessageSource } from '../source'

export default {
  // The page's heading on /en/ while its text (content/sections/enrollment.md) is Polish only.
  enrollmentTitle: { pl: 'Zapisy do szkoły', en: 'Enrollment' },
  enrollmentStart: { pl: 'Wypełnij formularz zapisu', en: 'Fill in the enrollment form' },
  enrollmentName: { pl: 'Formularz zapisu', en: 'The enrollment form' },
  loading: { pl: 'Ładowanie formularza…', en: 'Loading the form…' },
  officeLinksBefore: { pl: 'napisz na', en: 'email' },
  officeLinksBetween: { pl: 'lub zadzwoń pod numer', en: 'or call' },
  noScript: {
    pl: '{what} działa w przeglądarce z włączonym JavaScriptem. Można też skontaktować się z sekretariatem szkoły:',
    en: '{what} works in a browser with JavaScript turned on. You can also contact the school office:',
  },
  serverDown: {
    pl: 'Serwer szkoły nie odpowiada. Wpisane dane zostały zachowane — spróbuj wysłać formularz za kilka minut{contact}.',
    en: 'The school’s server is not answering. What you entered has been kept — try sending the form in a few minutes{contact}.',
  },
  serverDownContact: {
    pl: ' albo skontaktuj się z sekretariatem: {email}, tel. {phone}',
    en: ' or contact the school office: {email}, phone {phone}',
  },
} satisfies MessageSource
