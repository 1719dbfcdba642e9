// The fixed words content files may use (content/README.md).

/** The events a gallery album can be of (SPEC.md §2, "one album per event"). */
export const ALBUM_EVENTS = [
  'zakonczenie-roku',
  'karnawal',
  'andrzejki',
  'egzaminy',
  'boze-narodzenie',
  'parada-3-maja',
  'pielgrzymka',
  'slubowanie',
  'zdjecia-klasowe',
  'inne',
] as const

/** A school Saturday, a day without classes, or a school event. */
export const CALENDAR_EVENT_KINDS = ['zajecia', 'wolne', 'wydarzenie'] as const
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number]

/** How the calendar page and the calendar feeds name each kind. */
export const CALENDAR_KIND_LABELS: Record<CalendarEventKind, string> = {
  zajecia: 'Zajęcia',
  wolne: 'Bez zajęć',
  wydarzenie: 'Wydarzenie',
}

/** The files under content/sections/: titles and introductions of list pages. */
export const SECTION_KEYS = [
  'home',
  'gallery',
  'news',
  'homework',
  'graduates',
  'textbooks',
  'calendar',
  'teachers',
  'school-forms',
  'parent-duty',
  'bulletins',
  'sessions',
  'reports',
  'enrollment',
  'survey',
] as const

export type SectionKey = (typeof SECTION_KEYS)[number]

/** The file endings of an album's photos: what the build shows and the staff area accepts. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp']
