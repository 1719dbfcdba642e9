// The rules for content edited in the staff area (issue #7): the API checks a save with these,
// and the staff area's forms can use the same schemas, so both say the same thing in Polish.
// What they let through also passes the build's own checks (../kinds.ts).
import { array, boolean, object, string, type ObjectSchema } from 'yup'
import { FALLBACK_MESSAGE } from '../../enrollment/messages'
import { isFilled } from '../../enrollment/rules'
import { ALERT_KINDS, alertTime, type AlertKind } from '../../site'
import { isIsoDate } from '../check'
import { EDIT_LIMITS as LIMITS } from './limits'
import { EDIT_MESSAGES as M, LABELS, required, tooLong } from './messages'
import { slugFromTitle } from './slug'

export interface FaqItem {
  question: string
  answer: string
}
export interface FaqValues {
  title: string
  items: FaqItem[]
}
export interface PageValues {
  title: string
  body: string
}
export interface AlertValues {
  kind: AlertKind
  content: string
  link: string | null
  start: string | null
  end: string | null
}
export interface NewsCreateValues {
  title: string
  date: string
  body: string
}
export interface NewsUpdateValues {
  title: string
  body: string
  published: boolean
}

type Label = (typeof LABELS)[keyof typeof LABELS]
const length = (value: string | undefined) => [...(value ?? '').trim()].length

/** Text that is required (unless said otherwise) and at most `max` characters, trimmed. */
const text = (label: Label, max: number, { optional = false } = {}) =>
  string()
    .strict()
    .typeError(FALLBACK_MESSAGE)
    .nonNullable(FALLBACK_MESSAGE)
    .default('')
    .test('required', required(label), (value) => optional || isFilled(value))
    .test('max', tooLong(label, max), (value) => length(value) <= max)

// Markup the site does not allow is not refused here: the one allowlist sanitizer removes it
// wherever the text is shown, and the save's answer tells the editor what (issue #17).
const markdown = (label: Label, max: number) => text(label, max)

/** '' and null both mean "not set". */
const optionalText = () => string().strict().typeError(FALLBACK_MESSAGE).nullable().default(null)
const isBlank = (value: string | null | undefined) => !value || value.trim() === ''

const moment = (what: 'Początek' | 'Koniec') =>
  optionalText().test('time', M.badTime(what), (v) => isBlank(v) || alertTime(v) !== undefined)

export const faqSchema: ObjectSchema<FaqValues> = object({
  title: text(LABELS.title, LIMITS.title),
  items: array()
    .strict()
    .typeError(FALLBACK_MESSAGE)
    .of(
      object({
        question: text(LABELS.question, LIMITS.question),
        answer: markdown(LABELS.answer, LIMITS.answer),
      }),
    )
    .required(M.noQuestions)
    .min(1, M.noQuestions)
    .max(LIMITS.faqItems, M.tooManyQuestions),
})

export const pageSchema: ObjectSchema<PageValues> = object({
  title: text(LABELS.title, LIMITS.title),
  body: markdown(LABELS.body, LIMITS.body),
})

export const alertSchema: ObjectSchema<AlertValues> = object({
  kind: string<AlertKind>()
    .strict()
    .typeError(M.badKind)
    .defined(M.badKind)
    .oneOf(ALERT_KINDS, M.badKind),
  content: text(LABELS.content, LIMITS.alertContent, { optional: true }).test(
    'required',
    required(LABELS.content),
    (value, context) => (context.parent.kind === 'none' ? true : isFilled(value)),
  ),
  link: optionalText().test(
    'link',
    M.badLink,
    (value) =>
      isBlank(value) ||
      (value!.length <= LIMITS.link && /^(\/(?!\/)\S*|https?:\/\/\S+)$/.test(value!.trim())),
  ),
  start: moment('Początek'),
  end: moment('Koniec').test('after', M.endBeforeStart, (value, context) => {
    const [start, end] = [alertTime(context.parent.start), alertTime(value)]
    return start === undefined || end === undefined || end > start
  }),
})

export const newsCreateSchema: ObjectSchema<NewsCreateValues> = object({
  title: text(LABELS.title, LIMITS.newsTitle).test('slug', M.noSlug, (value) =>
    isFilled(value) ? slugFromTitle(value) !== '' : true,
  ),
  date: string()
    .strict()
    .typeError(FALLBACK_MESSAGE)
    .defined(required(LABELS.date))
    .test('required', required(LABELS.date), isFilled)
    .test('date', M.badDate, (value) => !isFilled(value) || isIsoDate(value)),
  body: markdown(LABELS.body, LIMITS.body),
})

export const newsUpdateSchema: ObjectSchema<NewsUpdateValues> = object({
  title: text(LABELS.title, LIMITS.newsTitle),
  body: markdown(LABELS.body, LIMITS.body),
  published: boolean().strict().typeError(FALLBACK_MESSAGE).defined(FALLBACK_MESSAGE),
})
