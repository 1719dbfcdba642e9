import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

// Issue #20: a visitor's first search downloads one of the index's word chunks, and Pagefind cuts
// its index into chunks of about 20,000 word positions (a constant in its indexer, not an option):
// 25–29 KB of brotli each on the sample site, a quarter of the first search. Here the chunks
// Pagefind wrote are cut again into smaller ones, and its metadata lists them the way Pagefind's
// own indexer would (pagefind/src/index/mod.rs, `chunk_index` and `chunk_meta`), so its
// WebAssembly picks a query's chunk as it always does. Words, pages, positions and ranking data
// are untouched: the words are only grouped differently. A chunk ends only where the words' first
// letter changes: Pagefind loads one chunk per query word and matches the words that begin with
// it there, so every word beginning with a query's word, even a one-letter one, is in the chunk
// it loads (e2e/search.test.ts compares every result with the index in one chunk).

/** Word positions per chunk at least: 5–9 KB of brotli on the sample site. */
export const CHUNK_UNITS = 3000

const SIGNATURE = Buffer.from('pagefind_dcd')
const SUPPORTED_VERSION = /^1\.5\./

// ---- CBOR (RFC 8949), the subset Pagefind's minicbor writes: integers, text, arrays, maps ----

type Cbor = number | string | Cbor[] | { map: [Cbor, Cbor][] }

function decodeCbor(bytes: Buffer): Cbor {
  let at = 0
  const argument = (info: number): number => {
    if (info < 24) return info
    if (info === 24) return bytes.readUInt8(at++)
    if (info === 25) return ((at += 2), bytes.readUInt16BE(at - 2))
    if (info === 26) return ((at += 4), bytes.readUInt32BE(at - 4))
    throw new Error(`CBOR: an argument of kind ${info} is not expected in a Pagefind index`)
  }
  const item = (): Cbor => {
    const head = bytes.readUInt8(at++)
    const major = head >> 5
    const count = argument(head & 31)
    switch (major) {
      case 0:
        return count
      case 1:
        return -1 - count
      case 3:
        at += count
        return bytes.toString('utf8', at - count, at)
      case 4:
        return Array.from({ length: count }, item)
      case 5:
        return { map: Array.from({ length: count }, () => [item(), item()] as [Cbor, Cbor]) }
      default:
        throw new Error(`CBOR: major type ${major} is not expected in a Pagefind index`)
    }
  }
  const value = item()
  if (at !== bytes.length) throw new Error('CBOR: bytes left after the value')
  return value
}

function encodeCbor(value: Cbor): Buffer {
  const parts: Buffer[] = []
  const head = (major: number, count: number) => {
    if (count < 24) parts.push(Buffer.from([(major << 5) | count]))
    else if (count < 0x100) parts.push(Buffer.from([(major << 5) | 24, count]))
    else if (count < 0x10000) {
      const b = Buffer.alloc(3)
      b[0] = (major << 5) | 25
      b.writeUInt16BE(count, 1)
      parts.push(b)
    } else {
      const b = Buffer.alloc(5)
      b[0] = (major << 5) | 26
      b.writeUInt32BE(count, 1)
      parts.push(b)
    }
  }
  const item = (v: Cbor) => {
    if (typeof v === 'number') {
      if (v >= 0) head(0, v)
      else head(1, -1 - v)
    } else if (typeof v === 'string') {
      const text = Buffer.from(v, 'utf8')
      head(3, text.length)
      parts.push(text)
    } else if (Array.isArray(v)) {
      head(4, v.length)
      v.forEach(item)
    } else {
      head(5, v.map.length)
      for (const [key, entry] of v.map) {
        item(key)
        item(entry)
      }
    }
  }
  item(value)
  return Buffer.concat(parts)
}

/** A Pagefind file's CBOR, whether Pagefind wrote it gzipped or it was stored plain. */
function readPagefindFile(file: string): Cbor {
  let bytes = readFileSync(file)
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes)
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    throw new Error(`${path.basename(file)} is not a Pagefind file`)
  }
  const body = bytes.subarray(SIGNATURE.length)
  const value = decodeCbor(body)
  // Written back exactly as read, or this reader does not know the format well enough to cut it.
  if (!encodeCbor(value).equals(body)) throw new Error(`${path.basename(file)}: CBOR differs`)
  return value
}

const pagefindFile = (value: Cbor) => Buffer.concat([SIGNATURE, encodeCbor(value)])

// ---- Pagefind's structures (1.5): meta [version, pages, chunks, filters, sorts, meta fields];
// a chunk [words]; a word [text, pages, variants]; a page [page number delta, positions, …] ----

export type Word = [string, [number, Cbor[], ...Cbor[]][], ...Cbor[]]

const asArray = (value: Cbor, what: string): Cbor[] => {
  if (!Array.isArray(value)) throw new Error(`${what}: not the expected Pagefind structure`)
  return value
}

function wordsOf(chunk: Cbor, name: string): Word[] {
  const [words] = asArray(chunk, name)
  return asArray(words!, name).map((word) => {
    const [text, pages] = asArray(word, name)
    if (typeof text !== 'string') throw new Error(`${name}: a word is not text`)
    asArray(pages!, name).forEach((page) => asArray(asArray(page, name)[1]!, name))
    return word as Word
  })
}

/** Pagefind's measure of a word's share of a chunk: its positions, plus one per page. */
export const unitsOf = (word: Word) => word[1].reduce((sum, page) => sum + page[1].length + 1, 0)

const codePoints = (text: string) => Array.from(text)

export function commonPrefixLength(a: string, b: string): number {
  const [x, y] = [codePoints(a), codePoints(b)]
  let n = 0
  while (n < x.length && n < y.length && x[n] === y[n]) n += 1
  return n
}

const firstLetter = (word: string) => word.codePointAt(0)

/** Groups the words, in Pagefind's order, into chunks of `units` or more, each from one letter on. */
export function cutIntoChunks(words: Word[], units = CHUNK_UNITS): Word[][] {
  const chunks: Word[][] = []
  let chunk: Word[] = []
  let size = 0
  words.forEach((word, i) => {
    chunk.push(word)
    size += unitsOf(word)
    const next = words[i + 1]
    if (next && size >= units && firstLetter(word[0]) !== firstLetter(next[0])) {
      chunks.push(chunk)
      chunk = []
      size = 0
    }
  })
  if (chunk.length > 0) chunks.push(chunk)
  return chunks
}

/** Each chunk's `from` and `to`, shortened at the boundaries as Pagefind's `chunk_meta` does. */
export function chunkBounds(chunks: Word[][]): { from: string; to: string }[] {
  const bounds = chunks.map((words) => ({ from: words[0]![0], to: words[words.length - 1]![0] }))
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const [a, b] = [bounds[i]!, bounds[i + 1]!]
    const common = commonPrefixLength(a.to, b.from)
    a.to = codePoints(a.to)
      .slice(0, common + 1)
      .join('')
    b.from = codePoints(b.from)
      .slice(0, common + 1)
      .join('')
  }
  return bounds
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export interface Rechunked {
  language: string
  before: number
  after: number
}

/**
 * Cuts the word chunks of every language of the Pagefind bundle in `bundleDir` (as Pagefind wrote
 * it) into chunks of about `units`, rewriting the index files, the metadata (under a new name, so
 * no browser keeps the old list) and pagefind-entry.json. Throws, changing nothing, on a bundle
 * it does not know.
 */
export function rechunkSearchIndex(bundleDir: string, units = CHUNK_UNITS): Rechunked[] {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
    version: string
    languages: Record<string, { hash: string }>
  }
  if (!SUPPORTED_VERSION.test(entry.version)) {
    throw new Error(`Pagefind ${entry.version}: its index format is not known here (1.5 is)`)
  }
  const indexDir = path.join(bundleDir, 'index')
  // Everything is read and cut first; files are written only once all of it succeeded.
  const plans = Object.entries(entry.languages).map(([language, info]) => {
    const metaFile = path.join(bundleDir, `pagefind.${info.hash}.pf_meta`)
    const meta = asArray(readPagefindFile(metaFile), 'metadata')
    const listed = asArray(meta[2]!, 'metadata chunks').map((chunk) => {
      const [, , hash] = asArray(chunk, 'metadata chunk')
      if (typeof hash !== 'string') throw new Error('metadata: a chunk has no name')
      return hash
    })
    const prefix = listed[0]?.slice(0, listed[0].indexOf('_') + 1) ?? `${language}_`
    const words = listed.flatMap((hash) =>
      wordsOf(readPagefindFile(path.join(indexDir, `${hash}.pf_index`)), hash),
    )
    const chunks = cutIntoChunks(words, units)
    const names = new Set<string>()
    const files = chunks.map((chunkWords) => {
      const bytes = pagefindFile([chunkWords as Cbor[]])
      const hash = hashOf(bytes)
      let length = 7
      while (names.has(`${prefix}${hash.slice(0, length)}`)) length += 1
      const name = `${prefix}${hash.slice(0, length)}`
      names.add(name)
      return { name, bytes }
    })
    const bounds = chunkBounds(chunks)
    meta[2] = files.map(({ name }, i) => [bounds[i]!.from, bounds[i]!.to, name])
    const metaBytes = pagefindFile(meta)
    const metaHash = `${prefix}${hashOf(metaBytes).slice(0, 10)}`
    return { language, info, metaFile, metaBytes, metaHash, listed, files }
  })
  for (const plan of plans) {
    for (const hash of plan.listed) rmSync(path.join(indexDir, `${hash}.pf_index`), { force: true })
    for (const { name, bytes } of plan.files) {
      writeFileSync(path.join(indexDir, `${name}.pf_index`), bytes)
    }
    rmSync(plan.metaFile, { force: true })
    writeFileSync(path.join(bundleDir, `pagefind.${plan.metaHash}.pf_meta`), plan.metaBytes)
    plan.info.hash = plan.metaHash
  }
  writeFileSync(entryFile, JSON.stringify(entry))
  return plans.map((plan) => ({
    language: plan.language,
    before: plan.listed.length,
    after: plan.files.length,
  }))
}

export interface ListedChunk {
  name: string
  from: string
  to: string
  words: Word[]
}

/** The word chunks of a bundle's language as its metadata lists them, each with its words. */
export function readChunks(bundleDir: string, language: string): ListedChunk[] {
  const entryFile = path.join(bundleDir, 'pagefind-entry.json')
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as {
    languages: Record<string, { hash: string }>
  }
  const metaFile = path.join(bundleDir, `pagefind.${entry.languages[language]?.hash}.pf_meta`)
  if (!existsSync(metaFile)) return []
  const meta = asArray(readPagefindFile(metaFile), 'metadata')
  return asArray(meta[2]!, 'metadata chunks').map((chunk) => {
    const [from, to, name] = asArray(chunk, 'metadata chunk') as [string, string, string]
    const file = path.join(bundleDir, 'index', `${name}.pf_index`)
    return { name, from, to, words: wordsOf(readPagefindFile(file), name) }
  })
}

/** The index files in a bundle. */
export const indexFiles = (bundleDir: string) =>
  readdirSync(path.join(bundleDir, 'index')).filter((file) => file.endsWith('.pf_index'))
