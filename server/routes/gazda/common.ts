import { SEARCH_MAX_LENGTH } from '../../../src/domain/foldPolish'
import { apiError } from '../../errors'

/** Querystrings arrive as text (no type coercion anywhere): whole numbers are checked here. */
export const wholeNumber = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const

export const pageQuery = {
  page: wholeNumber,
  pageSize: wholeNumber,
} as const

/** A staff list's search text (issue #18: found with or without Polish letters). */
export const searchText = { type: 'string', maxLength: SEARCH_MAX_LENGTH } as const

export const MAX_PAGE_SIZE = 100

export function pageOf(query: { page?: string; pageSize?: string }) {
  const page = Number(query.page ?? 1)
  const pageSize = Math.min(Number(query.pageSize ?? 25), MAX_PAGE_SIZE)
  return { page, pageSize }
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: wholeNumber },
} as const

export const notFound = () => apiError(404, 'NOT_FOUND', 'Nie znaleziono.')
