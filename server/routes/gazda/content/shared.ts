import type { FormErrors, ValidationResult } from '../../../../src/domain/formErrors'
import { addFormError, emptyFormErrors, hasFormErrors } from '../../../../src/domain/formErrors'
import { invalidContent } from '../../../content/editor'
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

/** The fields whose site links to check: [form field, text, is it HTML rather than markdown]. */
export type LinkFields = [field: string, text: string | null, isHtml?: boolean][]

/**
 * The valid values, or 400 INVALID_CONTENT with the same {formErrors, inputErrors} as the forms:
 * the rules' messages first, then links to pages the site does not have.
 */
export function checked<T>(
  result: ValidationResult<T>,
  links: LinkChecker,
  linkFields: (value: T) => LinkFields,
  extra?: (errors: FormErrors) => void,
): T {
  if (!result.valid) throw invalidContent(result.errors)
  const errors = emptyFormErrors()
  for (const [field, content, isHtml] of linkFields(result.value)) {
    if (content)
      for (const message of links.check(content, { isHtml })) addFormError(errors, field, message)
  }
  extra?.(errors)
  if (hasFormErrors(errors)) throw invalidContent(errors)
  return result.value
}

export const withoutVersion = <T extends { version: string }>({ version: _, ...rest }: T) => rest
