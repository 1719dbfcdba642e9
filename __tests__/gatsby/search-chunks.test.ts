import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  commonPrefixLength,
  indexFiles,
  readChunks,
  rechunkSearchIndex,
  unitsOf,
  type ListedChunk,
} from '../../gatsby/post-build/search-chunks'
import { separateCells } from '../../gatsby/post-build/search-index'

// Issue #20: Pagefind's word chunks cut into smaller ones. The index is Pagefind's own, written by
// its Node API in a child process (it is an ES module, which jest's CommonJS cannot import).

const STEMS = ['naucz', 'zajęc', 'szkoł', 'rodzic', 'klas', 'przed', 'przez', 'lekc', 'wiersz']
const ENDINGS = ['', 'a', 'e', 'y', 'ami', 'ach', 'iel', 'ycielka', 'owi']

/** Pages whose words come in families sharing a prefix, spread unevenly over the pages. */
function pages(count: number) {
  return Array.from({ length: count }, (_, n) => {
    const words = Array.from({ length: 40 + (n % 7) * 10 }, (_, i) => {
      const stem = STEMS[(n * 3 + i) % STEMS.length]!
      return `${stem}${ENDINGS[(n + i * 5) % ENDINGS.length]} słowo${(n * 13 + i) % 97}`
    })
    return {
      url: `/strona-${n}/`,
      content: separateCells(
        `<html lang="pl"><body><main data-pagefind-body><h1>Strona ${n}</h1>` +
          `<dl><dt>Nauczyciel</dt><dd>Agnieszka</dd></dl><p>${words.join(' ')}</p></main></body></html>`,
      ),
    }
  })
}

function writeIndex(dir: string, count: number) {
  const input = path.join(dir, 'pages.json')
  writeFileSync(input, JSON.stringify(pages(count)))
  const script = `
    import { readFileSync } from 'node:fs'
    import * as pagefind from 'pagefind'
    // A CommonJS module to tsx (the package is not "type": "module"): its exports are the default.
    import searchIndex from './gatsby/post-build/search-index.ts'
    const { index } = await pagefind.createIndex({ forceLanguage: 'pl' })
    for (const page of JSON.parse(readFileSync(process.argv[1], 'utf8'))) {
      const added = await index.addHTMLFile(page)
      if (added.errors.length) throw new Error(added.errors.join('; '))
    }
    const written = await index.writeFiles({ outputPath: process.argv[2] })
    if (written.errors.length) throw new Error(written.errors.join('; '))
    // Pagefind answers before its files are on disk (its issue #1271): close only once they are.
    await searchIndex.settledBundle(process.argv[2])
    await pagefind.close()
  `
  const bundle = path.join(dir, 'pagefind')
  execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, input, bundle],
    {
      cwd: path.join(__dirname, '../..'),
      stdio: 'pipe',
    },
  )
  return bundle
}

/** Every word with its pages, in the chunks' order. */
const allWords = (chunks: ListedChunk[]) =>
  chunks.flatMap((chunk) => chunk.words.map((word) => JSON.stringify(word)))

describe("Pagefind's word chunks cut smaller", () => {
  let dir: string
  let bundle: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-search-chunks-'))
    bundle = writeIndex(dir, 120)
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps every word, page and position, in the same order, in more and smaller chunks', () => {
    const before = readChunks(bundle, 'pl')
    const metaBefore = readdirSync(bundle).find((file) => file.endsWith('.pf_meta'))
    const units = 400

    const [result] = rechunkSearchIndex(bundle, units)

    const after = readChunks(bundle, 'pl')
    expect(result).toEqual({ language: 'pl', before: before.length, after: after.length })
    expect(after.length).toBeGreaterThan(before.length)
    expect(allWords(after)).toEqual(allWords(before))
    // Every chunk but the last holds at least `units`; only a family in the way makes one larger.
    for (const chunk of after.slice(0, -1)) {
      expect(chunk.words.reduce((sum, word) => sum + unitsOf(word), 0)).toBeGreaterThanOrEqual(
        units,
      )
    }
    // The files are the chunks listed, under a new metadata file named in the entry.
    expect(indexFiles(bundle).sort()).toEqual(after.map((chunk) => `${chunk.name}.pf_index`).sort())
    const entry = JSON.parse(readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8'))
    const metas = readdirSync(bundle).filter((file) => file.endsWith('.pf_meta'))
    expect(metas).toEqual([`pagefind.${entry.languages.pl.hash}.pf_meta`])
    expect(metas[0]).not.toBe(metaBefore)
  })

  it('ends a chunk only where the first letter changes, and bounds it as Pagefind does', () => {
    const chunks = readChunks(bundle, 'pl')
    expect(chunks.length).toBeGreaterThan(2)
    chunks.forEach((chunk, i) => {
      const first = chunk.words[0]![0]
      const last = chunk.words[chunk.words.length - 1]![0]
      const next = chunks[i + 1]
      if (!next) return expect(chunk.to).toBe(last)
      const nextFirst = next.words[0]![0]
      expect(last.codePointAt(0)).not.toBe(nextFirst.codePointAt(0))
      const common = commonPrefixLength(last, nextFirst)
      // Pagefind's `chunk_meta`: the shortest prefixes that tell the two chunks apart.
      expect(chunk.to).toBe(
        Array.from(last)
          .slice(0, common + 1)
          .join(''),
      )
      expect(next.from).toBe(
        Array.from(nextFirst)
          .slice(0, common + 1)
          .join(''),
      )
      if (i === 0) expect(chunk.from).toBe(first)
    })
    // The words a query's word begins are all in one chunk: the one Pagefind loads for it.
    for (const stem of ['n', 'z', 'p', 's', 'przez']) {
      const holding = chunks.filter((chunk) => chunk.words.some(([w]) => w.startsWith(stem)))
      expect(holding).toHaveLength(1)
    }
  })

  it("keeps a definition list's term and value apart as words", () => {
    const words = readChunks(bundle, 'pl').flatMap((chunk) => chunk.words.map(([w]) => w))
    expect(words).toContain('nauczyciel')
    expect(words.some((word) => word.startsWith('agnieszk'))).toBe(true)
    expect(words.some((word) => word.startsWith('nauczycielagn'))).toBe(false)
  })

  it('changes nothing in a bundle whose Pagefind version it does not know', () => {
    const other = writeIndex(mkdtempSync(path.join(dir, 'other-')), 30)
    const entryFile = path.join(other, 'pagefind-entry.json')
    const entry = JSON.parse(readFileSync(entryFile, 'utf8'))
    writeFileSync(entryFile, JSON.stringify({ ...entry, version: '9.0.0' }))
    const files = () => [...readdirSync(other), ...indexFiles(other)].sort()
    const before = files()

    expect(() => rechunkSearchIndex(other, 50)).toThrow(/9\.0\.0/)
    expect(files()).toEqual(before)
  })
})
