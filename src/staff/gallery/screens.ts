// The gallery's screens: the albums, and one album.
import { screen } from '../screen'

const kind = 'galeria'

export const galleryScreens = {
  gallery: screen({ kind, title: 'Galeria zdjęć', panel: ['content', 30] }),
  album: screen({ kind, record: 'album', title: 'Album', back: 'gallery' }),
}
