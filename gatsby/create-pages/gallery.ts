import type { CreatePagesArgs } from 'gatsby'
import { routes } from '../../src/domain/routes'
import { query, type PageRegistry } from './registry'

interface GalleryQuery {
  allGalleryAlbum: { nodes: { id: string; fields: { years: string; slug: string } }[] }
}

/** The gallery index, a page per school year, and a page per album under its year. */
export async function createGalleryPages(args: CreatePagesArgs, pages: PageRegistry) {
  const data = await query<GalleryQuery>(
    args,
    `{ allGalleryAlbum { nodes { id fields { years slug } } } }`,
  )
  const albums = data.allGalleryAlbum.nodes
  pages.create({ path: routes.gallery(), template: 'gallery-index' })
  for (const years of new Set(albums.map((album) => album.fields.years))) {
    pages.create({
      path: routes.galleryYear(years),
      template: 'gallery-year',
      context: { years, previous: routes.gallery() },
    })
  }
  for (const album of albums) {
    const { years, slug } = album.fields
    pages.create({
      path: routes.galleryAlbum(years, slug),
      template: 'gallery-album',
      context: { id: album.id, previous: routes.galleryYear(years) },
    })
  }
}
