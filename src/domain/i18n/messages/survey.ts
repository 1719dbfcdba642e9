// The enrolment survey's words (/ankiety/zapisy/, issue #35): its page (the start, the thanks),
// its form's heading, buttons and blocks (src/forms/survey), and the validation messages of its
// own rules (src/domain/survey). Its fields' labels and options are src/domain/survey/english.ts.
import type { MessageSource } from '../source'

export default {
  // The page (src/forms/survey/Survey.tsx).
  startPrompt: {
    pl: 'Czy dziecko uczęszczało już do naszej szkoły?',
    en: 'Has your child attended our school before?',
  },
  surveyName: { pl: 'Ankieta', en: 'The survey' },
  thanksHeading: {
    pl: 'Dziękujemy za wypełnienie ankiety',
    en: 'Thank you for completing the survey',
  },
  thanksText: {
    pl: 'Odpowiedzi zostały zapisane. Sekretariat skontaktuje się z Państwem w sprawie zapisów.',
    en: 'Your answers have been saved. The school office will contact you about enrollment.',
  },

  // The form (src/forms/survey/SurveyForm.tsx).
  heading: { pl: 'Ankieta o zapisach', en: 'Enrollment Survey' },
  requiredNote: {
    pl: 'Pola oznaczone gwiazdką (*) są wymagane przy wybranym rodzaju zgłoszenia.',
    en: 'Fields marked with an asterisk (*) are required for the type of application you chose.',
  },
  submit: { pl: 'Wyślij ankietę', en: 'Send the survey' },
  back: { pl: 'Wróć do opisu ankiety', en: 'Back to the survey description' },
  contact: { pl: 'Dane kontaktowe', en: 'Contact details' },
  child: { pl: 'Dziecko', en: 'Child' },
  year: { pl: 'Mijający rok szkolny', en: 'The school year now ending' },
  duty: { pl: 'Dyżury rodziców', en: 'Parent Duty' },

  // The survey's own rules (src/domain/survey/rules.ts).
  noContact: {
    pl: 'Podaj co najmniej jeden kontakt: e-mail lub telefon jednego z rodziców albo e-mail kontaktowy.',
    en: 'Please give at least one contact: a parent’s email or phone, or a contact email.',
  },
  onlyReturning: {
    pl: 'Pole „{name}” wypełniają tylko rodziny kontynuujące naukę w szkole.',
    en: 'Only returning families answer “{name}”.',
  },
  /** The form library's accepted message, for the parents' duty pledge. */
  acceptDuty: {
    pl: 'Proszę zaakceptować deklarację dyżurów rodziców.',
    en: 'Please accept the parent duty pledge.',
  },
} satisfies MessageSource
