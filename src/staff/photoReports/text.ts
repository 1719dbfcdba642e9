// /gazda/zgloszenia-zdjec/: visitors' requests to take a photo down.

/** /gazda/zgloszenia-zdjec/: visitors' requests to take a gallery photo down (issue #10). */
export const PHOTO_REPORTS = {
  status: 'Stan',
  search: 'Szukaj (zdjęcie, album, powód, e-mail)',
  allStatuses: 'Wszystkie',
  statusNames: {
    new: 'Nowe',
    hidden: 'Zdjęcie ukryte',
    rejected: 'Odrzucone',
    resolved: 'Załatwione',
  } as Record<string, string>,
  empty: 'Brak zgłoszeń.',
  listLabel: 'Zgłoszenia zdjęć',
  reportTitle: (photo: string, album: string) => `${photo} z albumu „${album}”`,
  unknownAlbum: 'album, którego już nie ma',
  photoGone: 'Tego zdjęcia nie ma już w albumie.',
  photoHiddenNow: 'Zdjęcie jest już ukryte na stronie.',
  onSite: 'Album na stronie',
  inEditor: 'Album w edytorze galerii',
  reason: 'Powód',
  received: 'Otrzymane',
  contact: 'Kontakt',
  noContact: 'nie podano',
  handled: (name: string | null, at: string) => `Decyzja: ${name ?? 'nieznana osoba'}, ${at}`,
  hide: 'Ukryj zdjęcie',
  hideFor: (photo: string) => `Ukryj zdjęcie ${photo}`,
  reject: 'Odrzuć',
  rejectFor: (photo: string) => `Odrzuć zgłoszenie zdjęcia ${photo}`,
  resolve: 'Załatwione',
  resolveFor: (photo: string) => `Załatwione: zgłoszenie zdjęcia ${photo}`,
  hidden: (photo: string) =>
    `Zdjęcie ${photo} zostało ukryte. Album zostanie opublikowany bez niego.`,
  saved: (status: string) => `Zapisano: ${status}.`,
}
