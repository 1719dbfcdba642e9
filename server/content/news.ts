import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { titledTextChange, withChange, type TitledText } from '../../src/domain/content/textChange'
import {
  NEWS_ID,
  newsId,
  slugFromTitle,
  type NewsCreateValues,
  type NewsUpdateValues,
} from '../../src/domain/content/editing'
import {
  composeMarkdown,
  editMarkdown,
  listDatedFiles,
  parseDatedMarkdown,
  parseMarkdown,
} from './markdownFile'
import { toYaml } from './yamlText'

/** News items are content/news/YYYY-MM-DD-{slug}.md; an item's id is its file name without .md. */
export const newsFile = (id: string) => `news/${id}.md`
export const isNewsId = (id: string) => NEWS_ID.test(id)

export interface NewsItem {
  id: string
  title: string
  date: string
  body: string
  /** `published: false` keeps the item out of the site; absent means published. */
  published: boolean
  /** The photo beside the file (`./{id}.jpg`) and what it shows, or null (issue #30). */
  image: string | null
  imageAlt: string | null
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

export function newsOf(id: string, text: string): NewsItem {
  const { item, data } = parseDatedMarkdown(id, text)
  return {
    ...item,
    published: data.published !== false,
    image: textOrNull(data.image),
    imageAlt: textOrNull(data.imageAlt),
  }
}

/** Every news item, newest first: id, title, date and whether it is published. */
export const listNews = (contentDir: string) =>
  listDatedFiles(path.join(contentDir, 'news'), isNewsId, (id, text) => {
    const { title, date, published } = newsOf(id, text)
    return { id, title, date, published }
  })

export const newsIdFor = ({ title, date }: NewsCreateValues) => newsId(date, slugFromTitle(title))

/** A new item's file, written as the sample news are (an unquoted date). */
export const renderNewNews =
  ({ title, date, body }: NewsCreateValues) =>
  () =>
    composeMarkdown(`${toYaml({ title })}date: ${date}\n`, body)

/** Sets the title and text; `published: false` to unpublish, the key removed to publish again. */
export const renderNewsUpdate =
  ({ title, body, published }: NewsUpdateValues) =>
  (current: string | undefined) => {
    const wasPublished = parseMarkdown(current!).data.published !== false
    const changes: Record<string, unknown> = { title }
    if (!published) changes.published = false
    else if (!wasPublished) changes.published = undefined
    return editMarkdown(current!, changes, body)
  }

export const newsSummary = {
  create: ({ title }: { title: string }) => `Nowa wiadomość „${title}”`,
  /** With the title's and text's change (issue #18). */
  update: (values: TitledText, before: TitledText) =>
    withChange(`Wiadomość „${values.title}”`, titledTextChange(before, values)),
  unpublish: ({ title }: { title: string }) => `Wycofano wiadomość „${title}”`,
  publish: ({ title }: { title: string }) => `Opublikowano ponownie wiadomość „${title}”`,
}

/** Content files that link to a news item: unpublishing it would break their links. */
export async function filesLinkingTo(contentDir: string, id: string): Promise<string[]> {
  const slug = NEWS_ID.exec(id)?.[2]
  if (!slug) return []
  const target = `/wiadomosci/${slug}/`
  const found: string[] = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const relative = path.relative(contentDir, full).split(path.sep).join('/')
      if (entry.isDirectory()) await walk(full)
      else if (
        /\.(md|ya?ml)$/.test(entry.name) &&
        relative !== 'README.md' &&
        relative !== newsFile(id) &&
        (await readFile(full, 'utf8')).includes(target)
      ) {
        found.push(relative)
      }
    }
  }
  await walk(contentDir)
  return found.sort()
}
