// A failed publish and the dashboard's publishing panel (issue #30). The rest of the publishing
// words (Publikowanie…, Opublikowano o …) are in ./editing.ts.

const quoted = (files: string[]) => files.join(', ')

export const PUBLISH_FAILURE = {
  contentLead: (count: number) =>
    count === 1
      ? 'Strona nie została zbudowana, bo jeden plik treści ma błąd:'
      : `Strona nie została zbudowana, bo pliki treści mają błędy (${count}):`,
  field: (field: string) => `pole „${field}”: `,
  /** What to do: an admin has the button; an editor asks for it, or saves again. */
  fixFiles: (files: string[], canPublish: boolean) =>
    `Popraw ${files.length === 1 ? 'plik' : 'pliki'} ${quoted(files)} (albo usuń, jeśli ` +
    `${files.length === 1 ? 'powstał' : 'powstały'} przez pomyłkę) i ` +
    (canPublish
      ? 'naciśnij „Opublikuj teraz”.'
      : 'poproś administratora o „Opublikuj teraz” albo zapisz zmianę w panelu: każdy zapis też publikuje.'),
  buildLead: 'Pliki treści są poprawne, ale budowanie strony nie powiodło się.',
  retried:
    'Serwer spróbował drugi raz, z wyczyszczoną pamięcią podręczną Gatsby, i też się nie udało.',
  buildProblems: 'Budowanie wskazało te pliki:',
  tryAgain: (canPublish: boolean) =>
    (canPublish
      ? 'Naciśnij „Opublikuj teraz”, by spróbować ponownie.'
      : 'Poproś administratora o „Opublikuj teraz”, by spróbować ponownie.') +
    ' Jeśli błąd się powtarza, przekaż szczegóły poniżej osobie, która opiekuje się serwerem.',
  liveUnchanged: 'Strona widoczna dla odwiedzających się nie zmieniła.',
  details: 'Szczegóły',
  /** Where the button is, for an admin who sees the failure in an editor. */
  publishNowWhere: 'Przycisk „Opublikuj teraz” jest na pulpicie panelu.',
  toDashboard: 'Przejdź do pulpitu',
}

export const PUBLISH_PANEL = {
  title: 'Publikacja strony',
  publishNow: 'Opublikuj teraz',
  sending: 'Wysyłanie…',
  live: (time: string) => `Strona jest aktualna: ostatnia publikacja o ${time}.`,
  neverPublished: 'Od uruchomienia serwera strona nie była jeszcze publikowana z panelu.',
  busy: 'Trwa publikowanie…',
  waiting: (count: number) => `Zmiany czekające na publikację: ${count}.`,
  disabled: 'Ten serwer nie publikuje strony sam: zmiany pojawią się po jej następnym zbudowaniu.',
  hint: 'Publikacja buduje stronę z plików treści, także tych zmienionych poza panelem; gdy treści są w repozytorium git, takie zmiany trafiają tam razem z nią.',
  failedToAsk: (message: string) => `Nie udało się rozpocząć publikacji: ${message}`,
}
