import {
  CONTENT_PAGE_SLUGS,
  contentPageAdminPath,
  type ContentPageSlug,
} from '../../src/domain/routes'
import type { PageValues } from '../../src/domain/content/editing'
import { editMarkdown, parseMarkdown } from './markdownFile'

/** The thirteen content pages with a counterpart in the staff area (/gazda/page/{n}/). */
export const isContentPage = (slug: string): slug is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug)

export const pageFile = (slug: ContentPageSlug) => `pages/${slug}.md`
export const adminPathOf = contentPageAdminPath

export function pageOf(text: string): PageValues {
  const { data, body } = parseMarkdown(text)
  return { title: typeof data.title === 'string' ? data.title : '', body }
}

/** Sets the title and the text; other front-matter keys stay. */
export const renderPage =
  ({ title, body }: PageValues) =>
  (current: string | undefined) =>
    editMarkdown(current ?? '---\n---\n', { title }, body)

export const pageSummary = (slug: string, { title }: PageValues) => `Strona „${title}” (${slug})`
