// Counts the pages show, as ICU plurals (issue #35): Polish one/few/many (and `other` for
// fractions), English one/other.
import type { MessageSource } from '../source'

export default {
  photos: {
    pl: '{count, plural, one {# zdjęcie} few {# zdjęcia} many {# zdjęć} other {# zdjęcia}}',
    en: '{count, plural, one {# photo} other {# photos}}',
  },
  albums: {
    pl: '{count, plural, one {# album} few {# albumy} many {# albumów} other {# albumu}}',
    en: '{count, plural, one {# album} other {# albums}}',
  },
  pupils: {
    pl: '{count, plural, one {# uczeń} few {# uczniów} many {# uczniów} other {# ucznia}}',
    en: '{count, plural, one {# student} other {# students}}',
  },
} satisfies MessageSource
