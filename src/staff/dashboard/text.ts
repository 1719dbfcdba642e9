// /gazda/: the dashboard.

export const DASHBOARD = {
  data: 'Dane',
  content: 'Treści strony',
  pages: 'Strony',
  /** A teacher's panel (issue #30). */
  teaching: 'Twoje klasy',
  yourClasses: (names: string[]) => `Klasy: ${names.join(', ')}.`,
  noClasses: 'Twoje konto nie ma jeszcze przypisanych klas. Poproś administratora o ich dodanie.',
  teacherScreensSoon: 'Zadania domowe i kalendarz Twoich klas pojawią się tutaj.',
}
