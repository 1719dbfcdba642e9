// The not-found page, /404/ and /en/404/ (SPEC.md §2; issue #35).
import type { MessageSource } from '../source'

export default {
  title: { pl: 'Nie znaleziono strony', en: 'Page not found' },
  explanation: {
    pl: 'Strona, której szukasz, nie istnieje albo została przeniesiona.',
    en: 'The page you are looking for does not exist or has been moved.',
  },
  home: { pl: 'Przejdź na stronę główną', en: 'Go to the home page' },
  orMenu: { pl: 'lub wybierz stronę z menu.', en: 'or choose a page from the menu.' },
} satisfies MessageSource
