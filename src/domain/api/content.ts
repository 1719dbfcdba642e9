// The content editors' contract (issue #21): each route's request and response as one TypeBox
// schema, from which Fastify validates the request and writes the answer (server/routes/gazda/
// content/*) and from which the staff area's types come (src/staff/types.ts). The wording rules
// (what a title may hold) stay in yup (src/domain/content/editing), which says them in Polish.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox'
import { ALERT_KINDS } from '../site'

/**
 * sha256 hex of the file's bytes, as every GET answers it and every save sends it back; of both
 * files' for a markdown file with an English version (issue #35, server/content/editor.ts).
 */
export const Version = Type.String({ pattern: '^[0-9a-f]{64}$' })
const Text = Type.String()

/** A JSON body of exactly these fields; anything else is malformed (400 INVALID_BODY). */
export const Exactly = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false })

/** Per form field, what the site will leave out of it (issue #17), in Polish. */
export const Removed = Type.Record(Type.String(), Type.Array(Type.String()))
export type RemovedByField = Static<typeof Removed>

/** A save's answer: the file's new version and what the site leaves out of the text. */
export const SaveAnswer = Type.Object({ version: Version, removed: Removed })
export type SaveAnswer = Static<typeof SaveAnswer>

// An English version (issue #35): a markdown file's sibling `<name>.en.md`, its text by field
// (`body` the markdown). A GET answers null when there is none; a save may leave it out (the English
// file stays as it is), send null or every field empty (the file is removed), or send the text. Which
// fields a kind's English version has is checked by the API (src/domain/content/editing/english.ts),
// which names a field it does not take in Polish.
export const EnglishText = Type.Record(Type.String({ maxLength: 40 }), Type.String(), {
  maxProperties: 20,
})
export const EnglishVersion = Type.Union([EnglishText, Type.Null()])
export type EnglishVersion = Static<typeof EnglishVersion>
const englishSave = { english: Type.Optional(EnglishVersion) }

// /api/gazda/content/faq

const FaqItem = Exactly({ question: Text, answer: Text })
export const FaqSave = Exactly({ title: Text, items: Type.Array(FaqItem), version: Version })
export type FaqSave = Static<typeof FaqSave>
export const FaqContent = Type.Object({ title: Text, items: Type.Array(FaqItem), version: Version })
export type FaqContent = Static<typeof FaqContent>

// /api/gazda/content/pages

export const PageParams = Type.Object({ slug: Type.String({ pattern: '^[a-z-]{1,60}$' }) })
export const PageSummary = Type.Object({
  slug: Text,
  /** null when the page's file is missing. */
  title: Type.Union([Text, Type.Null()]),
  adminPath: Text,
})
export type PageSummary = Static<typeof PageSummary>
export const PageList = Type.Array(PageSummary)
/** A titled markdown text saved over its last version: a content page, a bulletin's text. */
export const PageSave = Exactly({ title: Text, body: Text, version: Version, ...englishSave })
export type PageSave = Static<typeof PageSave>
export const PageContent = Type.Object({
  slug: Text,
  title: Text,
  body: Text,
  version: Version,
  english: EnglishVersion,
})
export type PageContent = Static<typeof PageContent>

// /api/gazda/content/alert

const NullableText = Type.Union([Text, Type.Null()])
const AlertKind = Type.Union(ALERT_KINDS.map((kind) => Type.Literal(kind)))
const alertFields = {
  /** What the form sends is checked by the rules, which say in Polish what is wrong. */
  kind: Text,
  content: Text,
  link: NullableText,
  /** datetime-local values on the school's clock, or null. */
  start: NullableText,
  end: NullableText,
}
const OneAlertSave = Exactly(alertFields)
/** `scheduled` may be left out (an older page): the file's scheduled alerts then stay as they are. */
export const AlertSave = Exactly({
  ...alertFields,
  version: Version,
  scheduled: Type.Optional(Type.Array(OneAlertSave, { maxItems: 20 })),
})
export type AlertSave = Static<typeof AlertSave>
const OneAlert = Type.Object({ ...alertFields, kind: AlertKind })
export type OneAlertContent = Static<typeof OneAlert>
/** The standing alert and the scheduled ones (issue #18). */
export const AlertContent = Type.Object({
  ...OneAlert.properties,
  scheduled: Type.Array(OneAlert),
  version: Version,
})
export type AlertContent = Static<typeof AlertContent>

// /api/alert (issue #20), for anyone: the banners as saved now, so that a page already open shows
// a changed one within seconds rather than after the next build. Their HTML is sanitized as the
// build sanitizes it; the page judges which one is current, as it does with the built ones.
export const LiveAlerts = Type.Object({ alert: OneAlert, scheduledAlerts: Type.Array(OneAlert) })
export type LiveAlerts = Static<typeof LiveAlerts>

// /api/gazda/content/news

export const NewsParams = Type.Object({
  id: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]{1,80}$' }),
})
export const NewsSummary = Type.Object({
  id: Text,
  title: Text,
  date: Text,
  published: Type.Boolean(),
})
export type NewsSummary = Static<typeof NewsSummary>
export const NewsList = Type.Array(NewsSummary)
/** A dated file as its editor opens it: what the list shows, its text and its version. */
const withText = <P extends TProperties>(summary: TObject<P>) =>
  Type.Object({ ...summary.properties, body: Text, version: Version, english: EnglishVersion })
/** With its photo (`./{id}.jpg`, issue #30) and what the photo shows, each null when it has none. */
export const NewsContent = Type.Object({
  ...withText(NewsSummary).properties,
  image: NullableText,
  imageAlt: NullableText,
})
export type NewsContent = Static<typeof NewsContent>
/** A new news item or bulletin: its title, date (YYYY-MM-DD) and text. */
export const DatedCreate = Exactly({ title: Text, date: Text, body: Text })
export type DatedCreate = Static<typeof DatedCreate>
export const CreateAnswer = Type.Object({ id: Text, version: Version, removed: Removed })
export type CreateAnswer = Static<typeof CreateAnswer>
export const NewsSave = Exactly({
  title: Text,
  body: Text,
  published: Type.Boolean(),
  version: Version,
  ...englishSave,
})
export type NewsSave = Static<typeof NewsSave>
/** PUT …/news/{id}/image: the photo's bytes as the body, what it shows and the item's version here. */
export const NewsImageQuery = Type.Object({ alt: Text, version: Version })
/** PUT …/news/{id}/image/alt: a new description of the photo the item has. */
export const NewsImageAltSave = Exactly({ imageAlt: Text, version: Version })
/** DELETE …/news/{id}/image?version=… */
export const NewsImageRemoval = Type.Object({ version: Version })
/** An image saved: the item's new version, and its photo and alt text as now stored. */
export const NewsImageAnswer = Type.Object({
  version: Version,
  image: NullableText,
  imageAlt: NullableText,
})
export type NewsImageAnswer = Static<typeof NewsImageAnswer>

// /api/gazda/content/bulletins (created with DatedCreate, saved with PageSave)

export const BulletinParams = NewsParams
export const BulletinSummary = Type.Object({
  id: Text,
  title: Text,
  date: Text,
  /** The PDF beside the bulletin's file, or null. */
  file: NullableText,
})
export type BulletinSummary = Static<typeof BulletinSummary>
export const BulletinList = Type.Array(BulletinSummary)
export const BulletinContent = withText(BulletinSummary)
export type BulletinContent = Static<typeof BulletinContent>
/** PUT …/pdf: the bulletin's new version and its PDF's name. */
export const BulletinPdfAnswer = Type.Object({ version: Version, file: Text })
export type BulletinPdfAnswer = Static<typeof BulletinPdfAnswer>

// /api/gazda/content/preview (issue #17): each text's HTML as the site will show it.

/** One request: a page's body, or every answer of the FAQ at once. */
export const MAX_PREVIEW_TEXTS = 100
export const MAX_PREVIEW_CHARACTERS = 100_000
export const PreviewRequest = Exactly({
  kind: Type.Union([Type.Literal('markdown'), Type.Literal('alert')]),
  texts: Type.Array(Type.String({ maxLength: MAX_PREVIEW_CHARACTERS }), {
    maxItems: MAX_PREVIEW_TEXTS,
  }),
})
export type PreviewRequest = Static<typeof PreviewRequest>
export const PreviewAnswer = Type.Object({ html: Type.Array(Type.String()) })
export type PreviewAnswer = Static<typeof PreviewAnswer>
