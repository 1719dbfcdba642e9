// The numbered pages of a long list (news, homework, bulletins; issue #35).
import type { MessageSource } from '../source'

export default {
  newer: { pl: '← Nowsze', en: '← Newer' },
  older: { pl: 'Starsze →', en: 'Older →' },
  page: { pl: 'Strona {n}', en: 'Page {n}' },
} satisfies MessageSource
