// The Polish words of a family's export and deletion in the staff area (issue #8).
export const FAMILY_DATA = {
  heading: 'Dane rodziny na jej prośbę',
  export: 'Eksportuj dane rodziny (JSON)',
  exportName: (number: string) => `rodzina-${number}.json`,
  delete: 'Usuń dane rodziny',
  confirmTitle: 'Usunąć dane rodziny?',
  confirmText: (number: string) =>
    `Zgłoszenie ${number} zostanie usunięte razem z danymi rodziców, uczniów i historią statusu. Tego nie można cofnąć.`,
  confirmHint: 'Najpierw wyeksportuj dane, jeśli rodzina o nie prosi.',
  deleting: 'Usuwanie…',
  deleted: (number: string) => `Dane rodziny ze zgłoszenia ${number} zostały usunięte.`,
  backToList: 'Wróć do listy zgłoszeń',
}
