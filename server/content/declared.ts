// Records of a declared kind of content (issue #30) as files under content/: read, listed, and the
// text a create, change or removal makes. Where a record sits in a list file, only its item is
// rewritten (other items, comments and layout stay); its version is the hash of the item alone,
// so two people changing different items of one file never conflict, and a change of the same
// item (or of what comes before it) does.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { load } from 'js-yaml'
import { isDeepStrictEqual } from 'node:util'
import { isMap, isSeq, parseDocument, type Document, type ToStringOptions } from 'yaml'
import { dateText, isRecord } from '../../src/domain/content/check'
import type { ContentDeclaration, FieldDeclaration } from '../../src/domain/content/declare'
import { versionOf } from './files'
import { composeMarkdown, parseMarkdown } from './markdownFile'
import { setTopLevelKeys, toYaml } from './yamlText'

export type Values = Record<string, unknown>

export interface StoredRecord {
  id: string
  values: Values
  /** The markdown body of a markdown file. */
  body?: string
  version: string
  /** The file under content/. */
  file: string
  /** The English version's text of a markdown file that has one (issue #35). */
  english?: string
}

const WRITE: ToStringOptions = { lineWidth: 0, singleQuote: true, indentSeq: true }

/** Dates as their YYYY-MM-DD text, as the staff area shows and sends them. */
function plainValues(declaration: ContentDeclaration, data: Record<string, unknown>): Values {
  const values: Values = {}
  for (const field of declaration.fields) {
    const value = data[field.name]
    if (value === undefined || value === null) continue
    values[field.name] = field.type === 'date' ? dateText(value) : value
  }
  return values
}

const itemVersion = (file: string, id: string, item: unknown) =>
  versionOf(JSON.stringify([file, id, item ?? null]))

type Read = (
  file: string,
) => Promise<{ text: string; version: string; english?: string } | undefined>

/** The kind's records, as the staff area lists them; a file that cannot be read is left out. */
export async function listRecords(
  declaration: ContentDeclaration,
  contentDir: string,
  read: Read,
): Promise<StoredRecord[]> {
  const { storage } = declaration
  if (storage.form === 'list') {
    const found = await read(storage.file)
    return found ? itemsOf(declaration, storage.file, found.text) : []
  }
  const names = await readdir(path.join(contentDir, storage.dir)).catch(() => [] as string[])
  const records: StoredRecord[] = []
  for (const name of names.sort()) {
    const ext = storage.form === 'files' ? storage.ext : '.yaml'
    if (!name.endsWith(ext) || name.startsWith('.')) continue
    const id = name.slice(0, -ext.length)
    const file = `${storage.dir}/${name}`
    try {
      const found = await read(file)
      if (!found) continue
      if (storage.form === 'files') {
        if (!isFileId(declaration, id)) continue
        records.push(fileRecord(declaration, file, id, found))
      } else {
        if (!/^\d{4}-\d{4}$/.test(id)) continue
        records.push(...itemsOf(declaration, file, found.text, id))
      }
    } catch {
      // The build names a file it cannot read; the staff area cannot edit it.
    }
  }
  return records
}

export function isFileId(declaration: ContentDeclaration, id: string): boolean {
  const { storage } = declaration
  if (storage.form !== 'files') return false
  if (storage.fixedIds) return storage.fixedIds.includes(id)
  return storage.id === 'number' ? /^[1-9]\d{0,8}$/.test(id) : storage.id.test(id)
}

function fileRecord(
  declaration: ContentDeclaration,
  file: string,
  id: string,
  found: { text: string; version: string; english?: string },
): StoredRecord {
  if (file.endsWith('.md')) {
    const { data, body } = parseMarkdown(found.text)
    const values = plainValues(declaration, data)
    return { id, file, values, body, version: found.version, english: found.english }
  }
  const data = load(found.text)
  if (!isRecord(data)) throw new Error('not a mapping')
  return { id, file, values: plainValues(declaration, data), version: found.version }
}

/** The items of a list (or of a year file's list), each with its id and its own version. */
function itemsOf(
  declaration: ContentDeclaration,
  file: string,
  text: string,
  years?: string,
): StoredRecord[] {
  const { storage } = declaration
  const data = load(text)
  const list =
    storage.form === 'yearLists' ? (isRecord(data) ? data[storage.listKey] : undefined) : data
  if (!Array.isArray(list)) return []
  return list.flatMap((item, index) => {
    if (!isRecord(item)) return []
    const id = itemId(declaration, item, index, years)
    return [
      {
        id,
        file,
        values: plainValues(declaration, item),
        version: itemVersion(file, id, item),
      },
    ]
  })
}

function itemId(declaration: ContentDeclaration, item: Values, index: number, years?: string) {
  const { storage } = declaration
  if (storage.form === 'yearLists') return `${years}.${index + 1}`
  if (storage.form === 'list' && storage.key) return String(item[storage.key])
  return String(index + 1)
}

/** The record of an id, or undefined. */
export async function findRecord(
  declaration: ContentDeclaration,
  contentDir: string,
  read: Read,
  id: string,
): Promise<StoredRecord | undefined> {
  const { storage } = declaration
  if (storage.form === 'files') {
    if (!isFileId(declaration, id)) return undefined
    const file = `${storage.dir}/${id}${storage.ext}`
    const found = await read(file)
    return found ? fileRecord(declaration, file, id, found) : undefined
  }
  if (storage.form === 'yearLists') {
    const match = /^(\d{4}-\d{4})\.([1-9]\d{0,5})$/.exec(id)
    if (!match) return undefined
    const file = `${storage.dir}/${match[1]}.yaml`
    const found = await read(file)
    return found
      ? itemsOf(declaration, file, found.text, match[1]).find((r) => r.id === id)
      : undefined
  }
  return (await listRecords(declaration, contentDir, read)).find((record) => record.id === id)
}

/** The values as they are written: declared fields only, in the declaration's order. */
export function writtenValues(
  fields: readonly FieldDeclaration[],
  values: Values,
): Record<string, unknown> {
  const written: Record<string, unknown> = {}
  for (const field of fields) {
    const value = values[field.name]
    written[field.name] =
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && !value.length)
        ? undefined
        : value
  }
  return written
}

/** The text of a file-per-record kind with these values (and body); other keys stay. */
export function renderFile(
  declaration: ContentDeclaration,
  current: string | undefined,
  values: Values,
  body: string | undefined,
): string {
  const written = writtenValues(declaration.fields, values)
  if (declaration.storage.form === 'files' && declaration.storage.ext === '.md') {
    const file = current ? parseMarkdown(current) : { yaml: '', body: '' }
    return composeMarkdown(setTopLevelKeys(file.yaml, written), body ?? file.body)
  }
  return setTopLevelKeys(current ?? '', written)
}

/** Where an item sits: its path in the document (a list, or a year file's list). */
const listPath = (declaration: ContentDeclaration) =>
  declaration.storage.form === 'yearLists' ? [declaration.storage.listKey] : []

/**
 * A list file with one item set (index given), added (index undefined) or removed (values null).
 * Edited through the yaml library's Document, which keeps comments and layout; checked by reading
 * back, and written anew with js-yaml when the result is not exactly what was meant.
 */
export function renderListItem(
  declaration: ContentDeclaration,
  current: string | undefined,
  index: number | undefined,
  values: Values | null,
  header: Record<string, unknown> = {},
): string {
  const at = listPath(declaration)
  const before = (current ? load(current) : undefined) ?? (at.length ? { ...header } : [])
  const intended = JSON.parse(JSON.stringify(before)) as unknown
  const list = (at.length ? ((intended as Values)[at[0]!] ??= []) : intended) as unknown[]
  const item = values && itemOf(declaration, list[index ?? -1], values)
  if (index === undefined) list.push(item)
  else if (values === null) list.splice(index, 1)
  else list[index] = item

  let result: string | undefined
  try {
    const doc = parseDocument(current ?? '', { schema: 'yaml-1.1' })
    if (doc.errors.length === 0) result = editDocument(doc, at, index, item, header)
  } catch {
    result = undefined
  }
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown
  const reread = (() => {
    try {
      return result === undefined ? undefined : load(result)
    } catch {
      return undefined
    }
  })()
  return result !== undefined && isDeepStrictEqual(plain(reread), plain(intended))
    ? result
    : toYaml(intended)
}

/** An item's new mapping: the declared fields set, any other keys of the old item kept. */
function itemOf(declaration: ContentDeclaration, old: unknown, values: Values) {
  const item: Values = isRecord(old) ? { ...old } : {}
  for (const [key, value] of Object.entries(writtenValues(declaration.fields, values))) {
    if (value === undefined) delete item[key]
    else item[key] = value
  }
  return item
}

function editDocument(
  doc: Document,
  at: string[],
  index: number | undefined,
  item: Values | null,
  header: Record<string, unknown>,
): string {
  if (doc.contents === null) {
    doc.contents = doc.createNode(at.length ? { ...header, [at[0]!]: [] } : []) as never
  }
  if (at.length && !isMap(doc.contents)) throw new Error('not a mapping')
  if (at.length && !doc.hasIn(at)) doc.setIn(at, doc.createNode([]))
  const seq = at.length ? doc.getIn(at, true) : doc.contents
  if (!isSeq(seq)) throw new Error('not a list')
  if (index === undefined) seq.items.push(doc.createNode(item) as never)
  else if (item === null) seq.items.splice(index, 1)
  else {
    const old = seq.items[index]
    const node = doc.createNode(item) as { commentBefore?: string | null; spaceBefore?: boolean }
    if (old && typeof old === 'object' && 'commentBefore' in old) {
      node.commentBefore = (old as { commentBefore?: string | null }).commentBefore
      node.spaceBefore = (old as { spaceBefore?: boolean }).spaceBefore
    }
    seq.items[index] = node as never
  }
  return doc.toString(WRITE)
}

/** Where in its file a record's item is: its place in the list. */
export function indexOf(declaration: ContentDeclaration, text: string, id: string): number {
  const { storage } = declaration
  if (storage.form === 'yearLists') return Number(id.split('.')[1]) - 1
  const data = load(text)
  if (!Array.isArray(data)) return -1
  if (storage.form === 'list' && storage.key) {
    return data.findIndex((item) => isRecord(item) && String(item[storage.key!]) === id)
  }
  return Number(id) - 1
}

export { itemVersion }
