// The site search's results (issue #10), loaded with their code on the first search: not in
// every page's JavaScript (issue #35: English on the /en/ pages).
import type { MessageSource } from '../source'

export default {
  results: { pl: 'Wyniki wyszukiwania', en: 'Search results' },
  close: { pl: 'Zamknij wyniki', en: 'Close the results' },
  more: { pl: 'Pokaż więcej wyników', en: 'Show more results' },
  searching: { pl: 'Wyszukiwanie…', en: 'Searching…' },
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
