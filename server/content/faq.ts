import { countOf, type PluralForms } from '../../src/domain/plural'
import type { FaqItem, FaqValues } from '../../src/domain/content/editing'
import { excerptChange, faqChange } from '../../src/domain/content/textChange'
import { editMarkdown, parseMarkdown } from './markdownFile'

/** The FAQ page: its `faq:` list of questions and answers (content/README.md). */
export const FAQ_FILE = 'pages/najczestsze-pytania.md'
const QUESTIONS: PluralForms = ['pytanie', 'pytania', 'pytań']

const asText = (value: unknown) => (typeof value === 'string' ? value : '')

export function faqOf(text: string): FaqValues {
  const { data } = parseMarkdown(text)
  const items = Array.isArray(data.faq) ? (data.faq as Record<string, unknown>[]) : []
  return {
    title: asText(data.title),
    items: items.map((item) => ({
      question: asText(item?.question),
      answer: asText(item?.answer),
    })),
  }
}

/** Sets `title` and `faq`; the page's other keys and its text stay as they are. */
export const renderFaq =
  ({ title, items }: FaqValues) =>
  (current: string | undefined) =>
    editMarkdown(current ?? '---\n---\n', {
      title,
      faq: items.map(({ question, answer }: FaqItem) => ({ question, answer })),
    })

/**
 * The history's words for a save (issue #18): which questions were added, changed or removed, by
 * their text; the count only when there is nothing to compare with.
 */
export function faqSummary(before: FaqValues | null, after: FaqValues): string {
  const title =
    before && before.title !== after.title
      ? `tytuł ${excerptChange(before.title, after.title)}`
      : ''
  const items = before ? faqChange(before.items, after.items) : ''
  const said = [title, items].filter(Boolean).join('; ')
  return `Najczęstsze pytania: ${said || countOf(after.items.length, QUESTIONS)}`
}
