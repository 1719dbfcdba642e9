// The survey page's own Polish words: the start, the form's headings and buttons, the thanks.

export const START_PROMPT = 'Czy dziecko uczęszczało już do naszej szkoły?'
export const FORM_HEADING = 'Ankieta o zapisach'
export const SUBMIT_LABEL = 'Wyślij ankietę'
export const BACK_LABEL = 'Wróć do opisu ankiety'
export const REQUIRED_NOTE =
  'Pola oznaczone gwiazdką (*) są wymagane przy wybranym rodzaju zgłoszenia.'

export const BLOCKS = {
  contact: 'Dane kontaktowe',
  child: 'Dziecko',
  year: 'Mijający rok szkolny',
  duty: 'Dyżury rodziców',
} as const

export const THANKS_HEADING = 'Dziękujemy za wypełnienie ankiety'
export const THANKS_TEXT =
  'Odpowiedzi zostały zapisane. Sekretariat skontaktuje się z Państwem w sprawie zapisów.'
