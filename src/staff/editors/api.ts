// The staff API's content: the pages, FAQ, alert, news, bulletins and gallery the editors change,
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
import type { AlbumContent, AlbumCreated, AlbumSummary, PhotoAdded } from '../../domain/api/gallery'
import type { PublishStatus } from '../../domain/api/publish'
import type { Query } from '../api'
import { bulletinApiPath } from './bulletinPdf'
import type { Versioned } from '../types'
import { LIST, onSuccess, staffApi } from '../query/staffApi'

export const CONTENT_API = '/api/gazda/content'
export const FAQ_API = `${CONTENT_API}/faq`
export const ALERT_API = `${CONTENT_API}/alert`
export const NEWS_API = `${CONTENT_API}/news`
export const PREVIEW_API = `${CONTENT_API}/preview`
export const pageApiPath = (slug: string) => `${CONTENT_API}/pages/${slug}`
export const galleryApiPath = (years?: string, slug?: string) =>
  years && slug ? `${CONTENT_API}/gallery/${years}/${slug}` : `${CONTENT_API}/gallery`

/** What a save sends: the values, and the version they were typed over. */
type Saving<T extends { version: unknown }> = Omit<T, 'version'> & Versioned
/** One album, by its school year and folder. */
export interface AlbumKey {
  years: string
  slug: string
}

const content = (id: string) => ({ type: 'Content', id }) as const
const albums = { type: 'Album', id: LIST } as const
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

    gallery: build.query<AlbumSummary[], void>({
      query: () => galleryApiPath(),
      providesTags: [albums],
    }),
    /** The album editor loads its album again itself after each change (GalleryEditor.tsx). */
    album: build.query<AlbumContent, AlbumKey>({
      query: ({ years, slug }) => galleryApiPath(years, slug),
    }),
    createAlbum: build.mutation<
      AlbumCreated,
      { years: string; params: Query; photo: Blob; type: string }
    >({
      query: ({ years, params, photo, type }) => ({
        url: `${CONTENT_API}/gallery/${years}`,
        method: 'POST',
        params,
        file: { blob: photo, type },
      }),
      invalidatesTags: onSuccess(albums, 'History'),
    }),
    renameAlbum: build.mutation<
      unknown,
      AlbumKey & { title: string; version: Versioned['version'] }
    >({
      query: ({ years, slug, title, version }) => ({
        url: galleryApiPath(years, slug),
        method: 'PUT',
        body: { title, version },
      }),
      invalidatesTags: onSuccess(albums, 'History'),
    }),
    addPhoto: build.mutation<PhotoAdded, AlbumKey & { photo: Blob; type: string }>({
      query: ({ years, slug, photo, type }) => ({
        url: `${galleryApiPath(years, slug)}/photos`,
        method: 'POST',
        file: { blob: photo, type },
      }),
      invalidatesTags: onSuccess(albums, 'History'),
    }),
    /** Refused or not, the photo reports show the photos as they now are. */
    setPhotoHidden: build.mutation<
      unknown,
      AlbumKey & { photo: string; hidden: boolean; version: Versioned['version'] }
    >({
      query: ({ years, slug, photo, hidden, version }) => ({
        url: `${galleryApiPath(years, slug)}/photos/${encodeURIComponent(photo)}`,
        method: 'PUT',
        body: { hidden, version },
      }),
      invalidatesTags: [albums, 'PhotoReport', 'History'],
    }),
    savePhotoOrder: build.mutation<
      { version: string },
      AlbumKey & { order: string[]; version: Versioned['version'] }
    >({
      query: ({ years, slug, order, version }) => ({
        url: `${galleryApiPath(years, slug)}/order`,
        method: 'PUT',
        body: { order, version },
      }),
      invalidatesTags: onSuccess('History'),
    }),
    /** A photo's caption and alt text ('' removes each); refused or not, the album is loaded again. */
    setPhotoTexts: build.mutation<
      { version: string },
      AlbumKey & { photo: string; caption: string; alt: string; version: Versioned['version'] }
    >({
      query: ({ years, slug, photo, caption, alt, version }) => ({
        url: `${galleryApiPath(years, slug)}/photos/${encodeURIComponent(photo)}/texts`,
        method: 'PUT',
        body: { caption, alt, version },
      }),
      invalidatesTags: onSuccess('History'),
    }),
    /** The album's cover: one of its shown photos, or null for the first one. */
    setAlbumCover: build.mutation<
      { version: string },
      AlbumKey & { cover: string | null; version: Versioned['version'] }
    >({
      query: ({ years, slug, cover, version }) => ({
        url: `${galleryApiPath(years, slug)}/cover`,
        method: 'PUT',
        body: { cover, version },
      }),
      invalidatesTags: onSuccess('History'),
    }),
    /** A photo's file removed from the album, and every mention of it in album.yaml. */
    deletePhoto: build.mutation<
      { version: string },
      AlbumKey & { photo: string; version: Versioned['version'] }
    >({
      query: ({ years, slug, photo, version }) => ({
        url: `${galleryApiPath(years, slug)}/photos/${encodeURIComponent(photo)}`,
        method: 'DELETE',
        body: { version },
      }),
      invalidatesTags: onSuccess(albums, 'PhotoReport', 'History'),
    }),
    /** A photo as a data: URL (the site's CSP allows no blob: images), fetched with the token. */
    photo: build.query<string, string>({
      query: (url) => ({ url, responseType: 'blob' }),
      transformResponse: (blob: Blob) => dataUrlOf(blob),
    }),
  }),
})

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'))
    reader.readAsDataURL(blob)
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
  useGalleryQuery,
  useAlbumQuery,
  useCreateAlbumMutation,
  useRenameAlbumMutation,
  useAddPhotoMutation,
  useSetPhotoHiddenMutation,
  useSavePhotoOrderMutation,
  useSetPhotoTextsMutation,
  useSetAlbumCoverMutation,
  useDeletePhotoMutation,
  usePhotoQuery,
} = contentApi
