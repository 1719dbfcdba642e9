// An album of /gazda/galeria/ in the staff area's editor, for the gallery editor's tests: the API
// is the boundary, answered from here.
import { screen } from '@testing-library/react'
import { staffPath } from '../../../src/staff/routes'
import type { AlbumContent } from '../../../src/staff/types'
import { renderStaff, type StaffAnswer } from './renderStaff'

export const ALBUM_URL = '/api/gazda/content/gallery/2024-2025/andrzejki'

/** The album with these photos, none hidden, captioned or the cover, at version 'a…a'. */
export const album = (names: string[], extra: Partial<AlbumContent> = {}): AlbumContent => ({
  years: '2024-2025',
  slug: 'andrzejki',
  title: 'Andrzejki 2024',
  date: '2024-11-23',
  photos: names.map((name) => ({ name, hidden: false, caption: null, alt: null })),
  cover: null,
  version: 'a'.repeat(64),
  ...extra,
})

/**
 * Opens the album's editor. Its reads answer `albums` one after the other (the last one again),
 * its writes `writes` in turn, then a new version.
 */
export function renderAlbum(albums: AlbumContent[], writes: StaffAnswer[] = []) {
  let gets = 0
  return renderStaff({
    pathname: staffPath({ view: 'album', years: '2024-2025', slug: 'andrzejki' }),
    role: 'editor',
    answer: ({ url, method }) => {
      if (method !== 'GET') return writes.shift() ?? { body: { version: 'f'.repeat(64) } }
      if (url.endsWith(ALBUM_URL)) return { body: albums[Math.min(gets++, albums.length - 1)] }
      if (url.includes('/publish')) return { body: { state: 'idle' } }
      return { body: {}, blob: new Blob(['x']) }
    },
  })
}

/** The photos' order in the grid, read from their hide buttons ("Ukryj zdjęcie 01.jpg"). */
export const shownOrder = () =>
  screen
    .getAllByRole('button', { name: /^(Ukryj|Pokaż) zdjęcie / })
    .map((button) => button.getAttribute('aria-label')!.split(' ').at(-1))
