/** A new homework as the staff area's form sends it to POST /api/gazda/content/homework. */
export const NEW_HOMEWORK = {
  title: 'Wiersz o jesieni',
  class: 'klasa-3',
  teacher: 'Katarzyna Zając',
  assigned: '2026-11-21',
  due: '2026-12-05',
  body: 'Naucz się na pamięć pierwszej zwrotki.',
}
