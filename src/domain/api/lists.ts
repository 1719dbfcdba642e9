// What every staff list shares: the page and the search text of its querystring, and a page of
// answers. Querystrings arrive as text (no type coercion anywhere).
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { SEARCH_MAX_LENGTH } from '../foldPolish'
import { Count } from './schemas'
import { WholeNumber } from './staff'

export const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 25

/** ?page=…&pageSize=…, both optional: the properties of a list's querystring. */
export const PageQuery = {
  page: Type.Optional(WholeNumber),
  pageSize: Type.Optional(WholeNumber),
}

/** A staff list's search text (issue #18: found with or without Polish letters). */
export const SearchText = Type.String({ maxLength: SEARCH_MAX_LENGTH })

export interface Page {
  page: number
  pageSize: number
}

/** The page a querystring asks for: the first by default, never more than MAX_PAGE_SIZE rows. */
export function pageOf(query: { page?: string; pageSize?: string }): Page {
  const page = Number(query.page ?? 1)
  const pageSize = Math.min(Number(query.pageSize ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE)
  return { page, pageSize }
}

/** One page of a list: its items, how many there are in all, and which page this is. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Count, page: Count, pageSize: Count })
export type Paged<T> = Omit<Static<ReturnType<typeof Paged>>, 'items'> & { items: T[] }
