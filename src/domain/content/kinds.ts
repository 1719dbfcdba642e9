// Every kind of file under content/ and where it lives (content/README.md).
import { PAGE_SLUGS } from '../routes'
import { siteSettingsErrors } from '../site'
import { schoolYearOf } from '../schoolTime'
import { checkFields, dateText, isIsoDate, isRecord } from './check'
import * as checks from './checks'
import { buildMessages, recordProblems, type ContentDeclaration } from './declare'
import { DECLARATIONS } from './declarations'

export interface ContentKind {
  kind: string
  /** Where such files live, relative to content/. */
  pattern: RegExp
  /** The GraphQL node type of a YAML kind (one node per item of a list file). */
  type?: string
  /** True when the file holds a list of items rather than one record. */
  isList?: boolean
  check: (value: unknown) => string[]
  /** The declaration of a declared kind (issue #30), for the checks that depend on the file's name. */
  declaration?: ContentDeclaration
}

const fields = (check: checks.Check) => (value: unknown) => checkFields(value, check)
/** A file holding one record of a declared kind (issue #30). */
const record = (declaration: ContentDeclaration) => (value: unknown) =>
  buildMessages(recordProblems(declaration, value))
/** A list of records of a declared kind, each message with the item's place. */
const items = (declaration: ContentDeclaration, list: unknown, at: (index: number) => string) =>
  Array.isArray(list)
    ? list.flatMap((item, index) => record(declaration)(item).map((e) => `${at(index)}.${e}`))
    : []
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Where a declared kind's files are and how each is checked: all from its declaration. */
export function declaredKind(declaration: ContentDeclaration): ContentKind {
  const { storage } = declaration
  if (storage.form === 'files') {
    const id =
      storage.id === 'number'
        ? '(\\d+)'
        : storage.fixedIds
          ? '([a-z-]+)'
          : `(${storage.id.source.replace(/^\^|\$$/g, '')})`
    return {
      kind: storage.nodeKind ?? declaration.kind,
      pattern: new RegExp(`^${escape(storage.dir)}\\/${id}${escape(storage.ext)}$`),
      ...(storage.ext === '.yaml' && { type: declaration.graphql?.type }),
      check: record(declaration),
      declaration,
    }
  }
  if (storage.form === 'list') {
    return {
      kind: declaration.kind,
      pattern: new RegExp(`^${escape(storage.file)}$`),
      type: declaration.graphql?.type,
      isList: true,
      check: (value) =>
        Array.isArray(value)
          ? items(declaration, value, (index) => `[${index}]`)
          : ['the file must hold a list'],
      declaration,
    }
  }
  return {
    kind: declaration.kind,
    pattern: new RegExp(`^${escape(storage.dir)}\\/(\\d{4}-\\d{4})\\.yaml$`),
    type: storage.fileType,
    check: fields((c) => {
      c.text(storage.yearField)
      c.list(storage.listKey, (item, at) => items(declaration, [item], () => at))
    }),
    declaration,
  }
}

export const CONTENT_KINDS: readonly ContentKind[] = [
  { kind: 'site', pattern: /^site\.yaml$/, type: 'SiteSettings', check: siteSettingsErrors },
  {
    kind: 'news',
    pattern: /^news\/\d{4}-\d{2}-\d{2}-([a-z0-9-]+)\.md$/,
    check: fields(checks.checkNews),
  },
  { kind: 'page', pattern: /^pages\/([a-z-]+)\.md$/, check: fields(checks.checkPage) },
  {
    kind: 'bulletin',
    pattern: /^bulletins\/\d{4}-\d{2}-\d{2}-([a-z0-9-]+)\.md$/,
    check: fields(checks.checkBulletin),
  },
  {
    kind: 'galleryYear',
    pattern: /^gallery\/(\d{4}-\d{4})\/year\.yaml$/,
    type: 'GalleryYear',
    check: fields(checks.checkGalleryYear),
  },
  {
    kind: 'album',
    pattern: /^gallery\/(\d{4}-\d{4})\/([a-z0-9-]+)\/album\.yaml$/,
    type: 'GalleryAlbum',
    check: fields(checks.checkAlbum),
  },
  ...DECLARATIONS.map(declaredKind),
]

/** A year file's records (a calendar) hold that school year and only its days. */
function yearListErrors(
  declaration: ContentDeclaration,
  years: string,
  record: Record<string, unknown>,
): string[] {
  const { storage } = declaration
  if (storage.form !== 'yearLists') return []
  if (record[storage.yearField] !== undefined && record[storage.yearField] !== years) {
    return [`${storage.yearField}: must be ${years}, the same as the file name`]
  }
  const list = Array.isArray(record[storage.listKey]) ? (record[storage.listKey] as unknown[]) : []
  return list.flatMap((item: unknown, index) => {
    const date = dateText(isRecord(item) ? item[storage.dateField] : undefined)
    return isIsoDate(date) && schoolYearOf(date) !== years
      ? [
          `${storage.listKey}[${index}].${storage.dateField}: ${date} is not in the school year ${years} (1 September to 31 August)`,
        ]
      : []
  })
}

/** The kind of a content file, or undefined when the path fits none (the build then stops). */
export function contentKindOf(relativePath: string): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.pattern.test(relativePath))
}

/**
 * The checks that depend on the file's name as well as its fields: a section or page the site
 * does not have, a record's id (homework, graduates) or year (calendar) that differs from its
 * file name.
 */
export function fileNameErrors(
  relativePath: string,
  value: unknown,
  kind = contentKindOf(relativePath),
): string[] {
  const key = kind?.pattern.exec(relativePath)?.[1]
  const record = isRecord(value) ? value : {}
  if (kind?.kind === 'page' && key && !(PAGE_SLUGS as readonly string[]).includes(key)) {
    return [`the file name: the site has no page "${key}" (one of ${PAGE_SLUGS.join(', ')})`]
  }
  const declaration = kind?.declaration
  if (!declaration || !key) return []
  const { storage } = declaration
  if (storage.form === 'yearLists') return yearListErrors(declaration, key, record)
  if (storage.form !== 'files') return []
  if (storage.fixedIds && !storage.fixedIds.includes(key)) {
    return [
      `the file name: no ${kind.kind} is called "${key}" (one of ${storage.fixedIds.join(', ')})`,
    ]
  }
  const id = storage.idField ? record[storage.idField] : undefined
  if (id !== undefined && String(id) !== key) {
    return [`${storage.idField}: must be ${key}, the same as the file name`]
  }
  return []
}

/** Everything wrong with one content file, each message naming the field; empty when it is fine. */
export function contentErrors(
  relativePath: string,
  value: unknown,
  kind = contentKindOf(relativePath),
): string[] {
  if (!kind) return ['this file is not a kind of content the site knows (see content/README.md)']
  const errors = [...kind.check(value), ...fileNameErrors(relativePath, value, kind)]
  const slug = kind.pattern.exec(relativePath)?.[1]
  const special = kind.kind === 'page' && slug ? checks.SPECIAL_PAGE_CHECKS[slug] : undefined
  if (special) errors.push(...checkFields(value, special))
  return errors
}
