// The staff API's content: the pages, FAQ, alert, news and bulletins the editors change,
// the server's preview of a text, and the state of the publication. A save leaves the open
// editor's own cache entry alone (its form keeps the version it saved, ContentEditor.tsx) and
// makes the lists and the history stale; the content endpoints keep nothing once the editor closes.
import type {
  AlertContent,
  AlertSave,
  BulletinContent,
  BulletinPdfAnswer,
  BulletinSummary,
  CreateAnswer,
  DatedCreate,
  FaqContent,
  FaqSave,
  NewsContent,
  NewsSave,
  NewsSummary,
  PageContent,
  PageSave,
  PageSummary,
  PreviewAnswer,
  PreviewRequest,
  SaveAnswer,
} from '../../domain/api/content'
import type { PublishStatus } from '../../domain/api/publish'
import { bulletinApiPath } from './bulletinPdf'
import type { Versioned } from '../types'
import { onSuccess, staffApi } from '../query/staffApi'

export const CONTENT_API = '/api/gazda/content'
export const FAQ_API = `${CONTENT_API}/faq`
export const ALERT_API = `${CONTENT_API}/alert`
export const NEWS_API = `${CONTENT_API}/news`
export const PREVIEW_API = `${CONTENT_API}/preview`
export const pageApiPath = (slug: string) => `${CONTENT_API}/pages/${slug}`

/** What a save sends: the values, and the version they were typed over. */
type Saving<T extends { version: unknown }> = Omit<T, 'version'> & Versioned

const content = (id: string) => ({ type: 'Content', id }) as const
/** An open editor's text is read afresh each time the editor opens. */
const editorEntry = { keepUnusedDataFor: 0 }

export const contentApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The saved text at `url` now, in a cache entry of its own (a merge after a 409). */
    savedNow: build.query<unknown, { url: string; at: number }>({
      query: ({ url }) => url,
      ...editorEntry,
    }),
    preview: build.query<Partial<PreviewAnswer>, PreviewRequest>({
      query: (body) => ({ url: PREVIEW_API, method: 'POST', body }),
    }),
    publishStatus: build.query<PublishStatus, void>({ query: () => '/api/gazda/publish' }),
    /** "Opublikuj teraz" (issue #30): a build of content/ as it is, answered 202 with the status. */
    publishNow: build.mutation<PublishStatus, void>({
      query: () => ({ url: '/api/gazda/publish', method: 'POST' }),
    }),

    pages: build.query<PageSummary[], void>({
      query: () => `${CONTENT_API}/pages`,
      providesTags: [content('pages')],
    }),
    page: build.query<PageContent, string>({ query: pageApiPath, ...editorEntry }),
    savePage: build.mutation<SaveAnswer, { slug: string; body: Saving<PageSave> }>({
      query: ({ slug, body }) => ({ url: pageApiPath(slug), method: 'PUT', body }),
      invalidatesTags: onSuccess(content('pages'), 'History'),
    }),
    faq: build.query<FaqContent, void>({ query: () => FAQ_API, ...editorEntry }),
    saveFaq: build.mutation<SaveAnswer, Saving<FaqSave>>({
      query: (body) => ({ url: FAQ_API, method: 'PUT', body }),
      invalidatesTags: onSuccess('History'),
    }),
    alert: build.query<AlertContent, void>({ query: () => ALERT_API, ...editorEntry }),
    saveAlert: build.mutation<SaveAnswer, Saving<AlertSave>>({
      query: (body) => ({ url: ALERT_API, method: 'PUT', body }),
      invalidatesTags: onSuccess('History'),
    }),

    news: build.query<NewsSummary[], void>({
      query: () => NEWS_API,
      providesTags: [content('news')],
    }),
    newsItem: build.query<NewsContent, string>({
      query: (id) => `${NEWS_API}/${id}`,
      ...editorEntry,
    }),
    createNews: build.mutation<CreateAnswer, DatedCreate>({
      query: (body) => ({ url: NEWS_API, method: 'POST', body }),
      invalidatesTags: onSuccess(content('news'), 'History'),
    }),
    saveNewsItem: build.mutation<SaveAnswer, { id: string; body: Saving<NewsSave> }>({
      query: ({ id, body }) => ({ url: `${NEWS_API}/${id}`, method: 'PUT', body }),
      invalidatesTags: onSuccess(content('news'), 'History'),
    }),

    bulletins: build.query<BulletinSummary[], void>({
      query: () => bulletinApiPath(),
      providesTags: [content('bulletins')],
    }),
    bulletin: build.query<BulletinContent, string>({
      query: bulletinApiPath,
      providesTags: (_item, _error, id) => [content(`bulletins/${id}`)],
      ...editorEntry,
    }),
    createBulletin: build.mutation<CreateAnswer, DatedCreate>({
      query: (body) => ({ url: bulletinApiPath(), method: 'POST', body }),
      invalidatesTags: onSuccess(content('bulletins'), 'History'),
    }),
    saveBulletin: build.mutation<SaveAnswer, { id: string; body: Saving<PageSave> }>({
      query: ({ id, body }) => ({ url: bulletinApiPath(id), method: 'PUT', body }),
      invalidatesTags: onSuccess(content('bulletins'), 'History'),
    }),
    /** A new PDF: the bulletin is loaded again (its version and file changed). */
    uploadBulletinPdf: build.mutation<BulletinPdfAnswer, { id: string; pdf: Blob; type: string }>({
      query: ({ id, pdf, type }) => ({
        url: `${bulletinApiPath(id)}/pdf`,
        method: 'PUT',
        file: { blob: pdf, type },
      }),
      invalidatesTags: (_answer, error, { id }) =>
        error ? [] : [content(`bulletins/${id}`), content('bulletins'), 'History'],
    }),
  }),
})

export const {
  usePreviewQuery,
  useLazyPublishStatusQuery,
  usePublishStatusQuery,
  usePublishNowMutation,
  usePagesQuery,
  usePageQuery,
  useSavePageMutation,
  useFaqQuery,
  useSaveFaqMutation,
  useAlertQuery,
  useSaveAlertMutation,
  useNewsQuery,
  useNewsItemQuery,
  useCreateNewsMutation,
  useSaveNewsItemMutation,
  useBulletinsQuery,
  useBulletinQuery,
  useCreateBulletinMutation,
  useSaveBulletinMutation,
  useUploadBulletinPdfMutation,
} = contentApi
