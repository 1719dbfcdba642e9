import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import sharp from 'sharp'
import type { DatedCreate, EnglishVersion, PageSave } from '../../../../src/domain/api/content'
import {
  ENGLISH_KEY,
  validateEnglish,
  type EnglishValues,
} from '../../../../src/domain/content/editing/english'
import { validateNewsCreate, validatePage } from '../../../../src/domain/content/editing'
import type { NewsCreateValues, PageValues } from '../../../../src/domain/content/editing'
import type { FormErrors, ValidationResult } from '../../../../src/domain/formErrors'
import { addFormError, emptyFormErrors, hasFormErrors } from '../../../../src/domain/formErrors'
import type { User } from '../../../repositories/users'
import type { ContentEditor } from '../../../content/editor'
import { invalidContent, type RecordFile } from '../../../content/editor'
import { englishValuesOf, renderEnglish } from '../../../content/english'
import type { InputKind } from '../../../content/inspect'
import type { LinkChecker } from '../../../content/links'
import { BROKEN_PHOTO_MESSAGE, MAX_PIXELS } from '../../../content/photoCheck'
import { apiError } from '../../../errors'
import type { Change } from '../../../repositories/contentChanges'
import { tooLargeMessage } from '../../uploads'
import { notFound } from '../common'

/** The routes of one kind of content, over the editor and the link checker. */
export type ContentRoutes = FastifyPluginAsyncTypebox<{ editor: ContentEditor; links: LinkChecker }>

/** Content bodies are larger than the forms' 64 KiB: a page may hold 50 000 characters. */
export const CONTENT_BODY_LIMIT = 1024 * 1024

/** sha256 hex of the file's bytes, as every GET answers it. */
export const version = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const
export const text = { type: 'string' } as const
export const nullableText = { type: ['string', 'null'] } as const

/** A JSON body of exactly these fields; anything else is malformed (400 INVALID_BODY). */
export const bodyOf = (properties: Record<string, object>) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  }) as const

/** The fields to check: [form field, text, what it is (markdown unless said)]. */
export type CheckedFields = [field: string, text: string | null, kind?: InputKind | 'link'][]

/** Per form field, what the site will leave out of it (issue #17), in Polish; in every save's answer. */
export type RemovedByField = Record<string, string[]>

/** A save's English version (issue #35): its Polish file, and what the request sent. */
export interface EnglishInput {
  /** The Polish file the English version translates. */
  file: string
  /** Left out: the English version stays; null or every field empty: it is removed. */
  input: EnglishVersion | undefined
}

const mergeErrors = (into: FormErrors, from: FormErrors) => {
  for (const message of from.formErrors) addFormError(into, undefined, message)
  for (const [field, messages] of Object.entries(from.inputErrors)) {
    for (const message of messages) addFormError(into, field, message)
  }
}

/**
 * The valid values and what the site will leave out of them, or 400 INVALID_CONTENT with the same
 * {formErrors, inputErrors} as the forms: the rules' messages first, then links to pages the site
 * does not have. Markup the site removes does not refuse a save: the site removes it anyway.
 * With `english`, the English version is checked too (its errors under english.<field>, in
 * Polish) and answered as `english`: undefined to leave it, null to remove it, or its text.
 */
export async function checked<T>(
  result: ValidationResult<T>,
  links: LinkChecker,
  fields: (value: T) => CheckedFields,
  extra?: (errors: FormErrors) => void,
  english?: EnglishInput,
): Promise<{ values: T; removed: RemovedByField; english: EnglishValues | null | undefined }> {
  const englishResult =
    english && english.input !== undefined
      ? validateEnglish(english.file, english.input ?? {})
      : undefined
  if (!result.valid) {
    if (englishResult && !englishResult.valid) mergeErrors(result.errors, englishResult.errors)
    throw invalidContent(result.errors)
  }
  const errors = emptyFormErrors()
  const removed: RemovedByField = {}
  const englishBody = englishResult?.valid ? englishResult.value?.body : undefined
  const texts: CheckedFields = [
    ...fields(result.value),
    ...(englishBody ? [[`${ENGLISH_KEY}.body`, englishBody] as CheckedFields[number]] : []),
  ]
  // One at a time: the check worker takes one job at a time anyway.
  for (const [field, content, kind = 'markdown'] of texts) {
    if (!content) continue
    const check = await links.check(content, kind)
    for (const message of check.problems) addFormError(errors, field, message)
    if (check.removed.length > 0) removed[field] = check.removed
  }
  extra?.(errors)
  if (englishResult && !englishResult.valid) mergeErrors(errors, englishResult.errors)
  if (hasFormErrors(errors)) throw invalidContent(errors)
  return {
    values: result.value,
    removed,
    english: englishResult?.valid ? englishResult.value : undefined,
  }
}

/** A file's English version as its editor opens it (issue #35), or null when it has none. */
export const englishOf = (file: string, found: RecordFile) => englishValuesOf(file, found.english)

/** The English version's part of a save: how its file is written, or undefined to leave it. */
export const englishSave = (file: string, english: EnglishValues | null | undefined) =>
  english === undefined ? undefined : renderEnglish(file, english)

/** The history's words for a change of the English version, '' when it did not change. */
export function englishChange(
  before: EnglishValues | null,
  after: EnglishValues | null | undefined,
): string {
  if (after === undefined) return ''
  const given = (values: EnglishValues | null) =>
    values && Object.values(values).some((value) => value.trim() !== '') ? values : null
  const [was, now] = [given(before), given(after)]
  if (!was && !now) return ''
  if (!was) return ' (dodano wersję angielską)'
  if (!now) return ' (usunięto wersję angielską)'
  const same = Object.keys({ ...was, ...now }).every(
    (key) => (was[key] ?? '').trim() === (now[key] ?? '').trim(),
  )
  return same ? '' : ' (zmieniono wersję angielską)'
}

export const withoutVersion = <T extends { version: string }>({ version: _, ...rest }: T) => rest

/** The markdown body, the one field of a page, a news item and a bulletin that links are checked in. */
export const bodyField = ({ body }: { body: string }): CheckedFields => [['body', body]]

/**
 * A PUT of a title and a markdown body (a content page, a bulletin): the values checked, then
 * saved over the version the editor started from; the answer says what the site leaves out.
 */
export async function savePage(
  editor: ContentEditor,
  links: LinkChecker,
  body: PageSave,
  staff: User,
  target: Pick<Change, 'kind' | 'recordId'> & {
    file: string
    render: (values: PageValues) => (current: string | undefined) => string
    summary: (values: PageValues) => string
    /** The English version before the save (issue #35). */
    englishBefore: EnglishValues | null
  },
) {
  const { file, kind, recordId } = target
  const { english: input, ...polish } = body
  const { values, removed, english } = await checked(
    validatePage(withoutVersion(polish)),
    links,
    bodyField,
    undefined,
    { file, input },
  )
  const summary = target.summary(values) + englishChange(target.englishBefore, english)
  const change = { kind, recordId, action: 'update' as const, summary }
  return withRemoved(
    removed,
    editor.save({
      file,
      version: body.version,
      render: target.render(values),
      english: englishSave(file, english),
      change,
      staff,
    }),
  )
}

/** A content file that must be there (null: the address names none), or 404. */
export async function existingFile(editor: ContentEditor, file: string | null) {
  const found = file === null ? undefined : await editor.read(file)
  if (!found) throw notFound()
  return found
}

/** A GET of one file: its fields as the editor shows them, and the version a save starts from. */
export async function versioned<T extends object>(
  editor: ContentEditor,
  file: string | null,
  fieldsOf: (text: string) => T,
) {
  const found = await existingFile(editor, file)
  return { ...fieldsOf(found.text), version: found.version }
}

/** A dated markdown item, news or a bulletin: its files and how a new one is written. */
export interface DatedItem<T extends object> {
  kind: Extract<Change['kind'], 'news' | 'bulletin'>
  isId: (id: string) => boolean
  file: (id: string) => string
  idFor: (values: NewsCreateValues) => string
  of: (id: string, text: string) => T
  renderNew: (values: NewsCreateValues) => (current: string | undefined) => string
  createSummary: (values: NewsCreateValues) => string
  /** What a second item of the same date and title is refused with, where not the editor's words. */
  existsMessage?: string
}

/** Reading and creating dated items of one kind; each kind saves its changes its own way. */
export function datedItems<T extends object>(
  editor: ContentEditor,
  links: LinkChecker,
  item: DatedItem<T>,
) {
  const fileOf = (id: string) => (item.isId(id) ? item.file(id) : null)
  return {
    /** The item's file, or 404 for an id that names none. */
    existing: (id: string) => existingFile(editor, fileOf(id)),
    /** For a change: the item's file (404 for an id that names none) and the item as saved now. */
    saved: async (id: string) => {
      const found = await existingFile(editor, fileOf(id))
      return { found, before: item.of(id, found.text) }
    },
    /** GET …/:id, with its English version (issue #35). */
    one: async (id: string) => {
      const found = await existingFile(editor, fileOf(id))
      return {
        ...item.of(id, found.text),
        version: found.version,
        english: englishOf(item.file(id), found),
      }
    },
    /** POST: a new item from the create form; the answer of 201. */
    create: async (body: DatedCreate, staff: User) => {
      const { values, removed } = await checked(validateNewsCreate(body), links, bodyField)
      const id = item.idFor(values)
      if (item.existsMessage && (await editor.read(item.file(id)))) {
        throw apiError(409, 'CONTENT_EXISTS', item.existsMessage)
      }
      const saved = await editor.save({
        file: item.file(id),
        version: null,
        render: item.renderNew(values),
        change: {
          kind: item.kind,
          recordId: id,
          action: 'create',
          summary: item.createSummary(values),
        },
        staff,
      })
      return { id, version: saved.version, removed }
    },
  }
}

/**
 * A route whose body is a file's bytes (a bulletin's PDF, a photo): the parsers for its types,
 * and the route options that refuse it before the body is read when its declared type is not one
 * of them or its declared length is over the limit, and answer 413 in Polish when the body read
 * turns out larger. What the bytes really are is for the route to judge.
 */
export function rawFileUpload(
  app: FastifyInstance,
  { maxBytes, types, wrongType }: { maxBytes: number; types: string[]; wrongType: () => Error },
) {
  const tooLarge = () => apiError(413, 'FILE_TOO_LARGE', tooLargeMessage(maxBytes))
  for (const type of types) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: maxBytes }, (_r, body, done) =>
      done(null, body),
    )
  }
  return {
    bodyLimit: maxBytes,
    onRequest: async (request: FastifyRequest) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
      if (!type || !types.includes(type)) throw wrongType()
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge()
    },
    errorHandler: (error: Error) => {
      const code = (error as { code?: string }).code
      throw code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : error
    },
  }
}

/** A save's answer with what the site will leave out of the text. */
export const withRemoved = async <A extends object>(
  removed: RemovedByField,
  answer: Promise<A>,
) => ({
  ...(await answer),
  removed,
})

/** How wide the editors' previews of a photo are, in pixels. */
const PREVIEW_WIDTH = 480

/**
 * A small upright JPEG of a photo of content/ for the editor: the staff area cannot show the
 * content folder's files otherwise, and a camera's original is megabytes. 422 BROKEN_PHOTO when
 * the bytes are not a picture sharp can read.
 */
export async function sendPreview(reply: FastifyReply, bytes: Buffer) {
  const preview = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 70 })
    .toBuffer()
    .catch(() => {
      throw apiError(422, 'BROKEN_PHOTO', BROKEN_PHOTO_MESSAGE)
    })
  return reply.header('cache-control', 'private, no-cache').type('image/jpeg').send(preview)
}
