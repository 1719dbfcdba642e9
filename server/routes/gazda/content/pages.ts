import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  PageContent,
  PageList,
  PageParams,
  PageSave,
  SaveAnswer,
} from '../../../../src/domain/api/content'
import { CONTENT_PAGE_SLUGS } from '../../../../src/domain/routes'
import type { ContentEditor } from '../../../content/editor'
import type { LinkChecker } from '../../../content/links'
import {
  adminPathOf,
  isContentPage,
  pageFile,
  pageOf,
  pageSummary,
  renderPage,
} from '../../../content/pages'
import { notFound } from '../common'
import { withRemoved, CONTENT_BODY_LIMIT, checkedPage } from './shared'

/** The thirteen content pages: a list, and GET and PUT of one page's title and markdown. */
export const pageRoutes: FastifyPluginAsyncTypebox<{
  editor: ContentEditor
  links: LinkChecker
}> = async (app, { editor, links }) => {
  const existing = async (slug: string) => {
    if (!isContentPage(slug)) throw notFound()
    const file = await editor.read(pageFile(slug))
    if (!file) throw notFound()
    return { slug, file }
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
      return { slug, ...pageOf(file.text), version: file.version }
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
      const { values, removed } = await checkedPage(request.body, links)
      return withRemoved(
        removed,
        editor.save({
          file: pageFile(slug),
          version: request.body.version,
          render: renderPage(values),
          change: {
            kind: 'page',
            recordId: slug,
            action: 'update',
            summary: pageSummary(slug, values, pageOf(file.text)),
          },
          staff: request.staff!,
        }),
      )
    },
  )
}
