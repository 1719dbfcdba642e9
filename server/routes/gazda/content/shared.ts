import type { PageSave } from '../../../../src/domain/api/content'
import { validatePage } from '../../../../src/domain/content/editing'
import type { FormErrors, ValidationResult } from '../../../../src/domain/formErrors'
import { addFormError, emptyFormErrors, hasFormErrors } from '../../../../src/domain/formErrors'
import { invalidContent } from '../../../content/editor'
import type { InputKind } from '../../../content/inspect'
import type { LinkChecker } from '../../../content/links'

/** Content bodies are larger than the forms' 64 KiB: a page may hold 50 000 characters. */
export const CONTENT_BODY_LIMIT = 1024 * 1024

/** sha256 hex of the file's bytes, as every GET answers it. */
export const version = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const
export const text = { type: 'string' } as const
export const nullableText = { type: ['string', 'null'] } as const

/** A JSON body of exactly these fields; anything else is malformed (400 INVALID_BODY). */
export const bodyOf = (properties: Record<string, object>) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  }) as const

/** The fields to check: [form field, text, what it is (markdown unless said)]. */
export type CheckedFields = [field: string, text: string | null, kind?: InputKind | 'link'][]

/** Per form field, what the site will leave out of it (issue #17), in Polish; in every save's answer. */
export type RemovedByField = Record<string, string[]>

/**
 * The valid values and what the site will leave out of them, or 400 INVALID_CONTENT with the same
 * {formErrors, inputErrors} as the forms: the rules' messages first, then links to pages the site
 * does not have. Markup the site removes does not refuse a save: the site removes it anyway.
 */
export async function checked<T>(
  result: ValidationResult<T>,
  links: LinkChecker,
  fields: (value: T) => CheckedFields,
  extra?: (errors: FormErrors) => void,
): Promise<{ values: T; removed: RemovedByField }> {
  if (!result.valid) throw invalidContent(result.errors)
  const errors = emptyFormErrors()
  const removed: RemovedByField = {}
  // One at a time: the check worker takes one job at a time anyway.
  for (const [field, content, kind = 'markdown'] of fields(result.value)) {
    if (!content) continue
    const check = await links.check(content, kind)
    for (const message of check.problems) addFormError(errors, field, message)
    if (check.removed.length > 0) removed[field] = check.removed
  }
  extra?.(errors)
  if (hasFormErrors(errors)) throw invalidContent(errors)
  return { values: result.value, removed }
}

export const withoutVersion = <T extends { version: string }>({ version: _, ...rest }: T) => rest

/** The page's values as checked, with what the site will leave out of its body. */
export const checkedPage = (body: PageSave, links: LinkChecker) =>
  checked(validatePage(withoutVersion(body)), links, ({ body }) => [['body', body]])

/** A save's answer with what the site will leave out of the text. */
export const withRemoved = async <A extends object>(
  removed: RemovedByField,
  answer: Promise<A>,
) => ({
  ...(await answer),
  removed,
})
