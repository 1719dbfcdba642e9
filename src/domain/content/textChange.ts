// What a save changed, in words for the history (issue #18: "12 pytań" told the office nothing).
// The summary is also the commit message (server/content/editor.ts), so it stays one line.

/** The most characters of text a summary quotes on each side of a change. */
export const EXCERPT_LENGTH = 40

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** „text”, cut to EXCERPT_LENGTH with an ellipsis on the side that was cut. */
function quote(text: string, cutStart: boolean, cutEnd: boolean): string {
  let shown = text
  if (shown.length > EXCERPT_LENGTH) {
    shown = shown.slice(0, EXCERPT_LENGTH)
    cutEnd = true
  }
  return `„${cutStart ? '…' : ''}${shown}${cutEnd ? '…' : ''}”`
}

/**
 * The changed part of a text, before → after: the common beginning and end left out, so that a
 * corrected word shows as that word. '' when nothing changed.
 */
export function excerptChange(beforeText: string, afterText: string): string {
  const before = oneLine(beforeText)
  const after = oneLine(afterText)
  if (before === after) return ''
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  // Back to the word's beginning, so the excerpt starts on a whole word.
  while (start > 0 && before[start - 1] !== ' ') start--
  let end = 0
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++
  while (end > 0 && before[before.length - end] !== ' ') end--
  const part = (text: string) =>
    quote(text.slice(start, text.length - end).trim(), start > 0, end > 0)
  return `${part(before)} → ${part(after)}`
}

export interface QuestionAndAnswer {
  question: string
  answer: string
}

/** Which questions were added, changed (with the answer's change) and removed, by their text. */
export function faqChange(before: QuestionAndAnswer[], after: QuestionAndAnswer[]): string {
  const answerOf = new Map(before.map((item) => [oneLine(item.question), item.answer]))
  const afterQuestions = new Set(after.map((item) => oneLine(item.question)))
  const parts: string[] = []
  for (const { question, answer } of after) {
    const was = answerOf.get(oneLine(question))
    if (was === undefined) parts.push(`dodano ${quote(oneLine(question), false, false)}`)
    else if (oneLine(was) !== oneLine(answer)) {
      parts.push(
        `zmieniono ${quote(oneLine(question), false, false)}: ${excerptChange(was, answer)}`,
      )
    }
  }
  for (const { question } of before) {
    if (!afterQuestions.has(oneLine(question))) {
      parts.push(`usunięto ${quote(oneLine(question), false, false)}`)
    }
  }
  const order = (items: QuestionAndAnswer[]) =>
    items.map((item) => oneLine(item.question)).join('\n')
  if (parts.length === 0 && order(before) !== order(after)) parts.push('zmieniono kolejność pytań')
  return parts.join('; ')
}

export interface TitledText {
  title: string
  body: string
}

/** A page's or news item's change: its title and its text, each before → after; '' if neither. */
export function titledTextChange(before: TitledText, after: TitledText): string {
  const title = excerptChange(before.title, after.title)
  const body = excerptChange(before.body, after.body)
  return [title && `tytuł ${title}`, body && `treść ${body}`].filter(Boolean).join('; ')
}

/** `what`, then what changed after a colon when something did. */
export const withChange = (what: string, change: string) => (change ? `${what}: ${change}` : what)
