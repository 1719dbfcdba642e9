// Issue #34: the Polish words of the staff area's mailing lists that only the server says: the
// test mail's mark, the preview's stand-in for each parent's own links, the history's summaries.

/** Before a test mail's subject: the staff member sees at once that no parent got it. */
export const TEST_SUBJECT_PREFIX = '[PRÓBA] '

/** In the preview and the test mail, where each parent's copy has its own signed links. */
export const PERSONAL_LINK = '[osobisty link odbiorcy]'

export const MAILING_TEXTS = {
  notForEditors:
    'Listy mailowe są dostępne dla administratorów, a nauczycielom dla ich własnych klas.',
  suppressionAdded: 'Dodano adres do listy blokad (powód: decyzja administratora)',
  suppressionRemoved: 'Usunięto adres dodany przez administratora z listy blokad',
  unsubscribedByRequest: (list: string) =>
    `Wypisano adres z listy „${list}” na prośbę przysłaną e-mailem`,
  sent: (subject: string, lists: string[], recipients: number) =>
    `Wiadomość „${subject}” do list: ${lists.join(', ')} (adresów: ${recipients})`,
} as const
