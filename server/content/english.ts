// A markdown file's English version (issue #35) as the editors read and write it: the sibling
// `<name>.en.md`, its text fields and body (src/domain/content/editing/english.ts says which).
import { englishFieldsFor, type EnglishValues } from '../../src/domain/content/editing/english'
import { editMarkdown, parseMarkdown } from './markdownFile'

/**
 * The English version's text by field, as an editor opens it ('' where the file lacks one), or
 * null when there is no English file (or the kind has no English version).
 */
export function englishValuesOf(file: string, text: string | undefined): EnglishValues | null {
  const fields = englishFieldsFor(file)
  if (!fields || text === undefined) return null
  const { data, body } = parseMarkdown(text)
  return Object.fromEntries(
    fields.map((field) => {
      if (field.markdown) return [field.name, body]
      const value = data[field.name]
      return [field.name, typeof value === 'string' ? value : '']
    }),
  )
}

/**
 * The English file's new text from checked values (validateEnglish), or null to remove it. Other
 * keys of the file (a special page's list) stay; a field left empty is taken out.
 */
export const renderEnglish =
  (file: string, values: EnglishValues | null) =>
  (current: string | undefined): string | null => {
    if (values === null) return null
    const fields = englishFieldsFor(file) ?? []
    const changes: Record<string, unknown> = {}
    let body = ''
    for (const field of fields) {
      if (field.markdown) body = values[field.name] ?? ''
      else changes[field.name] = values[field.name] || undefined
    }
    return editMarkdown(current ?? '---\n---\n', changes, body)
  }
