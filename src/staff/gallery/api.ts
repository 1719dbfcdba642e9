// The gallery's staff API: /api/gazda/content/gallery, the albums, an album's photos, their order,
// texts and cover, and a photo as the staff area shows it. A change makes the albums' list and the
// history stale; the album editor loads its album again itself after each change.
import type { AlbumContent, AlbumCreated, AlbumSummary, PhotoAdded } from '../../domain/api/gallery'
import type { Query } from '../api'
import { CONTENT_API } from '../editors/api'
import { LIST, onSuccess, staffApi } from '../query/staffApi'
import type { Versioned } from '../types'

export const galleryApiPath = (years?: string, slug?: string) =>
  years && slug ? `${CONTENT_API}/gallery/${years}/${slug}` : `${CONTENT_API}/gallery`

/** One album, by its school year and folder. */
export interface AlbumKey {
  years: string
  slug: string
}

const albums = { type: 'Album', id: LIST } as const

export const galleryApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
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
} = galleryApi
