import type { GatsbyNode } from 'gatsby'
import { marked } from 'marked'
import { PHOTO_EXTENSIONS } from '../src/domain/content/vocabulary'
import { PHOTO_COPIES_SOURCE } from './photo-copies'

type Source = Record<string, unknown>

/** Renders a markdown field of a YAML record to HTML. */
export const markdownResolver = (field: string) => (source: Source) => {
  const text = source[field]
  return typeof text === 'string' ? marked.parse(text, { async: false }) : null
}

interface NodeModel {
  findAll: (args: {
    type: string
    query: object
  }) => Promise<{ entries: Iterable<{ name: string; base: string }> }>
}

/** Every image in an album's folder, in the order of their file names, hidden ones included. */
// allPhotos, photos, photoCount and coverPhoto of one album in one query share a single lookup.
const photosOfAlbum = new WeakMap<Source, Promise<{ name: string; base: string }[]>>()

export function allGalleryPhotosResolver(
  source: Source,
  _args: unknown,
  context: { nodeModel: NodeModel },
) {
  let photos = photosOfAlbum.get(source)
  if (!photos) {
    photos = findGalleryPhotos(source, context)
    photosOfAlbum.set(source, photos)
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
  const photosOf = async (sourceInstanceName: string) => {
    const { entries } = await context.nodeModel.findAll({
      type: 'File',
      query: {
        filter: {
          sourceInstanceName: { eq: sourceInstanceName },
          relativeDirectory: { eq: directory },
          extension: { in: PHOTO_EXTENSIONS },
        },
      },
    })
    return [...entries]
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
