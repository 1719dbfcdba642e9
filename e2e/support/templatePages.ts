import { galleryAlbums, homeworkIds, newsSlugs } from './expectedRoutes'

/** An album of the newest sample year: the gallery tests' album. */
export function sampleAlbum(): string {
  const { years, album } = galleryAlbums().find((a) => a.years === '2024-2025')!
  return `/galeria-zdjec/rok-szkolny-${years}/${album}/`
}

/** One page of every template (and of each special content page), for checks too slow for all. */
export function templatePages(): string[] {
  return [
    '/',
    '/wiadomosci/',
    '/wiadomosci/strona/2/',
    `/wiadomosci/${newsSlugs()[0]}/`,
    '/pages/o-naszej-szkole/',
    '/pages/najczestsze-pytania/',
    '/pages/sponsors/',
    '/pages/komitet-rodzicielski/',
    '/pages/lokalizacja/',
    '/zadania-domowe/',
    `/zadania-domowe/${homeworkIds()[0]}/`,
    '/maturzysci/2024-25/',
    '/galeria-zdjec/',
    '/galeria-zdjec/rok-szkolny-2024-2025/',
    sampleAlbum(),
    '/podreczniki-szkolne/',
    '/kalendarz-zajec/',
    '/grono-nauczycielskie/',
    '/formy-szkolne/',
    '/dyzury-rodzicow/',
    '/biuletyny-szkolne/',
    '/sessions/',
    '/pages/deklaracja-dostepnosci/',
    '/zapisy-do-szkoly/',
    '/ankiety/zapisy/',
    '/listy-mailowe/',
    '/gazda/',
    '/nie-ma-takiej-strony/',
  ]
}
