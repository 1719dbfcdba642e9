import type { GatsbyNode } from 'gatsby'
import { alertJudgingMoment } from '../src/domain/alerts'
import { inAlbumOrder } from '../src/domain/content/photoOrder'
import type { Alert } from '../src/domain/site'
import { PHOTO_COPIES_SOURCE } from './photo-copies'
import { isoMoment } from './schema'
import { markdownResolver, sanitizedHtmlResolvers } from './sanitized-html'

type Source = Record<string, unknown>

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

/** Every image in an album's folder, in the album's order, hidden ones included. */
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
  const order = Array.isArray(source.order) ? (source.order as string[]) : null
  return inAlbumOrder(
    (await photosOf('content')).map((photo) => copies.get(photo.base) ?? photo),
    (photo) => photo.base,
    order,
  )
}

/**
 * MarkdownRemark.english (issue #35): a Polish file's English version (`x.en.md`, same kind and
 * slug), or null. Pages query the Polish nodes and read the English text through this, so that the
 * other fields (dates, addresses, the list's order) stay the Polish file's and an item without an
 * English version is still listed.
 */
export async function englishVersionResolver(
  source: Source,
  _args: unknown,
  context: {
    nodeModel: {
      findOne: (args: { type: 'MarkdownRemark'; query: object }) => Promise<Source | null>
    }
  },
): Promise<Source | null> {
  const fields = source.fields as { kind?: string; slug?: string; lang?: string } | undefined
  if (!fields?.kind || !fields.slug || fields.lang !== 'pl') return null
  return context.nodeModel.findOne({
    type: 'MarkdownRemark',
    query: {
      filter: {
        fields: { kind: { eq: fields.kind }, slug: { eq: fields.slug }, lang: { eq: 'en' } },
      },
    },
  })
}

type RawAlert = Partial<Record<keyof Alert, unknown>> | null | undefined

/** An alert of site.yaml as its node holds it, with its times as the schema gives them. */
const withIsoTimes = (alert: RawAlert) =>
  alert ? ({ ...alert, start: isoMoment(alert.start), end: isoMoment(alert.end) } as Alert) : null

/**
 * Site.alertsJudgedAt (issue #20): the moment at which the built pages judge which banner is
 * current. The banner as at the build's time, from a moment that changes only at an alert's start
 * or end (src/domain/alerts.ts): the query every page shares then has the same result from build to
 * build, and Gatsby renders again only the pages whose data changed.
 */
export async function alertsJudgedAtResolver(
  source: Source,
  _args: unknown,
  context: {
    nodeModel: {
      findOne: (args: { type: 'SiteSettings'; query: object }) => Promise<Source | null>
    }
  },
): Promise<string> {
  const settings = await context.nodeModel.findOne({ type: 'SiteSettings', query: {} })
  const built = Date.parse(isoMoment(source.buildTime) ?? '')
  const scheduled = Array.isArray(settings?.scheduledAlerts) ? settings.scheduledAlerts : []
  const moment = alertJudgingMoment(
    {
      standing: withIsoTimes(settings?.alert as RawAlert),
      scheduled: scheduled.map((alert: RawAlert) => withIsoTimes(alert)!).filter(Boolean),
    },
    Number.isNaN(built) ? Date.now() : built,
  )
  return new Date(moment).toISOString()
}

// Fields computed at query time: HTML sanitized (./sanitized-html.ts), markdown written inside YAML
// (FAQ answers, graduates' messages) rendered to HTML, and an album's photos.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    ...sanitizedHtmlResolvers,
    MarkdownRemark: {
      ...sanitizedHtmlResolvers.MarkdownRemark,
      english: { type: 'MarkdownRemark', resolve: englishVersionResolver },
    },
    Site: { alertsJudgedAt: { type: 'String!', resolve: alertsJudgedAtResolver } },
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
