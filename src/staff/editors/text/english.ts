// The English tab of the content editors (issue #35): the staff area stays Polish.

export const ENGLISH_TAB = {
  tabs: 'Wersja językowa',
  polish: 'Wersja polska',
  english: 'Wersja angielska',
  /** The tab's name says when an English version is written. */
  hasEnglish: 'jest',
  noEnglish: 'brak',
  hasErrors: 'błędy',
  note: 'Bez wersji angielskiej angielska strona (/en/…) pokazuje tekst polski. Aby usunąć wersję angielską, wyczyść wszystkie jej pola i zapisz.',
  otherFields:
    'Daty, klasy, zdjęcia i pozostałe pola są wspólne: strona angielska bierze je z wersji polskiej.',
  label: (label: string) => `Po angielsku: ${label}`,
  bodyHint:
    'Markdown, jak w wersji polskiej. Odnośniki do stron szkoły mogą prowadzić do ich wersji angielskich, np. /en/pages/oplaty-za-szkole/.',
}
