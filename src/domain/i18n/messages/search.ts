// The header's site search (issue #10): the field, its results and the note shown without
// JavaScript (issue #35: English on the /en/ pages).
import type { MessageSource } from '../source'

export default {
  label: { pl: 'Szukaj na stronie', en: 'Search the site' },
  button: { pl: 'Szukaj', en: 'Search' },
  results: { pl: 'Wyniki wyszukiwania', en: 'Search results' },
  close: { pl: 'Zamknij wyniki', en: 'Close the results' },
  more: { pl: 'Pokaż więcej wyników', en: 'Show more results' },
  searching: { pl: 'Wyszukiwanie…', en: 'Searching…' },
  needsScript: {
    pl: 'Wyszukiwarka działa tylko z włączonym JavaScriptem. Najważniejsze strony:',
    en: 'The search works only with JavaScript turned on. The main pages:',
  },
  unavailable: {
    pl: 'Wyszukiwarka jest teraz niedostępna. Spróbuj ponownie za chwilę.',
    en: 'The search is unavailable right now. Please try again in a moment.',
  },
  found: {
    pl: 'Znaleziono {count, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}} dla „{query}”.',
    en: '{count, plural, one {# result} other {# results}} for “{query}”.',
  },
  none: { pl: 'Brak wyników dla „{query}”.', en: 'No results for “{query}”.' },
} satisfies MessageSource
