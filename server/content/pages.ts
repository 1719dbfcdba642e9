import {
  CONTENT_PAGE_SLUGS,
  contentPageAdminPath,
  type ContentPageSlug,
} from '../../src/domain/routes'
import type { PageValues } from '../../src/domain/content/editing'
import { titledTextChange, withChange } from '../../src/domain/content/textChange'
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

/** The history's words for a save: the page, and its title's and text's change (issue #18). */
export const pageSummary = (slug: string, values: PageValues, before: PageValues) =>
  withChange(`Strona „${values.title}” (${slug})`, titledTextChange(before, values))
