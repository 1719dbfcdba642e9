/** Homework 12's fields, as the API gives them to its edit screen. */
export const HOMEWORK_VALUES = {
  id: 12,
  title: 'Wiersz o jesieni',
  class: 'klasa-3',
  teacher: 'Katarzyna Zając',
  assigned: '2026-11-21',
  due: '2026-12-05',
}

/** Homework 12 as the API gives it to its edit screen; `fields` add its version and the rest. */
export const homeworkRecord = <T extends object>(fields: T) => ({
  id: '12',
  values: HOMEWORK_VALUES,
  body: 'Naucz się pierwszej zwrotki.\n',
  ...fields,
})
