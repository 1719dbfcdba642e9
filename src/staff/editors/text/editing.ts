// Words every content editor shares: publishing, saving, the conflict of two editors.

export const PUBLISH = {
  publishing: 'Publikowanie…',
  // Issue #17: an editor's builds start at most once per PUBLISH_MIN_INTERVAL_SECONDS.
  waiting: (time: string) =>
    `Zapisano. Zmiany trafią do następnej publikacji, która zacznie się o ${time}.`,
  disabled:
    'Zapisano. Ten serwer nie publikuje zmian sam: pojawią się na stronie po jej następnym zbudowaniu.',
  published: (time: string) => (time ? `Opublikowano o ${time}.` : 'Opublikowano.'),
  viewPage: 'Zobacz stronę',
  failed: 'Publikacja nie powiodła się',
  unknown: (message: string) => `Zapisano. Nie udało się sprawdzić stanu publikacji: ${message}`,
}

export const EDITOR = {
  save: 'Zapisz i opublikuj',
  preview: 'Podgląd',
  draftRestored: (time: string) =>
    `Przywrócono niezapisane zmiany z tej karty przeglądarki (${time}).`,
  draftOutdated:
    'Od tamtej pory ktoś zmienił tę treść na serwerze: sprawdź podgląd przed zapisaniem.',
  discardDraft: 'Odrzuć niezapisane zmiany',
  conflict:
    'Ktoś inny zmienił tę treść w międzyczasie. Twoje zmiany zostały zachowane jako szkic w tej karcie. Wczytaj aktualną wersję, sprawdź ją i zapisz ponownie.',
  reload: 'Wczytaj aktualną wersję',
  invalid: 'Popraw zaznaczone pola.',
  failedTitle: 'Nie udało się zapisać',
  draftNote: 'Niezapisane zmiany są przechowywane tylko w tej karcie przeglądarki.',
  removedTitle: 'Zapisano. Strona pominie w tej treści to, czego nie wolno na niej pokazać:',
  /** Issue #32: a save holding look-alike links, named beside their fields. */
  linksTitle: 'Te odnośniki mogą prowadzić do podszywających się stron',
  linksConfirm: 'Odnośniki są właściwe: zapisz mimo to',
}

/** After someone else saved the same content meanwhile (ContentEditor, ConflictNote). */
export const CONFLICT = {
  merged:
    'Ktoś inny zapisał tę treść w międzyczasie. Jego zmiany zostały połączone z Twoimi (zmieniliście różne miejsca). Sprawdź formularz i zapisz ponownie.',
  both: (n: number) =>
    `Ktoś inny zapisał tę treść w międzyczasie i zmienił to samo co Ty (miejsca: ${n}). W formularzu jest teraz zapisana wersja. Wybierz dla każdego miejsca, którą wersję zachować, albo popraw tekst w polu, i zapisz ponownie.`,
  theirs: 'Zapisana wersja (ktoś inny)',
  mine: 'Twoja wersja (niezapisana)',
  keepTheirs: 'Zostaw zapisaną wersję',
  takeMine: 'Użyj mojej wersji',
  byHand: 'Możesz też połączyć obie wersje ręcznie w polu formularza.',
  loadFailed: 'Nie udało się wczytać zapisanej wersji. Spróbuj ponownie.',
}
