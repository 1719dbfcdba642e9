import { isDeepStrictEqual } from 'node:util'
import { dump, load } from 'js-yaml'
import {
  isMap,
  isNode,
  isScalar,
  parseDocument,
  type Document,
  type Node,
  type ToStringOptions,
  type YAMLMap,
} from 'yaml'

// Editing YAML an editor may also change by hand: only the keys a save changes are rewritten,
// the rest of the text (other keys, comments, quoting) stays as it was, byte for byte. The file is
// edited through the yaml library's Document (issue #21), which keeps comments and layout; it is
// read back with js-yaml, as the site reads it, to check the result.

const DUMP = { lineWidth: -1, noRefs: true, indent: 2 } as const

/** YAML text for values, as the content files write it (block scalars for text with lines). */
export const toYaml = (value: unknown) => dump(value, DUMP)

/** How the yaml library writes values: as js-yaml's dump does for the content files. */
const WRITE: ToStringOptions = { lineWidth: 0, singleQuote: true, indentSeq: true }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/**
 * Puts a value in place of a node: a mapping given a plain object is edited key by key (its
 * comments and the layout of unchanged keys stay); anything else is a new node that keeps the
 * old one's comments.
 */
function putValue(doc: Document, map: YAMLMap, key: string, value: unknown) {
  const old = map.get(key, true)
  if (isMap(old) && isPlainObject(value)) {
    for (const name of old.items.map((pair) =>
      String(isScalar(pair.key) ? pair.key.value : pair.key),
    ))
      if (!(name in value)) old.delete(name)
    for (const [name, inner] of Object.entries(value))
      if (inner === undefined) old.delete(name)
      else putValue(doc, old, name, inner)
    return
  }
  if (isScalar(old) && old.value === value) return
  const node = doc.createNode(value) as Node
  if (isNode(old)) {
    node.commentBefore = old.commentBefore
    node.comment = old.comment
    node.spaceBefore = old.spaceBefore
  }
  map.set(key, node)
}

/**
 * Sets (or, with undefined, removes) top-level keys of a YAML mapping. Checked by reading the
 * result back: if it does not hold exactly the intended values, the whole mapping is written anew.
 */
export function setTopLevelKeys(text: string, changes: Record<string, unknown>): string {
  const before = (load(text) ?? {}) as Record<string, unknown>
  const intended: Record<string, unknown> = { ...before, ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete intended[key]

  let result: string
  try {
    const doc = parseDocument(text, { schema: 'yaml-1.1' })
    if (doc.errors.length > 0 || !(isMap(doc.contents) || doc.contents === null))
      return toYaml(intended)
    // A file of comments alone: its comments stay above the new keys.
    if (doc.contents === null) doc.contents = doc.createNode({}) as unknown as typeof doc.contents
    const map = doc.contents as YAMLMap
    for (const [key, value] of Object.entries(changes))
      if (value === undefined) map.delete(key)
      else putValue(doc, map, key, value)
    result = doc.toString(WRITE)
  } catch {
    return toYaml(intended)
  }
  let reread: unknown
  try {
    reread = load(result)
  } catch {
    reread = undefined
  }
  // Compared as JSON: dates as their ISO text, and arrays alike wherever they were made (an array
  // from fs in a jest sandbox has another realm's prototype).
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null)) as unknown
  return isDeepStrictEqual(plain(reread), plain(intended)) ? result : toYaml(intended)
}
