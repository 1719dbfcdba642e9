// /gazda/biuletin/: the bulletins and a bulletin's editor.

export const BULLETINS = {
  listCaption: 'Biuletyny szkolne',
  heading: (title: string) => `Biuletyn: ${title}`,
  title: 'Tytuł',
  date: 'Data',
  body: 'Treść (markdown)',
  bodyHint: 'Krótkie podsumowanie biuletynu; pełna wersja w pliku PDF.',
  file: 'Plik PDF',
  noFile: 'Brak pliku PDF',
  create: 'Nowy biuletyn',
  createSubmit: 'Dodaj i opublikuj',
  pdfHeading: 'Plik PDF biuletynu',
  currentFile: (name: string) => `Obecny plik: ${name}`,
  pdfInput: 'Wybierz plik PDF',
  pdfHint: 'Tylko plik PDF. Nowy plik zastępuje poprzedni.',
  upload: 'Prześlij PDF',
  uploading: 'Przesyłanie…',
  chooseFile: 'Najpierw wybierz plik PDF.',
  notPdf: 'Wybrany plik nie jest plikiem PDF.',
  uploaded: (name: string) => `Przesłano plik ${name}.`,
}
