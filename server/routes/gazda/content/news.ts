import {
  NewsContent,
  NewsList,
  NewsParams,
  NewsSave,
  SaveAnswer,
} from '../../../../src/domain/api/content'
import { validateNewsUpdate } from '../../../../src/domain/content/editing'
import { addFormError } from '../../../../src/domain/formErrors'
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
import {
  bodyField,
  checked,
  CONTENT_BODY_LIMIT,
  datedItems,
  englishChange,
  englishOf,
  englishSave,
  withoutVersion,
  withRemoved,
  type ContentRoutes,
} from './shared'
import { datedItemRoutes } from './datedRoutes'

export const linkedNewsMessage = (files: string[]) =>
  `Tej wiadomości nie można wycofać: prowadzą do niej odnośniki w plikach ${files
    .map((file) => `content/${file}`)
    .join(', ')}. Najpierw usuń te odnośniki.`

/** News: list, one item, a new item (POST) and changes to one, including unpublishing it. */
export const newsRoutes: ContentRoutes = async (app, { editor, links }) => {
  const news = datedItems(editor, links, {
    kind: 'news',
    isId: isNewsId,
    file: newsFile,
    idFor: newsIdFor,
    of: newsOf,
    renderNew: renderNewNews,
    createSummary: newsSummary.create,
  })

  datedItemRoutes(app, '/api/gazda/content/news', news, {
    list: () => listNews(editor.contentDir),
    listSchema: NewsList,
    itemSchema: NewsContent,
  })

  app.put(
    '/api/gazda/content/news/:id',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { params: NewsParams, body: NewsSave, response: { 200: SaveAnswer } },
    },
    async (request) => {
      const { id } = request.params
      const { found, before } = await news.saved(id)
      const unpublishing = before.published && !request.body.published
      const linking = unpublishing ? await filesLinkingTo(editor.contentDir, id) : []
      const { english: input, ...polish } = request.body
      const { values, removed, english } = await checked(
        validateNewsUpdate(withoutVersion(polish)),
        links,
        bodyField,
        (errors) => {
          if (linking.length > 0) addFormError(errors, 'published', linkedNewsMessage(linking))
        },
        { file: newsFile(id), input },
      )
      const englishWords = englishChange(englishOf(newsFile(id), found), english)
      const republishing = !before.published && values.published
      return withRemoved(
        removed,
        editor.save({
          file: newsFile(id),
          version: request.body.version,
          render: renderNewsUpdate(values),
          english: englishSave(newsFile(id), english),
          change: {
            kind: 'news',
            recordId: id,
            action: unpublishing ? 'unpublish' : 'update',
            summary:
              (unpublishing
                ? newsSummary.unpublish(values)
                : republishing
                  ? newsSummary.publish(values)
                  : newsSummary.update(values, before)) + englishWords,
          },
          staff: request.staff!,
        }),
      )
    },
  )
}
