// How the staff area names a record where people read it (issue #18): in the history and the
// audit log instead of its id or key, and on the record's own page. One wording for the server,
// which looks the names up, and the staff views.

export const RECORD_NAMES = {
  enrollment: (number: string) => `Zgłoszenie ${number}`,
  surveyAnswer: (id: number | string) => `Odpowiedź nr ${id}`,
  /** The site's banner: one record, kept in site.yaml. */
  alert: 'Komunikat na stronie',
  album: (title: string, years: string) => `${title} (${years})`,
  photo: (name: string, album: string) => `Zdjęcie ${name} w albumie „${album}”`,
  enrollmentUpload: (number: string) => `Załącznik do zgłoszenia ${number}`,
  surveyUpload: (id: number | string) => `Załącznik do odpowiedzi nr ${id}`,
  account: (name: string, email: string) => `${name} (${email})`,
} as const
