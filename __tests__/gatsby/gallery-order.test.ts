import { allGalleryPhotosResolver, galleryPhotosResolver } from '../../gatsby/resolvers'
import { PHOTO_COPIES_SOURCE } from '../../gatsby/photo-copies'

// Issue #18: the album page shows the photos in the order album.yaml's `order` gives, the others
// after them by file name; hidden photos stay out wherever `order` puts them.
const files = ['01.jpg', '02.jpg', '03.jpg', '10.jpg'].map((base) => ({
  id: `file-${base}`,
  name: base.replace('.jpg', ''),
  base,
}))

const sourceOf = (query: object) =>
  (query as { filter: { source: { eq: string } } }).filter.source.eq

function contextWith(copies: string[] = []) {
  const byId = new Map(files.map((file) => [file.id, file]))
  const copyFiles = copies.map((base) => ({ id: `copy-${base}`, name: base, base, copy: true }))
  for (const copy of copyFiles) byId.set(copy.id, copy)
  return {
    nodeModel: {
      findAll: async ({ query }: { query: object }) => ({
        entries: (sourceOf(query) === PHOTO_COPIES_SOURCE ? copyFiles : files).map((file) => ({
          ...file,
          parent: file.id,
        })),
      }),
      getNodeById: ({ id }: { id: string }) => byId.get(id) ?? null,
    },
  }
}

const album = (fields: Record<string, unknown>) => ({
  fields: { directory: 'gallery/2024-2025/jaselka' },
  ...fields,
})

describe('an album’s photos on the site', () => {
  it('come in file-name order when album.yaml gives no order', async () => {
    const photos = await allGalleryPhotosResolver(album({}), {}, contextWith())
    expect(photos.map((photo) => photo.base)).toEqual(['01.jpg', '02.jpg', '03.jpg', '10.jpg'])
  })

  it('come in the order album.yaml lists, the others after them, hidden ones left out', async () => {
    const source = album({ order: ['10.jpg', '02.jpg'], hidden: ['01.jpg'] })
    const all = await allGalleryPhotosResolver(source, {}, contextWith(['02.jpg']))
    expect(all.map((photo) => photo.base)).toEqual(['10.jpg', '02.jpg', '01.jpg', '03.jpg'])
    // A photo shown from its copy keeps its place.
    expect(all[1]).toMatchObject({ copy: true })
    const shown = await galleryPhotosResolver(source, {}, contextWith())
    expect(shown.map((photo) => photo.base)).toEqual(['10.jpg', '02.jpg', '03.jpg'])
  })
})
