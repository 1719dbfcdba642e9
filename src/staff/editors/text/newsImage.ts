// /gazda/new/{id}/: a news item's photo (issue #30).

export const NEWS_IMAGE = {
  heading: 'Zdjęcie wiadomości',
  hint: 'Zdjęcie pokazuje się nad treścią wiadomości i na liście wiadomości. Serwer sam obróci je, zmniejszy i usunie z niego dane o miejscu i aparacie.',
  none: 'Wiadomość nie ma zdjęcia.',
  current: 'Obecne zdjęcie',
  photo: 'Zdjęcie',
  replacePhoto: 'Nowe zdjęcie (zastąpi obecne)',
  photoHint:
    'Plik JPEG, PNG albo WebP, także duże zdjęcie prosto z telefonu. Zdjęć HEIC z iPhone’a strona nie odczyta: w iPhonie wybierz Ustawienia → Aparat → Formaty → „Najbardziej zgodne”.',
  alt: 'Opis zdjęcia (dla osób niewidomych)',
  altHint:
    'Jednym zdaniem: co widać na zdjęciu, np. „Uczniowie klasy 3 z nauczycielką przed szkołą”. Czytniki ekranu odczytują ten opis osobom, które nie widzą zdjęcia.',
  choosePhoto: 'Wybierz zdjęcie.',
  add: 'Dodaj zdjęcie',
  save: 'Zapisz zdjęcie i opis',
  remove: 'Usuń zdjęcie',
  removeQuestion: (title: string) =>
    `Usunąć zdjęcie z wiadomości „${title}”? Zniknie ze strony po opublikowaniu.`,
  added: 'Zapisano zdjęcie wiadomości.',
  altSaved: 'Zapisano opis zdjęcia.',
  removed: 'Usunięto zdjęcie wiadomości.',
}
