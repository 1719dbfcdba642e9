// Polish content on an English page (issue #35): a title, a note or a name from the school's
// content files keeps its language for screen readers and translators.
import { useLanguage } from './useText'

/** `lang="pl"` for content written in Polish, on a page that is not: spread it on the element. */
export function usePolishLang(): { lang?: 'pl' } {
  return useLanguage() === 'pl' ? {} : { lang: 'pl' }
}
