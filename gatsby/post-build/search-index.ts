import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib'
import type * as Pagefind from 'pagefind'
import type { PostBuildArgs } from './types'
import { SEARCH_BUNDLE_URL, searchablePageUrl, toIndexForm } from '../../src/domain/search'

// pagefind is an ES module only, and Gatsby compiles this file to CommonJS, turning `import()`
// into a `require()` that cannot load it: the import has to be one Gatsby's compiler cannot see.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<typeof Pagefind>

/** Every file under a folder, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))

/** How often, and how many times in a row, the bundle must look the same to be taken as written. */
const SETTLE_EVERY_MS = 200
const SETTLE_CHECKS = 3
const SETTLE_LONGEST_MS = 30_000

/** Files, and their bytes in all, of a folder: what changes while a writer is still at it. */
const folderState = (dir: string) =>
  JSON.stringify(
    filesUnder(dir)
      .sort()
      .map((file) => [file, statSync(path.join(dir, file)).size]),
  )

const entryParses = (dir: string) => {
  try {
    JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'))
    return true
  } catch {
    return false
  }
}

/**
 * Waits until Pagefind's bundle is on disk. Its service answers `writeFiles` while the files may
 * still be being written (Pagefind issue #1271): read then, or closed then (close() kills the
 * service), a file is cut short, and CI once read an empty pagefind-entry.json. The bundle is
 * taken as written when its entry file parses and its files and sizes stay the same over
 * SETTLE_CHECKS looks SETTLE_EVERY_MS apart.
 */
export async function settledBundle(dir: string, longest = SETTLE_LONGEST_MS): Promise<void> {
  const until = Date.now() + longest
  let last = ''
  let same = 0
  while (same < SETTLE_CHECKS) {
    if (Date.now() > until) throw new Error(`${dir}: Pagefind's files did not settle`)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_EVERY_MS))
    const state = existsSync(dir) && entryParses(dir) ? folderState(dir) : ''
    same = state !== '' && state === last ? same + 1 : 0
    last = state
  }
}

/**
 * Issue #10: the site search's index over the finished HTML of every public page, written to
 * public/pagefind/ (https://pagefind.app/docs/node-api/). What is indexed on a page is its
 * `data-pagefind-body` (the main content, src/components/Layout.tsx).
 */
export async function writeSearchIndex({ reporter }: PostBuildArgs): Promise<void> {
  const started = Date.now()
  const publicDir = path.resolve('public')
  const outputPath = path.join(publicDir, SEARCH_BUNDLE_URL)
  const pagefind = await importModule('pagefind')
  try {
    // An index per language, by each page's <html lang> (https://pagefind.app/docs/multilingual/):
    // the browser loads the one of the page it searches from, so an English page finds English
    // pages (issue #35), each stemmed by its language's rules.
    const { index, errors } = await pagefind.createIndex()
    if (!index) throw new Error(errors.join('; '))
    let pages = 0
    for (const file of filesUnder(publicDir)) {
      const url = searchablePageUrl(file)
      if (!url) continue
      const html = readFileSync(path.join(publicDir, file), 'utf8')
      const content = withoutImageMeta(separateCells(toIndexForm(html)))
      const added = await index.addHTMLFile({ url, content })
      if (added.errors.length > 0) throw new Error(`public/${file}: ${added.errors.join('; ')}`)
      pages += 1
    }
    rmSync(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(written.errors.join('; '))
    await settledBundle(outputPath)
    storeForServing(outputPath, path.resolve(BROTLI_CACHE))
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    reporter.info(`Search index: ${pages} pages in ${seconds} s (public/pagefind/)`)
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error))
    reporter.panicOnBuild(`Search index (Pagefind) failed: ${failure.message}`, failure)
  } finally {
    await pagefind.close()
  }
}

// Pagefind separates words only at the elements it knows as blocks, so a definition list's term
// and its value ("Nauczyciel" + "Agnieszka") or a table's cells became one word nobody searches
// for ("nauczycielagnieszk"). A space after each such element's end keeps its words apart.
const CELL_END = /<\/(dt|dd|th|td|li|caption|figcaption|label|legend|summary|button|option)>/gi

export const separateCells = (html: string) => html.replace(CELL_END, '</$1> ')

// Pagefind takes a page's first image as its `image` metadata and finds the page by it too: the
// hex of a photo's URL (/static/c2053051f7ea64713c74adac031f04a3/…) made "Adam" and "Decy" find
// gallery pages. The search box shows no images, so images are ignored with
// `data-pagefind-ignore="all"`, which leaves them out of the metadata as well
// (https://pagefind.app/docs/indexing/). Pagefind's `excludeSelectors: ['img']` is not enough: it
// keeps the image metadata (tried: 106,045 B on the first search, and e2e/search.test.ts fails).
export const withoutImageMeta = (html: string) =>
  html.replace(/<img\b/gi, '<img data-pagefind-ignore="all"')

/** What a search fetches (issue #20): the loader, its WebAssembly, the index and the results. */
const FETCHED =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|wasm\.[^/]+\.pagefind|index\/.+|fragment\/.+)$/

/** Brotli copies made by earlier builds, by the SHA-256 of what they compress (issue #20). */
export const BROTLI_CACHE = '.cache/search-brotli'

/**
 * The brotli copy of `bytes` at the highest quality: taken from `cacheDir` when an earlier build
 * made it (the loader and the WebAssembly never change, most of the index seldom), else made and
 * kept there. Answers the copy and the cache's file name.
 */
export function brotliOf(bytes: Buffer, cacheDir: string): { compressed: Buffer; name: string } {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.br`
  const cached = path.join(cacheDir, name)
  if (existsSync(cached)) return { compressed: readFileSync(cached), name }
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  }
  const compressed = brotliCompressSync(bytes, { params })
  mkdirSync(cacheDir, { recursive: true })
  // Whole or not at all: a build stopped meanwhile leaves no cut copy to be taken later.
  writeFileSync(`${cached}.tmp`, compressed)
  renameSync(`${cached}.tmp`, cached)
  return { compressed, name }
}

/**
 * Pagefind writes its index gzipped; @fastify/compress passes gzipped bodies through untouched
 * yet labels them with the encoding it negotiated (br), which browsers cannot decode. So each file
 * is stored plain (Pagefind's loader takes both), and what a search fetches also as brotli at its
 * highest quality beside it (`.br`, served by server/static-site.ts): a compression the server
 * could not afford per request, and about 12 KB less on a visitor's first search (issue #20).
 */
function storeForServing(dir: string, cacheDir: string) {
  const used = new Set<string>()
  for (const file of filesUnder(dir)) {
    const full = path.join(dir, file)
    let bytes = readFileSync(full)
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
      bytes = gunzipSync(bytes)
      writeFileSync(full, bytes)
    }
    if (!FETCHED.test(file.split(path.sep).join('/'))) continue
    const { compressed, name } = brotliOf(bytes, cacheDir)
    writeFileSync(`${full}.br`, compressed)
    used.add(name)
  }
  // The cache holds this build's copies only: an index's old chunks do not pile up.
  for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    if (!used.has(name)) rmSync(path.join(cacheDir, name), { force: true })
  }
}
