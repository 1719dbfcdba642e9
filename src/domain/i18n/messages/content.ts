// The interface words of the content pages (issue #35): news, homework, bulletins, the home page
// and the special pages. The content itself comes from content/ and its English versions.
import type { MessageSource } from '../source'

export default {
  titleWithPage: { pl: '{title}, strona {page}', en: '{title}, page {page}' },
  newsPages: { pl: 'Strony wiadomości', en: 'News pages' },
  task: { pl: 'Zadanie', en: 'Assignment' },
  level: { pl: 'Klasa', en: 'Grade' },
  teacher: { pl: 'Nauczyciel', en: 'Teacher' },
  assigned: { pl: 'Zadane', en: 'Assigned' },
  due: { pl: 'Termin', en: 'Due' },
  homeworkTitle: { pl: '{title} (zadanie {id})', en: '{title} (homework {id})' },
  showClass: { pl: 'Pokaż zadania klasy', en: 'Show homework for' },
  allClasses: { pl: 'Wszystkie klasy', en: 'All grades' },
  toHandIn: { pl: 'Do oddania', en: 'To hand in' },
  toHandInCaption: { pl: 'Zadania do oddania', en: 'Homework to hand in' },
  nothingToHandIn: { pl: 'Nie ma zadań do oddania.', en: 'There is no homework to hand in.' },
  pastDue: { pl: 'Po terminie', en: 'Past due' },
  pastDueCaption: { pl: 'Zadania po terminie', en: 'Homework past due' },
  downloadBulletin: {
    pl: 'Pobierz biuletyn (PDF, {size})',
    en: 'Download the bulletin (PDF, {size})',
  },
  quickLinks: { pl: 'Na skróty', en: 'Quick links' },
  enrollment: { pl: 'Zapisy do szkoły', en: 'Enrollment' },
  homework: { pl: 'Zadania domowe', en: 'Homework' },
  calendar: { pl: 'Kalendarz zajęć', en: 'Class calendar' },
  gallery: { pl: 'Galeria zdjęć', en: 'Photo gallery' },
  latestNews: { pl: 'Najnowsze wiadomości', en: 'Latest news' },
  allNews: { pl: 'Wszystkie wiadomości', en: 'All news' },
  seeOnMap: { pl: 'Zobacz na mapie', en: 'View on the map' },
} satisfies MessageSource
