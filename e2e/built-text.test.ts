import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PUBLIC_DIR } from './support/site'

// Issue #19: what the built site shows parents is spelt right and links nowhere made up. A grep of
// public/, as the issue asks, over every text file but the code (scripts and their source maps,
// where a library's `https://example.com` is a base for parsing URLs, not a link).
const TEXT = /\.(html|json|xml|ics|txt|webmanifest|css)$/
const CODE = /\.(js|mjs|map)$|\.LICENSE\.txt$/

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : [full]
  })
}

const all = files(PUBLIC_DIR)
const texts = all
  .filter((file) => TEXT.test(file) && !CODE.test(file))
  .map((file) => ({ file: path.relative(PUBLIC_DIR, file), text: readFileSync(file, 'utf8') }))
/** The scripts of this build: those its chunk groups name (an earlier build's stay in public/). */
function currentScripts(): string[] {
  const stats = JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>
  }
  const names = Object.values(stats.namedChunkGroups).flatMap((group) =>
    group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)),
  )
  return [...new Set(names)].filter((name) => name.endsWith('.js'))
}

const scripts = currentScripts().map((file) => ({
  file,
  text: readFileSync(path.join(PUBLIC_DIR, file), 'utf8'),
}))

const holding = (list: typeof texts, pattern: RegExp) =>
  list.filter(({ text }) => pattern.test(text)).map(({ file }) => file)

/**
 * "zajecia" (or "zajeciach"…) as a word of running text: after a space or a tag, or quoted with a
 * space or a stop after it. Not a URL or slug (/zajecia-24-stycznia/) nor an identifier
 * (data-kind="zajecia", the calendar's kind of event).
 */
const MISSPELT_CLASSES = /(^|[\s>])zajeci|["'„(]zajeci\w*(?=[\s.,;:!?)”])/im

describe('the built site’s text', () => {
  it('is read from a built site of many files', () => {
    expect(texts.length).toBeGreaterThan(300)
    expect(scripts.length).toBeGreaterThan(10)
  })

  it('never says "Aceptuję", in the pages or in the scripts that draw the forms', () => {
    expect(holding([...texts, ...scripts], /Aceptuję/)).toEqual([])
  })

  it('never writes "zajecia" without its ę outside URLs', () => {
    expect(holding([...texts, ...scripts], MISSPELT_CLASSES)).toEqual([])
  })

  it('links to no example.com: a sponsor without a site has no link', () => {
    expect(holding(texts, /example\.com/i)).toEqual([])
  })
})

describe('the misspelling check', () => {
  it('finds the spec’s typo in running text and passes URLs and identifiers', () => {
    expect(MISSPELT_CLASSES.test('"Wszystkie zajecia"')).toBe(true)
    expect(MISSPELT_CLASSES.test('<td>Zajecia odwołane</td>')).toBe(true)
    expect(MISSPELT_CLASSES.test('„zajecia odwołane”')).toBe(true)
    expect(MISSPELT_CLASSES.test('href="/wiadomosci/zajecia-24-stycznia/"')).toBe(false)
    expect(MISSPELT_CLASSES.test('data-kind="zajecia"')).toBe(false)
    expect(MISSPELT_CLASSES.test('{zajecia:"Zajęcia"}')).toBe(false)
  })
})
