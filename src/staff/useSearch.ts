import { useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from './enrollments/filters'
import { useDebounced } from './useDebounced'

/**
 * A list's search box (FilterSearch): what it holds, and `q`, the text trimmed, for the API's query
 * string once typing stops.
 */
export function useSearch() {
  const [value, onChange] = useState('')
  const q = useDebounced(value.trim(), SEARCH_DEBOUNCE_MS)
  return { q, box: { value, onChange } }
}
