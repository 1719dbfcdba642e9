// The survey page's own Polish words: the start, the form's headings and buttons, the thanks.
import type { DraftFormText } from '../DraftForm'

export const START_PROMPT = 'Czy dziecko uczęszczało już do naszej szkoły?'

export const FORM_TEXT: DraftFormText = {
  heading: 'Ankieta o zapisach',
  requiredNote: 'Pola oznaczone gwiazdką (*) są wymagane przy wybranym rodzaju zgłoszenia.',
  submitLabel: 'Wyślij ankietę',
  backLabel: 'Wróć do opisu ankiety',
}

export const BLOCKS = {
  contact: 'Dane kontaktowe',
  child: 'Dziecko',
  year: 'Mijający rok szkolny',
  duty: 'Dyżury rodziców',
} as const

export const THANKS_HEADING = 'Dziękujemy za wypełnienie ankiety'
export const THANKS_TEXT =
  'Odpowiedzi zostały zapisane. Sekretariat skontaktuje się z Państwem w sprawie zapisów.'
