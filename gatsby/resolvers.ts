import type { GatsbyNode } from 'gatsby'
import { marked } from 'marked'
import { PHOTO_COPIES_SOURCE } from './photo-copies'

type Source = Record<string, unknown>

/** Renders a markdown field of a YAML record to HTML. */
export const markdownResolver = (field: string) => (source: Source) => {
  const text = source[field]
  return typeof text === 'string' ? marked.parse(text, { async: false }) : null
}

interface PhotoFile {
  name: string
  base: string
}

interface NodeModel {
  findAll: (args: {
    type: 'GalleryPhoto'
    query: object
  }) => Promise<{ entries: Iterable<PhotoFile & { parent: string }> }>
  getNodeById: (args: { id: string; type: 'File' }) => PhotoFile | null
}

/** Every image in an album's folder, in the order of their file names, hidden ones included. */
// allPhotos, photos, photoCount and coverPhoto of one album in one query share a single lookup.
// Kept per query (Gatsby gives each its own context): a lookup is also what tells Gatsby which
// pages to query again when a photo changes, so a page must never take another page's.
const photosOfAlbum = new WeakMap<object, WeakMap<Source, Promise<PhotoFile[]>>>()

export function allGalleryPhotosResolver(
  source: Source,
  _args: unknown,
  context: { nodeModel: NodeModel },
) {
  let ofQuery = photosOfAlbum.get(context)
  if (!ofQuery) {
    ofQuery = new WeakMap()
    photosOfAlbum.set(context, ofQuery)
  }
  let photos = ofQuery.get(source)
  if (!photos) {
    photos = findGalleryPhotos(source, context)
    ofQuery.set(source, photos)
  }
  return photos
}

/** An album's photos as the site shows them: without those its album.yaml lists as `hidden`. */
export async function galleryPhotosResolver(...args: Parameters<typeof allGalleryPhotosResolver>) {
  const hidden = new Set(Array.isArray(args[0].hidden) ? (args[0].hidden as string[]) : [])
  return (await allGalleryPhotosResolver(...args)).filter((photo) => !hidden.has(photo.base))
}

async function findGalleryPhotos(source: Source, context: { nodeModel: NodeModel }) {
  const { directory } = source.fields as { directory: string }
  // Through GalleryPhoto (gatsby/on-create-node.ts): the query then depends on the gallery's
  // photos and on these files, not on every file of the site.
  const photosOf = async (sourceName: string) => {
    const { entries } = await context.nodeModel.findAll({
      type: 'GalleryPhoto',
      query: { filter: { source: { eq: sourceName }, directory: { eq: directory } } },
    })
    return [...entries]
      .map((photo) => context.nodeModel.getNodeById({ id: photo.parent, type: 'File' }))
      .filter((file): file is PhotoFile => file !== null)
  }
  // A photo turned by its EXIF data or of camera size is shown from its copy (gatsby/photo-copies.ts).
  const copies = new Map((await photosOf(PHOTO_COPIES_SOURCE)).map((photo) => [photo.base, photo]))
  return (await photosOf('content'))
    .map((photo) => copies.get(photo.base) ?? photo)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
}

// Fields computed at query time: markdown written inside YAML (FAQ answers, graduates' messages)
// rendered to HTML, and an album's photos.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    FaqEntry: { answerHtml: { type: 'String!', resolve: markdownResolver('answer') } },
    Graduates: { messageHtml: { type: 'String', resolve: markdownResolver('message') } },
    GalleryAlbum: {
      allPhotos: { type: '[File!]!', resolve: allGalleryPhotosResolver },
      photos: { type: '[File!]!', resolve: galleryPhotosResolver },
      photoCount: {
        type: 'Int!',
        resolve: async (...args: Parameters<typeof galleryPhotosResolver>) =>
          (await galleryPhotosResolver(...args)).length,
      },
      // The album's cover: the photo its album.yaml names, or else the first.
      coverPhoto: {
        type: 'File',
        resolve: async (...args: Parameters<typeof galleryPhotosResolver>) => {
          const photos = await galleryPhotosResolver(...args)
          const cover = args[0].cover
          return photos.find((photo) => photo.base === cover) ?? photos[0] ?? null
        },
      },
    },
  })
}
