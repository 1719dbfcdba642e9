// Every kind of file under content/ and where it lives (content/README.md).
import { PAGE_SLUGS } from '../routes'
import { siteSettingsErrors } from '../site'
import { schoolYearOf } from '../schoolTime'
import type { Language } from '../i18n/languages'
import { Checker, checkFields, dateText, isIsoDate, isRecord } from './check'
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

// An English version of `content/<dir>/<name>.md` is its sibling `<name>.en.md` (issue #35): the
// same kind and slug, holding only the text fields; the other fields come from the Polish file.
const ENGLISH_VERSION = /^(.+)\.en\.md$/

/** The language a content file is written in: 'en' for an English version, else 'pl'. */
export function contentLanguageOf(relativePath: string): Language {
  return ENGLISH_VERSION.test(relativePath) ? 'en' : 'pl'
}

/** The Polish file an English version translates ('pages/x.en.md' → 'pages/x.md'); others as they are. */
export function polishPathOf(relativePath: string): string {
  const match = ENGLISH_VERSION.exec(relativePath)
  return match ? `${match[1]}.md` : relativePath
}

/** The English version's path of a Polish markdown file ('pages/x.md' → 'pages/x.en.md'). */
export function englishPathOf(relativePath: string): string {
  return polishPathOf(relativePath).replace(/\.md$/, '.en.md')
}

/** The kind of a content file, or undefined when the path fits none (the build then stops). */
export function contentKindOf(relativePath: string): ContentKind | undefined {
  const path = polishPathOf(relativePath)
  return CONTENT_KINDS.find((kind) => kind.pattern.test(path))
}

/** The slug (or id, or key) a content file's name gives it; an English version has its Polish file's. */
export function contentSlugOf(
  relativePath: string,
  kind = contentKindOf(relativePath),
): string | undefined {
  return kind?.pattern.exec(polishPathOf(relativePath))?.[1]
}

interface EnglishFields {
  /** The top-level fields an English version may hold. */
  fields: string[]
  check: (c: Checker) => void
}

const OPTIONAL = { required: false }

/** A list of the special page matched to the Polish list by position, with its items' text fields. */
const englishList =
  (field: string, itemFields: string[], required: string[] = []) =>
  (c: Checker) =>
    c.records(
      field,
      (item) => {
        onlyFields(item, itemFields)
        for (const name of itemFields) item.text(name, { required: required.includes(name) })
      },
      OPTIONAL,
    )

const ENGLISH_PAGE_LISTS: Record<string, { field: string; check: (c: Checker) => void }> = {
  'najczestsze-pytania': {
    field: 'faq',
    check: englishList('faq', ['question', 'answer'], ['question', 'answer']),
  },
  sponsors: { field: 'sponsors', check: englishList('sponsors', ['description']) },
  'komitet-rodzicielski': { field: 'members', check: englishList('members', ['role'], ['role']) },
}

/**
 * The fields an English version may hold, by kind: the text a reader sees. Only `title` is required,
 * where the Polish file requires it; the special pages' lists are matched to the Polish file's items
 * by position. Undefined for a kind that has no English version.
 */
function englishFieldsOf(kind: ContentKind, slug: string | undefined): EnglishFields | undefined {
  if (kind.kind === 'news') {
    return {
      fields: ['title', 'summary', 'imageAlt'],
      check: (c) => {
        c.text('title')
        c.text('summary', OPTIONAL)
        c.text('imageAlt', OPTIONAL)
      },
    }
  }
  if (kind.kind === 'bulletin') return { fields: ['title'], check: (c) => c.text('title') }
  if (kind.kind === 'page') {
    const list = slug ? ENGLISH_PAGE_LISTS[slug] : undefined
    return {
      fields: ['title', ...(list ? [list.field] : [])],
      check: (c) => {
        c.text('title')
        list?.check(c)
      },
    }
  }
  const declaration = kind.declaration
  if (declaration?.storage.form === 'files' && declaration.storage.ext === '.md') {
    const texts = declaration.fields.filter((field) => field.type === 'text')
    return {
      fields: texts.map((field) => field.name),
      check: (c) => {
        for (const field of texts)
          c.text(field.name, { required: field.name === 'title' && !!field.required })
      },
    }
  }
  return undefined
}

/** The list fields of the special pages' English versions (faq, sponsors, members). */
const ENGLISH_LIST_FIELDS = new Set(Object.values(ENGLISH_PAGE_LISTS).map((list) => list.field))

/**
 * The plain-text front-matter fields an editor may write in a file's English version (issue #35),
 * in the file's order: title first, then the others of englishFieldsOf; the special pages' lists
 * (matched to the Polish items by position) are not among them. Undefined for a file that has no
 * English version (a YAML file, a kind without one).
 */
export function englishTextFieldsOf(relativePath: string): string[] | undefined {
  const kind = contentKindOf(relativePath)
  if (!kind || !relativePath.endsWith('.md')) return undefined
  return englishFieldsOf(kind, contentSlugOf(relativePath, kind))?.fields.filter(
    (field) => !ENGLISH_LIST_FIELDS.has(field),
  )
}

function onlyFields(c: Checker, allowed: readonly string[]) {
  for (const field of c.fieldNames()) {
    if (!allowed.includes(field)) {
      c.fail(
        field,
        `is not a field of an English version, which holds only the text (${allowed.join(', ')}); the other fields come from the Polish file`,
      )
    }
  }
}

/** Everything wrong with an English version's front matter (issue #35). */
export function englishVersionErrors(
  relativePath: string,
  value: unknown,
  kind = contentKindOf(relativePath),
): string[] {
  if (!kind) return ['this file is not a kind of content the site knows (see content/README.md)']
  const english = englishFieldsOf(kind, contentSlugOf(relativePath, kind))
  if (!english) return [`the file name: a ${kind.kind} has no English version`]
  return [
    ...fileNameErrors(polishPathOf(relativePath), {}, kind),
    ...checkFields(value, (c) => {
      onlyFields(c, english.fields)
      english.check(c)
    }),
  ]
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
  if (contentLanguageOf(relativePath) === 'en')
    return englishVersionErrors(relativePath, value, kind)
  const errors = [...kind.check(value), ...fileNameErrors(relativePath, value, kind)]
  const slug = kind.pattern.exec(relativePath)?.[1]
  const special = kind.kind === 'page' && slug ? checks.SPECIAL_PAGE_CHECKS[slug] : undefined
  if (special) errors.push(...checkFields(value, special))
  return errors
}

/** A markdown file as the build's last check sees it: its path and the length of its lists. */
export interface MarkdownFile {
  file: string
  /** The length of each list of the front matter (faq, sponsors, members) it holds. */
  lists?: Record<string, number | undefined>
}

/**
 * What is wrong between the English versions and their Polish files (issue #35): an English file
 * whose Polish file is missing, and a list that has more items than the Polish one it is matched to
 * by position. Each problem names the English file.
 */
export function englishVersionProblems(
  files: readonly MarkdownFile[],
): { file: string; message: string }[] {
  const byPath = new Map(files.map((file) => [file.file, file]))
  return files.flatMap(({ file, lists = {} }) => {
    if (contentLanguageOf(file) !== 'en') return []
    const polish = byPath.get(polishPathOf(file))
    if (!polish) {
      return [
        {
          file,
          message: `is an English version of content/${polishPathOf(file)}, which does not exist (write the Polish file first, or delete this one)`,
        },
      ]
    }
    return Object.entries(lists).flatMap(([field, count]) => {
      const polishCount = polish.lists?.[field] ?? 0
      return count !== undefined && count > polishCount
        ? [
            {
              file,
              message: `${field}: has ${count} items but content/${polish.file} has ${polishCount}; the English items are matched to the Polish ones by position`,
            },
          ]
        : []
    })
  })
}
