import { useCallback, useEffect, useState } from 'react'

// Issue #33: each photo of an album has its own address (#zdjecie-3), so a parent can send a link
// to one photo, and the phone's Back button closes the viewer instead of leaving the album.

const PHOTO_HASH = /^#zdjecie-(\d+)$/

/** The address of the album's photo at `index` (0-based): #zdjecie-1 is the first. */
export const photoHash = (index: number) => `#zdjecie-${index + 1}`

/** The photo an address names, or null. */
export function photoOfHash(hash: string, count: number): number | null {
  const match = PHOTO_HASH.exec(hash)
  const index = match ? Number(match[1]) - 1 : -1
  return index >= 0 && index < count ? index : null
}

/** Whether this history entry is one the viewer added (Back then only closes the viewer). */
const ownEntry = () => (window.history.state as { photo?: unknown } | null)?.photo !== undefined

/**
 * The photo shown (null: the viewer is closed), kept in the address: opening adds a history
 * entry, moving replaces it, closing goes back over it; Back closes the viewer.
 */
export function usePhotoAddress(count: number) {
  const [open, setOpen] = useState<number | null>(null)

  useEffect(() => {
    const follow = () => setOpen(photoOfHash(window.location.hash, count))
    follow()
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [count])

  const show = useCallback((index: number) => {
    window.history.pushState({ ...window.history.state, photo: index }, '', photoHash(index))
    setOpen(index)
  }, [])

  const move = useCallback((index: number) => {
    window.history.replaceState({ ...window.history.state, photo: index }, '', photoHash(index))
    setOpen(index)
  }, [])

  const close = useCallback(() => {
    setOpen(null)
    if (ownEntry()) window.history.back()
    else {
      // Opened from a link to the photo: the album's own address, without the photo's.
      const { pathname, search } = window.location
      window.history.replaceState(
        { ...window.history.state, photo: undefined },
        '',
        pathname + search,
      )
    }
  }, [])

  return { open, show, move, close }
}
