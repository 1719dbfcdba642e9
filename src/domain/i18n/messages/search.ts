// The header's site search (issue #10): the field and the note shown without JavaScript, on every
// page (issue #35: English on the /en/ pages). The results' texts are searchResults.ts, loaded
// with the results' code on the first search.
import type { MessageSource } from '../source'

export default {
  label: { pl: 'Szukaj na stronie', en: 'Search the site' },
  button: { pl: 'Szukaj', en: 'Search' },
  needsScript: {
    pl: 'Wyszukiwarka działa tylko z włączonym JavaScriptem. Najważniejsze strony:',
    en: 'The search works only with JavaScript turned on. The main pages:',
  },
} satisfies MessageSource
