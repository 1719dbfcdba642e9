// What the staff area says about content an editor typed (issue #7), in one place.
import { maxMessage, requiredMessage, type FieldLabel } from '../../enrollment/messages'
import { countOf, type PluralForms } from '../../plural'
import { EDIT_LIMITS } from './limits'

export const LABELS = {
  title: { label: 'Tytuł', gender: 'm' },
  question: { label: 'Pytanie', gender: 'n' },
  answer: { label: 'Odpowiedź', gender: 'f' },
  body: { label: 'Treść', gender: 'f' },
  date: { label: 'Data', gender: 'f' },
  content: { label: 'Treść komunikatu', gender: 'f' },
} as const satisfies Record<string, FieldLabel>

const QUESTIONS: PluralForms = ['pytanie', 'pytania', 'pytań']

export const required = (field: FieldLabel) => `${requiredMessage(field)}.`
export const tooLong = (field: FieldLabel, n: number) => `${maxMessage(field, n)}.`

export const EDIT_MESSAGES = {
  noQuestions: 'Dodaj co najmniej jedno pytanie.',
  tooManyQuestions: `Można dodać najwyżej ${countOf(EDIT_LIMITS.faqItems, QUESTIONS)}.`,
  badDate: 'Data musi być prawdziwą datą w formacie RRRR-MM-DD, np. 2026-09-12.',
  badKind: 'Rodzaj komunikatu musi być jednym z: alert (czerwony), info (niebieski), none (brak).',
  badLink:
    'Odnośnik musi być ścieżką strony tej witryny (np. /zapisy-do-szkoly/) albo adresem https://.',
  badTime: (what: 'Początek' | 'Koniec') =>
    `${what} musi być datą z godziną i strefą czasową, np. 2026-01-23T18:00:00-06:00.`,
  endBeforeStart: 'Koniec musi być później niż początek.',
  scheduleNeedsTimes: 'Komunikat zaplanowany potrzebuje początku i końca.',
  noSlug: 'Tytuł musi zawierać litery lub cyfry: z niego powstaje adres wiadomości.',
}
