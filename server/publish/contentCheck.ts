// Issue #30: a file changed by hand (content/homework/955.md due before it was given) made the
// Gatsby build fail, and its failed build left Gatsby's cache in a state that failed every later
// build. Before each build the publisher checks every file of content/ as a staff save is checked
// (contentErrors), parse errors included, and the references between files that the build checks
// without building pages (classes, teachers, section files). A bad file stops the publish before
// Gatsby starts.
import type { Dirent } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { load, YAMLException } from 'js-yaml'
import {
  contentErrors,
  contentKindOf,
  contentLanguageOf,
  englishVersionProblems,
} from '../../src/domain/content/kinds'
import { contentProblem, type ContentProblem } from '../../src/domain/content/problems'
import { referenceErrors, type ContentSnapshot } from '../../src/domain/content/references'
import { isRecord } from '../../src/domain/content/check'
import { SECTION_KEYS } from '../../src/domain/content/vocabulary'
import { NotMarkdownError, parseMarkdown } from '../content/markdownFile'

/**
 * What gatsby-source-filesystem leaves out (its own list, and gatsby-config.ts's README.md), and
 * the folders no build reads. Dot files are read by the build, so they are checked too, except the
 * staff area's own temporary files (server/content/files.ts), which only live during a write.
 */
const SKIPPED_FILE =
  /^(README\.md|\.DS_Store|\.gitignore|\.npmignore|\.babelrc|yarn\.lock|.*\.un~|\..*\.tmp)$/
const SKIPPED_DIR = new Set(['.git', 'node_modules', 'bower_components'])
const READ = /\.(md|ya?ml)$/i

/** Every file under `dir` the build reads as content (markdown and YAML), relative to it. */
async function contentFiles(dir: string, relative = ''): Promise<string[]> {
  let entries: Dirent[]
  try {
    entries = await readdir(path.join(dir, relative), { withFileTypes: true })
  } catch {
    return []
  }
  const files: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIPPED_DIR.has(entry.name)) files.push(...(await contentFiles(dir, name)))
    } else if (READ.test(entry.name) && !SKIPPED_FILE.test(entry.name)) {
      files.push(name)
    }
  }
  return files
}

/** The first line of a parse error, with its place: "bad indentation of a mapping entry (3:7)". */
const firstLine = (error: unknown) => (error as Error).message.split('\n')[0]!.trim()

/** A file's fields as the build reads them, or the rule its text breaks. */
function parse(file: string, text: string): { value: unknown } | { problem: string } {
  if (/\.md$/i.test(file)) {
    try {
      return { value: parseMarkdown(text).data }
    } catch (error) {
      if (error instanceof NotMarkdownError) return { problem: error.message }
      if (error instanceof YAMLException) {
        return { problem: `the front matter is not valid YAML: ${firstLine(error)}` }
      }
      throw error
    }
  }
  try {
    return { value: load(text) }
  } catch (error) {
    if (error instanceof YAMLException) return { problem: `is not valid YAML: ${firstLine(error)}` }
    throw error
  }
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))
const items = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : [])

/**
 * What the build's cross-file checks read (gatsby/create-pages/checks.ts), taken from the files
 * that passed their own checks. Albums are left out: their photos and the photo copies are the
 * build's to list.
 */
function snapshotOf(files: Map<string, unknown>): ContentSnapshot {
  const snapshot: ContentSnapshot = {
    levels: [],
    teachers: [],
    homework: [],
    textbooks: [],
    calendarEvents: [],
    parentDuty: [],
    buildings: [],
    albums: [],
  }
  for (const [file, value] of files) {
    // An English version (issue #35) holds only text: its references are its Polish file's.
    if (contentLanguageOf(file) === 'en') continue
    const kind = contentKindOf(file)?.kind
    const record = isRecord(value) ? value : {}
    if (kind === 'levels') snapshot.levels.push(...items(value).map((level) => text(level.id)))
    if (kind === 'teachers') {
      for (const t of items(value)) {
        snapshot.teachers.push({ file, name: text(t.name), classes: texts(t.classes) })
      }
    }
    if (kind === 'homework') {
      snapshot.homework.push({ file, class: text(record.class), teacher: text(record.teacher) })
    }
    if (kind === 'textbooks') {
      for (const t of items(value)) snapshot.textbooks.push({ file, level: text(t.level) })
    }
    if (kind === 'calendar') {
      items(record.events).forEach((event, index) =>
        snapshot.calendarEvents.push({ file, index, classes: texts(event.classes) }),
      )
    }
    if (kind === 'parentDuty') {
      for (const d of items(value)) snapshot.parentDuty.push({ file, class: text(d.class) })
    }
    if (kind === 'buildings') {
      for (const b of items(value)) snapshot.buildings.push({ file, levels: texts(b.levels) })
    }
  }
  return snapshot
}

/**
 * Everything wrong in the content folder that the build would stop on and that can be known
 * without building: each file's own check, then (once every file passes) the references between
 * files and the section files the site needs. Empty when the build may start.
 */
export async function checkContentFolder(contentDir: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = []
  const parsed = new Map<string, unknown>()
  for (const file of await contentFiles(contentDir)) {
    let source: string
    try {
      source = await readFile(path.join(contentDir, file), 'utf8')
    } catch {
      continue // Gone since it was listed (deleted by hand): the build will not see it either.
    }
    // A file of no known kind is named as such, whatever it holds (gatsby/on-create-node.ts).
    const result = contentKindOf(file) ? parse(file, source) : { value: {} }
    const errors = 'problem' in result ? [result.problem] : contentErrors(file, result.value)
    problems.push(...errors.map((error) => contentProblem(file, error)))
    if ('value' in result && errors.length === 0) parsed.set(file, result.value)
  }
  // A broken file would name its references wrongly: those are checked once the files are fine.
  if (problems.length > 0) return problems

  const references = [
    ...referenceErrors(snapshotOf(parsed)),
    ...englishVersionProblems(
      [...parsed].map(([file, value]) => ({
        file,
        lists: {
          sponsors: isRecord(value) ? items(value.sponsors).length : undefined,
          members: isRecord(value) ? items(value.members).length : undefined,
        },
      })),
    ),
  ]
  problems.push(...references.map(({ file, message }) => contentProblem(file, message)))
  for (const key of SECTION_KEYS) {
    if (!parsed.has(`sections/${key}.md`)) {
      problems.push(contentProblem(`sections/${key}.md`, 'is missing'))
    }
  }
  return problems
}
