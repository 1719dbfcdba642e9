// The search box's Polish strings (issue #10), in one place.
import { countOf, type PluralForms } from '../../domain/plural'

const RESULTS: PluralForms = ['wynik', 'wyniki', 'wyników']

export const SEARCH_TEXT = {
  label: 'Szukaj na stronie',
  button: 'Szukaj',
  results: 'Wyniki wyszukiwania',
  close: 'Zamknij wyniki',
  more: 'Pokaż więcej wyników',
  searching: 'Wyszukiwanie…',
  needsScript: 'Wyszukiwarka działa tylko z włączonym JavaScriptem. Najważniejsze strony:',
  unavailable: 'Wyszukiwarka jest teraz niedostępna. Spróbuj ponownie za chwilę.',
  found: (count: number, query: string) => `Znaleziono ${countOf(count, RESULTS)} dla „${query}”.`,
  none: (query: string) => `Brak wyników dla „${query}”.`,
}
