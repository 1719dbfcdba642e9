// What the staff area's routes and menu need of each declared kind (issue #30): its API word,
// its address word, its title and the name of one record. Apart from the declarations (their
// fields and rules), so that the /gazda/ page, which routes before the staff app loads, stays
// light (issue #20's 85 KB budget); each declaration spreads its names from here.

export interface DeclaredNames {
  kind: string
  path: string
  title: string
  one: string
}

export const DECLARED_NAMES = {
  homework: {
    kind: 'homework',
    path: 'zadania-domowe',
    title: 'Zadania domowe',
    one: 'zadanie domowe',
  },
  calendar: {
    kind: 'calendar',
    path: 'kalendarz',
    title: 'Kalendarz zajęć',
    one: 'wydarzenie w kalendarzu',
  },
  parentDuty: { kind: 'parent-duty', path: 'dyzury', title: 'Dyżury rodziców', one: 'dyżur' },
  teachers: {
    kind: 'teachers',
    path: 'nauczyciele',
    title: 'Grono nauczycielskie',
    one: 'nauczyciel',
  },
  textbooks: {
    kind: 'textbooks',
    path: 'podreczniki',
    title: 'Podręczniki',
    one: 'lista podręczników',
  },
  schoolForms: {
    kind: 'school-forms',
    path: 'formularze',
    title: 'Formy szkolne',
    one: 'formularz',
  },
  graduates: {
    kind: 'graduates',
    path: 'maturzysci',
    title: 'Maturzyści',
    one: 'rocznik maturzystów',
  },
  sections: { kind: 'sections', path: 'sekcje', title: 'Wstępy działów', one: 'wstęp działu' },
  levels: { kind: 'levels', path: 'klasy', title: 'Klasy', one: 'klasa' },
  shifts: { kind: 'shifts', path: 'zmiany', title: 'Zmiany', one: 'zmiana' },
  office: { kind: 'office', path: 'sekretariat', title: 'Sekretariat', one: 'dane sekretariatu' },
} as const satisfies Record<string, DeclaredNames>

/** In the staff area's order, as DECLARATIONS lists the kinds. */
export const DECLARED_KINDS: readonly DeclaredNames[] = Object.values(DECLARED_NAMES)
