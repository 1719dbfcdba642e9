// The gallery editor's contract (issues #18, #21): each route's request and answer as one TypeBox
// schema, from which Fastify validates and answers (server/routes/gazda/content/gallery*.ts) and
// from which the staff area's gallery editor takes its types.
import { Type, type Static } from '@sinclair/typebox'
import { ALBUM_EVENTS, PHOTO_EXTENSIONS } from '../content/vocabulary'
import { Exactly, Version } from './content'

/** A school year's folder: `2024-2025`. */
export const YEARS = /^\d{4}-\d{4}$/
/** An album's folder. */
export const ALBUM_SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/
/** A photo's file name as the staff area may name it: no folders, a photo's ending. */
export const PHOTO_NAME = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\\.(${PHOTO_EXTENSIONS.join('|')})$`,
  'i',
)

export const Years = Type.String({ pattern: YEARS.source })
export const AlbumSlug = Type.String({ pattern: ALBUM_SLUG.source })
const Text = Type.String()
const AlbumTitle = Type.String({ maxLength: 500 })

/** /…/gallery/{years} */
export const YearParams = Type.Object({ years: Years })
/** The params of every route of one album: /…/gallery/{years}/{album}. */
export const AlbumParams = Type.Object({ years: Years, album: AlbumSlug })
export type AlbumParams = Static<typeof AlbumParams>
/** /…/gallery/{years}/{album}/photos/{name} */
export const PhotoParams = Type.Object({
  ...AlbumParams.properties,
  name: Type.String({ pattern: PHOTO_NAME.source }),
})

/** GET /api/gazda/content/gallery: every album, newest school year first. */
export const AlbumSummary = Type.Object({
  years: Text,
  slug: Text,
  title: Text,
  date: Text,
  photoCount: Type.Integer(),
  hiddenCount: Type.Integer(),
})
export type AlbumSummary = Static<typeof AlbumSummary>
export const AlbumList = Type.Array(AlbumSummary)

export const AlbumPhoto = Type.Object({
  name: Text,
  hidden: Type.Boolean(),
  caption: Type.Union([Text, Type.Null()]),
  /** What the photo shows, for those who cannot see it (issue #30); the caption's words otherwise. */
  alt: Type.Optional(Type.Union([Text, Type.Null()])),
})
export type AlbumPhoto = Static<typeof AlbumPhoto>

/** GET /…/gallery/{years}/{album}: the album and its photos in the site's order. */
export const AlbumContent = Type.Object({
  years: Text,
  slug: Text,
  title: Text,
  date: Text,
  photos: Type.Array(AlbumPhoto),
  /** The cover photo album.yaml names, when it is a shown photo; null: the first shown one. */
  cover: Type.Optional(Type.Union([Text, Type.Null()])),
  version: Version,
})
export type AlbumContent = Static<typeof AlbumContent>

/** A save of album.yaml answers its new version. */
export const AlbumSaved = Type.Object({ version: Version })

/** POST /…/gallery/{years}?title=…&date=…&event=… (the first photo as the body). */
export const NewAlbumQuery = Type.Object({
  title: AlbumTitle,
  date: Type.String({ maxLength: 20 }),
  event: Type.Union(ALBUM_EVENTS.map((event) => Type.Literal(event))),
})
export const AlbumCreated = Type.Object({ years: Text, slug: Text, name: Text })
export type AlbumCreated = Static<typeof AlbumCreated>

/** PUT /…/gallery/{years}/{album}: a new title (the folder, and so the address, stays). */
export const AlbumRename = Exactly({ title: AlbumTitle, version: Version })

/** POST /…/photos (the image's bytes as the body): the new photo's name. */
export const PhotoAdded = Type.Object({ name: Text })
export type PhotoAdded = Static<typeof PhotoAdded>

/** PUT /…/photos/{name}: hide or show one photo. */
export const PhotoVisibility = Exactly({ hidden: Type.Boolean(), version: Version })

/**
 * PUT /…/order: `order` is checked by the route rather than by the schema, so that each refusal
 * says in Polish which name is wrong.
 */
export const AlbumOrder = Exactly({ order: Type.Optional(Type.Unknown()), version: Version })

/**
 * PUT /…/photos/{name}/texts (issue #30): the photo's caption and alt text, each plain text
 * ('' removes it). Their limits are checked by the route, so that the refusal names the field in
 * Polish; the schema's bound only keeps a huge body out.
 */
export const PhotoTexts = Exactly({
  caption: Type.String({ maxLength: 5000 }),
  alt: Type.String({ maxLength: 5000 }),
  version: Version,
})
export type PhotoTexts = Static<typeof PhotoTexts>

/** PUT /…/cover: the album's cover photo (one of its shown photos), or null for the first shown one. */
export const AlbumCover = Exactly({
  cover: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  version: Version,
})

/** DELETE /…/photos/{name}: the photo's file removed, with the version of album.yaml it was seen in. */
export const PhotoDelete = Exactly({ version: Version })
