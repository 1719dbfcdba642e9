// The photo gallery (issue #35): its year and album pages and the full-screen photo viewer.
import type { MessageSource } from '../source'

export default {
  schoolYear: { pl: 'Rok szkolny {years}', en: 'School year {years}' },
  galleryTitle: { pl: 'Galeria zdjęć: {title}', en: 'Photo gallery: {title}' },
  albumDescription: {
    pl: 'Zdjęcia: {title}, {date} (rok szkolny {years}).',
    en: 'Photos: {title}, {date} (school year {years}).',
  },
  photoOf: { pl: '{title}, zdjęcie {n} z {count}', en: '{title}, photo {n} of {count}' },
  enlarge: { pl: 'Powiększ: {alt}', en: 'Enlarge: {alt}' },
  viewer: { pl: '{title}: zdjęcie {n} z {count}', en: '{title}: photo {n} of {count}' },
  counter: { pl: 'Zdjęcie {n} z {count}', en: 'Photo {n} of {count}' },
  close: { pl: 'Zamknij', en: 'Close' },
  previous: { pl: 'Poprzednie', en: 'Previous' },
  next: { pl: 'Następne', en: 'Next' },
  download: { pl: 'Pobierz', en: 'Download' },
  /** A photo's report button (the dialog's own words are in ./photoReport.ts). */
  report: { pl: 'Zgłoś zdjęcie', en: 'Report photo' },
  reportFor: { pl: 'Zgłoś zdjęcie: {alt}', en: 'Report photo: {alt}' },
} satisfies MessageSource
