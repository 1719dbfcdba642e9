// Calls some editors make outside a query hook's life: what is saved right now (a merge after a
// 409, a version to save over), and an album shown as saved before it is loaded again.
import { useCallback } from 'react'
import type { AlbumContent } from '../types'
import { contentApi } from '../editors/api'
import { galleryApi, type AlbumKey } from '../gallery/api'
import { useStaffThunkDispatch } from './context'

let reads = 0

/**
 * Reads `url` now, past the cache and into an entry of its own: the open editor's entry, which
 * its form was started from, stays as it is (ContentEditor.tsx).
 */
export function useReadNow() {
  const dispatch = useStaffThunkDispatch()
  return useCallback(
    <T>(url: string) => {
      reads += 1
      const read = contentApi.endpoints.savedNow.initiate({ url, at: reads }, { subscribe: false })
      return dispatch(read).unwrap() as Promise<T>
    },
    [dispatch],
  )
}

/** Shows `album` as the album editor's album until it is loaded again. */
export function useShowAlbum(key: AlbumKey) {
  const dispatch = useStaffThunkDispatch()
  const { years, slug } = key
  return useCallback(
    (album: AlbumContent) =>
      void dispatch(galleryApi.util.upsertQueryData('album', { years, slug }, album)),
    [dispatch, years, slug],
  )
}
