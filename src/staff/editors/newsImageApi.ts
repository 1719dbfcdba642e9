// A news item's photo (issue #30): uploaded, described and removed from the item's editor. Each
// is a save of the item over the version its editor has; the list and the history grow stale.
import type { NewsImageAnswer } from '../../domain/api/content'
import type { Versioned } from '../types'
import { NEWS_API } from './api'
import { onSuccess, staffApi } from '../query/staffApi'

/** The address of an item's photo: GET a small preview, PUT a new one, DELETE it. */
export const newsImagePath = (id: string) => `${NEWS_API}/${id}/image`

const changed = onSuccess({ type: 'Content', id: 'news' }, 'History')

export const newsImageApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The photo's bytes as the body; what it shows and the item's version in the address. */
    uploadNewsImage: build.mutation<
      NewsImageAnswer,
      { id: string; photo: Blob; type: string; alt: string; version: Versioned['version'] }
    >({
      query: ({ id, photo, type, alt, version }) => ({
        url: newsImagePath(id),
        method: 'PUT',
        params: { alt, version: String(version) },
        file: { blob: photo, type },
      }),
      invalidatesTags: changed,
    }),
    saveNewsImageAlt: build.mutation<
      NewsImageAnswer,
      { id: string; imageAlt: string; version: Versioned['version'] }
    >({
      query: ({ id, imageAlt, version }) => ({
        url: `${newsImagePath(id)}/alt`,
        method: 'PUT',
        body: { imageAlt, version },
      }),
      invalidatesTags: changed,
    }),
    removeNewsImage: build.mutation<NewsImageAnswer, { id: string; version: Versioned['version'] }>(
      {
        query: ({ id, version }) => ({
          url: newsImagePath(id),
          method: 'DELETE',
          params: { version: String(version) },
        }),
        invalidatesTags: changed,
      },
    ),
  }),
})

export const {
  useUploadNewsImageMutation,
  useSaveNewsImageAltMutation,
  useRemoveNewsImageMutation,
} = newsImageApi
