import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { load } from 'js-yaml'
import { dateText, isRecord } from '../../src/domain/content/check'
import { setTopLevelKeys } from './yamlText'

// A markdown content file: YAML front matter between two `---` lines, then the markdown body,
// as gatsby-transformer-remark (gray-matter) reads it.

export interface MarkdownFile {
  /** The front matter's YAML text, ending with a line break. */
  yaml: string
  data: Record<string, unknown>
  body: string
}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/

export class NotMarkdownError extends Error {}

export function parseMarkdown(text: string): MarkdownFile {
  const match = FRONT_MATTER.exec(text)
  if (!match) throw new NotMarkdownError('the file has no front matter between --- lines')
  const yaml = match[1] ?? ''
  const data = load(yaml) ?? {}
  if (!isRecord(data)) throw new NotMarkdownError('the front matter is not a mapping of fields')
  return { yaml, data, body: text.slice(match[0].length) }
}

export const composeMarkdown = (yaml: string, body: string) => `---\n${yaml}---\n${body}`

/** The file with some front-matter keys set (or removed, with undefined) and, if given, a new body. */
export function editMarkdown(
  text: string,
  changes: Record<string, unknown>,
  body?: string,
): string {
  const file = parseMarkdown(text)
  return composeMarkdown(setTopLevelKeys(file.yaml, changes), body ?? file.body)
}

/**
 * A dated text (a news item, a bulletin): its id, title, date and body, '' where the file lacks
 * one, and the rest of its front matter.
 */
export function parseDatedMarkdown(id: string, text: string) {
  const { data, body } = parseMarkdown(text)
  const date = dateText(data.date)
  const item = {
    id,
    title: typeof data.title === 'string' ? data.title : '',
    date: typeof date === 'string' ? date : '',
    body,
  }
  return { item, data }
}

/**
 * Every `{id}.md` of a content folder whose id passes `isId`, summarised by `summary`, newest
 * first (by date, then id). A file that cannot be read is left out: the build would reject it
 * anyway, and the staff area cannot edit it.
 */
export async function listDatedFiles<T extends { id: string; date: string }>(
  dir: string,
  isId: (id: string) => boolean,
  summary: (id: string, text: string) => T,
): Promise<T[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const items = await Promise.all(
    names
      .filter((name) => name.endsWith('.md') && isId(name.slice(0, -3)))
      .map(async (name) => {
        const id = name.slice(0, -3)
        try {
          return [summary(id, await readFile(path.join(dir, name), 'utf8'))]
        } catch {
          return []
        }
      }),
  )
  return items.flat().sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))
}
