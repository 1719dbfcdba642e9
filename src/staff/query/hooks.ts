// Calls some editors make outside a query hook's life: what is saved right now (a merge after a
// 409, a version to save over), and an album shown as saved before it is loaded again.
import { useCallback } from 'react'
import { useAppDispatch } from '../../state/hooks'
import type { AlbumContent } from '../types'
import { contentApi } from '../editors/api'
import { galleryApi, type AlbumKey } from '../gallery/api'

let reads = 0

/**
 * Reads `url` now, past the cache and into an entry of its own: the open editor's entry, which
 * its form was started from, stays as it is (ContentEditor.tsx).
 */
export function useReadNow() {
  const dispatch = useAppDispatch()
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
  const dispatch = useAppDispatch()
  const { years, slug } = key
  return useCallback(
    (album: AlbumContent) =>
      // The thunk's state type wants the staff API's slice, injected with this code (./store.ts).
      void dispatch(galleryApi.util.upsertQueryData('album', { years, slug }, album) as never),
    [dispatch, years, slug],
  )
}
