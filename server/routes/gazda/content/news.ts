import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  CreateAnswer,
  DatedCreate,
  NewsContent,
  NewsList,
  NewsParams,
  NewsSave,
  SaveAnswer,
} from '../../../../src/domain/api/content'
import { validateNewsCreate, validateNewsUpdate } from '../../../../src/domain/content/editing'
import { addFormError } from '../../../../src/domain/formErrors'
import type { ContentEditor } from '../../../content/editor'
import type { LinkChecker } from '../../../content/links'
import {
  filesLinkingTo,
  isNewsId,
  listNews,
  newsFile,
  newsIdFor,
  newsOf,
  newsSummary,
  renderNewNews,
  renderNewsUpdate,
} from '../../../content/news'
import { notFound } from '../common'
import { checked, withRemoved, CONTENT_BODY_LIMIT, withoutVersion } from './shared'

export const linkedNewsMessage = (files: string[]) =>
  `Tej wiadomości nie można wycofać: prowadzą do niej odnośniki w plikach ${files
    .map((file) => `content/${file}`)
    .join(', ')}. Najpierw usuń te odnośniki.`

/** News: list, one item, a new item (POST) and changes to one, including unpublishing it. */
export const newsRoutes: FastifyPluginAsyncTypebox<{
  editor: ContentEditor
  links: LinkChecker
}> = async (app, { editor, links }) => {
  const existing = async (id: string) => {
    const file = isNewsId(id) ? await editor.read(newsFile(id)) : undefined
    if (!file) throw notFound()
    return file
  }

  app.get('/api/gazda/content/news', { schema: { response: { 200: NewsList } } }, async () =>
    listNews(editor.contentDir),
  )

  app.get(
    '/api/gazda/content/news/:id',
    { schema: { params: NewsParams, response: { 200: NewsContent } } },
    async (request) => {
      const file = await existing(request.params.id)
      return { ...newsOf(request.params.id, file.text), version: file.version }
    },
  )

  app.post(
    '/api/gazda/content/news',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: DatedCreate, response: { 201: CreateAnswer } },
    },
    async (request, reply) => {
      const { values, removed } = await checked(
        validateNewsCreate(request.body),
        links,
        ({ body }) => [['body', body]],
      )
      const id = newsIdFor(values)
      const saved = await editor.save({
        file: newsFile(id),
        version: null,
        render: renderNewNews(values),
        change: {
          kind: 'news',
          recordId: id,
          action: 'create',
          summary: newsSummary.create(values),
        },
        staff: request.staff!,
      })
      return reply.code(201).send({ id, version: saved.version, removed })
    },
  )

  app.put(
    '/api/gazda/content/news/:id',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { params: NewsParams, body: NewsSave, response: { 200: SaveAnswer } },
    },
    async (request) => {
      const { id } = request.params
      const before = newsOf(id, (await existing(id)).text)
      const unpublishing = before.published && !request.body.published
      const linking = unpublishing ? await filesLinkingTo(editor.contentDir, id) : []
      const { values, removed } = await checked(
        validateNewsUpdate(withoutVersion(request.body)),
        links,
        ({ body }) => [['body', body]],
        (errors) => {
          if (linking.length > 0) addFormError(errors, 'published', linkedNewsMessage(linking))
        },
      )
      const republishing = !before.published && values.published
      return withRemoved(
        removed,
        editor.save({
          file: newsFile(id),
          version: request.body.version,
          render: renderNewsUpdate(values),
          change: {
            kind: 'news',
            recordId: id,
            action: unpublishing ? 'unpublish' : 'update',
            summary: unpublishing
              ? newsSummary.unpublish(values)
              : republishing
                ? newsSummary.publish(values)
                : newsSummary.update(values, before),
          },
          staff: request.staff!,
        }),
      )
    },
  )
}
