import {
  PageContent,
  PageList,
  PageParams,
  PageSave,
  SaveAnswer,
} from '../../../../src/domain/api/content'
import { CONTENT_PAGE_SLUGS } from '../../../../src/domain/routes'
import {
  adminPathOf,
  isContentPage,
  pageFile,
  pageOf,
  pageSummary,
  renderPage,
} from '../../../content/pages'
import { notFound } from '../common'
import { CONTENT_BODY_LIMIT, englishOf, existingFile, savePage, type ContentRoutes } from './shared'

/**
 * The thirteen content pages: a list, and GET and PUT of one page's title and markdown, with its
 * English version's (issue #35).
 */
export const pageRoutes: ContentRoutes = async (app, { editor, links }) => {
  const existing = async (slug: string) => {
    if (!isContentPage(slug)) throw notFound()
    return { slug, file: await existingFile(editor, pageFile(slug)) }
  }

  app.get('/api/gazda/content/pages', { schema: { response: { 200: PageList } } }, async () =>
    Promise.all(
      CONTENT_PAGE_SLUGS.map(async (slug) => {
        const file = await editor.read(pageFile(slug))
        return { slug, title: file ? pageOf(file.text).title : null, adminPath: adminPathOf(slug) }
      }),
    ),
  )

  app.get(
    '/api/gazda/content/pages/:slug',
    { schema: { params: PageParams, response: { 200: PageContent } } },
    async (request) => {
      const { slug, file } = await existing(request.params.slug)
      return {
        slug,
        ...pageOf(file.text),
        version: file.version,
        english: englishOf(pageFile(slug), file),
      }
    },
  )

  app.put(
    '/api/gazda/content/pages/:slug',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { params: PageParams, body: PageSave, response: { 200: SaveAnswer } },
    },
    async (request) => {
      const { slug, file } = await existing(request.params.slug)
      return savePage(editor, links, request.body, request.staff!, {
        file: pageFile(slug),
        kind: 'page',
        recordId: slug,
        render: renderPage,
        summary: (values) => pageSummary(slug, values, pageOf(file.text)),
        englishBefore: englishOf(pageFile(slug), file),
      })
    },
  )
}
