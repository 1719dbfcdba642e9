// `npm run messages`: compiles the site's texts (src/domain/i18n/messages/*.json, ICU messages in
// both languages) into src/domain/i18n/compiled/*.ts, Lingui's compiled form, so that no page
// carries a message compiler (7 KB gzipped). `npm run messages -- --check` (and
// __tests__/domain/i18n/) fails when a compiled file is out of date, a catalog is not of the
// source's shape, or a text is missing a language or a placeholder.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { LANGUAGES } from '../src/domain/i18n/languages'
import { MESSAGE_FIELDS, type MessageSource } from '../src/domain/i18n/source'

const ROOT = path.resolve(__dirname, '..')
export const SOURCES_DIR = path.join(ROOT, 'src/domain/i18n/messages')
export const COMPILED_DIR = path.join(ROOT, 'src/domain/i18n/compiled')

/** The names of the `{placeholders}` a message uses (ICU's arguments, at any depth). */
export function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return
    for (const part of node) {
      if (Array.isArray(part) && typeof part[0] === 'string') {
        names.add(part[0])
        const options = part[2]
        if (options && typeof options === 'object')
          for (const branch of Object.values(options)) walk(branch)
      } else walk(part)
    }
  }
  const compiled = compileMessage(message)
  walk(typeof compiled === 'string' ? [] : compiled)
  return [...names].sort()
}

const whereIn = (area: string) => `src/domain/i18n/messages/${area}.json`

/**
 * An area's catalog as a typed source, or what makes it none: JSON has no type checker, so each
 * entry is checked here to be texts by language (and an optional note), strings only.
 */
export function sourceOf(area: string, catalog: unknown): MessageSource | string[] {
  if (!catalog || typeof catalog !== 'object' || Array.isArray(catalog))
    return [`${whereIn(area)}: not an object of messages`]
  const problems: string[] = []
  for (const [id, entry] of Object.entries(catalog)) {
    const where = `${whereIn(area)}: ${id}`
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`${where}: not an object of texts by language`)
      continue
    }
    for (const [field, value] of Object.entries(entry)) {
      if (!MESSAGE_FIELDS.includes(field)) problems.push(`${where}: unknown field "${field}"`)
      else if (typeof value !== 'string') problems.push(`${where}: ${field} is not a string`)
    }
  }
  return problems.length ? problems : (catalog as MessageSource)
}

/** Each area's problems: a language missing, an empty text, placeholders differing between languages. */
export function problemsOf(area: string, source: MessageSource): string[] {
  const problems: string[] = []
  for (const [id, texts] of Object.entries(source)) {
    const where = `${whereIn(area)}: ${id}`
    const missing = LANGUAGES.filter((language) => !texts[language]?.trim())
    problems.push(...missing.map((language) => `${where}: no ${language} text`))
    if (missing.length) continue
    const [first, ...others] = LANGUAGES.map((language) => placeholders(texts[language]).join(','))
    if (others.some((names) => names !== first))
      problems.push(`${where}: the languages use different placeholders`)
  }
  return problems
}

function compiledFile(area: string, source: MessageSource): string {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        Object.entries(source).map(([id, texts]) => [id, compileMessage(texts[language])]),
      ),
    ]),
  )
  // Written as JSON, without prettier (.prettierignore skips the folder): the same sources give
  // the same bytes, checked by a test that cannot load prettier's modules.
  return [
    `// Made by \`npm run messages\` from ${whereIn(area)}: edit that file, not this one.`,
    `import { defineCatalog } from '../catalog'`,
    ``,
    `export default defineCatalog(${JSON.stringify(area)}, ${JSON.stringify(byLanguage, null, 2)})`,
    ``,
  ].join('\n')
}

/** Every area's compiled file as it should be, by file path; throws on any problem of a source. */
export async function compileAll(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  const problems: string[] = []
  for (const file of readdirSync(SOURCES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const area = path.basename(file, '.json')
    let catalog: unknown
    try {
      catalog = JSON.parse(readFileSync(path.join(SOURCES_DIR, file), 'utf8'))
    } catch (error) {
      problems.push(`${whereIn(area)}: ${(error as Error).message}`)
      continue
    }
    const source = sourceOf(area, catalog)
    if (Array.isArray(source)) {
      problems.push(...source)
      continue
    }
    problems.push(...problemsOf(area, source))
    files.set(path.join(COMPILED_DIR, `${area}.ts`), compiledFile(area, source))
  }
  if (problems.length) throw new Error(problems.join('\n'))
  return files
}

/** The compiled files that differ from what the sources make (none: all up to date). */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = []
  for (const [file, text] of await compileAll()) {
    let current = ''
    try {
      current = readFileSync(file, 'utf8')
    } catch {
      // missing: stale
    }
    if (current !== text) stale.push(path.relative(ROOT, file))
  }
  const expected = new Set((await compileAll()).keys())
  for (const name of readdirSync(COMPILED_DIR)) {
    if (!expected.has(path.join(COMPILED_DIR, name))) stale.push(`src/domain/i18n/compiled/${name}`)
  }
  return stale
}

if (require.main === module) {
  const check = process.argv.includes('--check')
  const run = async () => {
    if (check) {
      const stale = await staleFiles()
      if (stale.length) {
        console.error(`Out of date (run npm run messages): ${stale.join(', ')}`)
        process.exit(1)
      }
      return
    }
    for (const [file, text] of await compileAll()) writeFileSync(file, text)
  }
  run().catch((error: Error) => {
    console.error(error.message)
    process.exit(1)
  })
}
