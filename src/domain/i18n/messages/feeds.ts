// The news feed's words (issue #35): the Polish feed and the English one (/en/wiadomosci/rss.xml),
// whose name English pages give in their <link rel="alternate">.
import type { MessageSource } from '../source'

export default {
  newsTitle: { pl: 'Wiadomości - {siteName}', en: 'News - {siteName}' },
  newsDescription: {
    pl: 'Najnowsze wiadomości dla rodziców i uczniów: {siteName}, sobotnia szkoła języka polskiego w Lombard, Illinois.',
    en: 'The latest news for parents and students: {siteName}, a Saturday Polish language school in Lombard, Illinois.',
  },
} satisfies MessageSource
