// Every public route of the site, built in one place (SPEC.md §2: all routes end with a slash).

/** The thirteen content pages of SPEC.md §2, in the spec's order: the n-th has the admin path /gazda/page/{n}/. */
export const CONTENT_PAGE_SLUGS = [
  'zatrudnienie',
  'regulamin-ucznia',
  'rozklad-zajec',
  'skarbnik',
  'o-naszej-szkole',
  'opinia-o-szkole',
  'oplaty-za-szkole',
  'patron-szkoly',
  'program-nauczania',
  'legitymacje-szkolne',
  'fundusz-stypendialny',
  'adres-korespondencyjny',
  'administrator',
] as const

/** The four special pages served under /pages/ too. */
export const SPECIAL_PAGE_SLUGS = [
  'sponsors',
  'najczestsze-pytania',
  'komitet-rodzicielski',
  'lokalizacja',
] as const

/** Pages beyond the spec's, under /pages/ too: the accessibility statement (issue #10). */
export const EXTRA_PAGE_SLUGS = ['deklaracja-dostepnosci'] as const

/** Every page under /pages/, each made from its content/pages/{slug}.md. */
export const PAGE_SLUGS = [
  ...CONTENT_PAGE_SLUGS,
  ...SPECIAL_PAGE_SLUGS,
  ...EXTRA_PAGE_SLUGS,
] as const

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number]
export type SpecialPageSlug = (typeof SPECIAL_PAGE_SLUGS)[number]
export type PageSlug = (typeof PAGE_SLUGS)[number]

/** News items per page of the news list. */
export const NEWS_PER_PAGE = 5

/** The school year whose graduates the menu shows (SPEC.md §2, "Maturzyści 2024/25"). */
export const CURRENT_GRADUATES_YEAR = '2024-25'

export const routes = {
  home: () => '/',
  notFound: () => '/404/',
  gallery: () => '/galeria-zdjec/',
  galleryYear: (years: string) => `/galeria-zdjec/rok-szkolny-${years}/`,
  galleryAlbum: (years: string, album: string) => `/galeria-zdjec/rok-szkolny-${years}/${album}/`,
  news: () => '/wiadomosci/',
  /** Page n of the news list; the first page is the list itself. */
  newsPage: (n: number) => (n <= 1 ? '/wiadomosci/' : `/wiadomosci/strona/${n}/`),
  newsItem: (slug: string) => `/wiadomosci/${slug}/`,
  page: (slug: PageSlug) => `/pages/${slug}/`,
  homework: () => '/zadania-domowe/',
  homeworkItem: (id: number) => `/zadania-domowe/${id}/`,
  graduates: (years: string) => `/maturzysci/${years}/`,
  survey: () => '/ankiety/zapisy/',
  enrollment: () => '/zapisy-do-szkoly/',
  /** Issue #34: subscribing to the class and school mailing lists. */
  mailingLists: () => '/listy-mailowe/',
  sessions: () => '/sessions/',
  reports: () => '/reports/',
  textbooks: () => '/podreczniki-szkolne/',
  calendar: () => '/kalendarz-zajec/',
  teachers: () => '/grono-nauczycielskie/',
  schoolForms: () => '/formy-szkolne/',
  parentDuty: () => '/dyzury-rodzicow/',
  bulletins: () => '/biuletyny-szkolne/',
  staff: () => '/gazda/',
  staffList: (kind: string) => `/gazda/${kind}/`,
  staffRecord: (kind: string, id: string | number) => `/gazda/${kind}/${id}/`,
  staffContentPage: (n: number) => `/gazda/page/${n}/`,
} as const

/**
 * The Polish words of the staff area's URLs that the rest of the project links to, /gazda/{kind}/
 * (CONVENTIONS.md habit 4: the spec's words stay in URLs): the server links to an enrolment in the
 * office's notice e-mail. Every screen's word is in its feature's screens.ts under src/staff/.
 */
export const STAFF_KINDS = {
  enrollments: 'zapisy',
} as const

/** The admin path of a content page: /gazda/page/{n}/ with n its 1-based place in CONTENT_PAGE_SLUGS. */
export function contentPageAdminPath(slug: ContentPageSlug): string {
  return routes.staffContentPage(CONTENT_PAGE_SLUGS.indexOf(slug) + 1)
}

/** Adds the trailing slash every route carries; keeps query and hash. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path)
  const pathname = match?.[1] ?? path
  const rest = match?.[2] ?? ''
  return pathname.endsWith('/') ? path : `${pathname}/${rest}`
}
