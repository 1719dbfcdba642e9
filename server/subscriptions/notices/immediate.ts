import { createHash } from 'node:crypto'
import path from 'node:path'
import { dateText } from '../../../src/domain/content/check'
import { formatDateWithWeekday } from '../../../src/domain/dates'
import { routes } from '../../../src/domain/routes'
import type { SavedContent } from '../../content/editor'
import { parseMarkdown } from '../../content/markdownFile'
import type { Notice } from './mail'
import { subjectLine } from './mail'
import { NOTICE_TEXTS } from './texts'

// Issue #34: the short mail a list's 'immediate' subscribers get when a record goes up on the
// site: a homework for their class, a news item or a bulletin for `news`. "Goes up" is a save
// that makes it published: a new record (not a draft), or a draft published. An edit of a
// published record mails nothing; a record taken back and published again is the same notice
// (its key), so it never goes twice.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The front matter of a markdown file, or undefined when it has none readable. */
function frontMatter(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined
  try {
    return parseMarkdown(text).data
  } catch {
    return undefined
  }
}

const textOf = (value: unknown) => {
  const date = dateText(value)
  return typeof date === 'string' || typeof date === 'number' ? String(date) : ''
}

/** Whether this save put the record up: it is published now and was not (or was not there). */
function wentUp(saved: SavedContent): Record<string, unknown> | undefined {
  const after = frontMatter(saved.text)
  if (!after || after.published === false) return undefined
  const before = frontMatter(saved.before)
  if (saved.before !== undefined && before?.published !== false) return undefined
  return after
}

/**
 * The notice a save makes for an 'immediate' list, or undefined. `listName` names a list (a
 * class) as the footer says it.
 */
export function immediateNotice(
  saved: SavedContent,
  { siteUrl, listName }: { siteUrl: string; listName: (list: string) => string },
): Notice | undefined {
  const { kind } = saved.change
  if (kind !== 'homework' && kind !== 'news' && kind !== 'bulletin') return undefined
  const data = wentUp(saved)
  if (!data) return undefined
  const title = textOf(data.title)
  const id = path.posix.basename(saved.file, '.md')
  if (kind === 'homework') {
    const list = textOf(data.class)
    if (!list) return undefined
    const className = listName(list)
    const due = textOf(data.due)
    const teacher = textOf(data.teacher)
    const words = NOTICE_TEXTS.homework
    return {
      // The number and what it is: a number used again after a removal is a new homework.
      key: `homework:${id}:${sha256(JSON.stringify([list, title, textOf(data.assigned)])).slice(0, 16)}`,
      list,
      subject: subjectLine(words.subject(className, title)),
      lines: [
        words.intro(className),
        '',
        title,
        ...(due ? [words.due(formatDateWithWeekday(due))] : []),
        ...(teacher ? [words.teacher(teacher)] : []),
        '',
        words.read(`${siteUrl}${routes.homeworkItem(Number(id))}`),
      ],
    }
  }
  const words = NOTICE_TEXTS.news
  const bulletin = kind === 'bulletin'
  return {
    key: `${kind}:${id}`,
    list: 'news',
    subject: subjectLine(bulletin ? words.bulletin(title) : words.subject(title)),
    lines: [
      bulletin ? words.bulletinIntro : words.intro,
      '',
      title,
      '',
      words.read(
        `${siteUrl}${bulletin ? routes.bulletins() : routes.newsItem(id.replace(/^\d{4}-\d{2}-\d{2}-/, ''))}`,
      ),
    ],
  }
}
