import { CONTENT_PAGE_SLUGS } from '../../src/domain/routes'
import {
  backPath,
  dashboardLinks,
  parseStaffRoute,
  screenTitle,
  staffPath,
  type StaffRoute,
} from '../../src/staff/routes'

describe('the staff area’s routes (SPEC.md §2)', () => {
  it.each<[string, StaffRoute]>([
    ['/gazda/', { view: 'dashboard' }],
    ['/gazda', { view: 'dashboard' }],
    ['/gazda/zapisy/', { view: 'enrollments' }],
    ['/gazda/zapisy/42/', { view: 'enrollment', id: 42 }],
    ['/gazda/listy-klas/', { view: 'rosters' }],
    ['/gazda/listy-klas/klasa-1.2/', { view: 'roster', level: 'klasa-1', shiftId: 2 }],
    ['/gazda/ankiety/', { view: 'surveys' }],
    ['/gazda/ankiety/7/', { view: 'survey', id: 7 }],
    ['/gazda/wizyty/', { view: 'visits' }],
    ['/gazda/faq/', { view: 'faq' }],
    ['/gazda/page/1/', { view: 'page', n: 1, slug: 'zatrudnienie' }],
    ['/gazda/page/13/', { view: 'page', n: 13, slug: 'administrator' }],
    ['/gazda/new/', { view: 'news' }],
    [
      '/gazda/new/2026-11-02-zapisy-2026-2027/',
      { view: 'newsItem', id: '2026-11-02-zapisy-2026-2027' },
    ],
    ['/gazda/alert/', { view: 'alert' }],
    ['/gazda/historia/', { view: 'history' }],
    ['/gazda/audyt/', { view: 'audit' }],
    ['/gazda/biuletin/', { view: 'bulletins' }],
    ['/gazda/konta/', { view: 'accounts' }],
    ['/gazda/poczta/', { view: 'outbox' }],
    ['/gazda/galeria/', { view: 'gallery' }],
    [
      '/gazda/galeria/2024-2025-bal-karnawalowy/',
      { view: 'album', years: '2024-2025', slug: 'bal-karnawalowy' },
    ],
    [
      '/gazda/biuletin/2026-05-09-biuletyn-maj-2026/',
      { view: 'bulletin', id: '2026-05-09-biuletyn-maj-2026' },
    ],
  ])('reads %s', (path, route) => {
    expect(parseStaffRoute(path)).toEqual(route)
  })

  it('takes the spec’s admin paths without their trailing slash too', () => {
    expect(parseStaffRoute('/gazda/faq')).toEqual({ view: 'faq' })
    expect(parseStaffRoute('/gazda/new')).toEqual({ view: 'news' })
    expect(parseStaffRoute('/gazda/page/5')).toEqual({
      view: 'page',
      n: 5,
      slug: 'o-naszej-szkole',
    })
    expect(parseStaffRoute('/gazda/zapisy/3')).toEqual({ view: 'enrollment', id: 3 })
  })

  it('gives /gazda/page/{n}/ the n-th content page, 1 to 13, in CONTENT_PAGE_SLUGS order', () => {
    CONTENT_PAGE_SLUGS.forEach((slug, index) => {
      expect(parseStaffRoute(`/gazda/page/${index + 1}/`)).toMatchObject({ slug })
    })
    expect(parseStaffRoute('/gazda/page/0/')).toEqual({ view: 'notFound' })
    expect(parseStaffRoute('/gazda/page/14/')).toEqual({ view: 'notFound' })
  })

  it.each([
    '/gazda/zapisy/abc/',
    '/gazda/zapisy/0/',
    '/gazda/zapisy/-1/',
    '/gazda/zapisy/1/2/',
    '/gazda/listy-klas/klasa-1/',
    '/gazda/listy-klas/klasa-1.0/',
    '/gazda/listy-klas/Klasa-1.2/',
    '/gazda/faq/1/',
    '/gazda/poczta/2026-11-24T15-30-00.000Z-0123456789ab.eml/',
    '/gazda/galeria/2024-bal/',
    '/gazda/galeria/2024-2025/',
    '/gazda/galeria/2024-2025-Bal/',
    '/gazda/nieznane/',
    '/gazdaa/',
    '/wiadomosci/',
  ])('does not know %s', (path) => {
    expect(parseStaffRoute(path)).toEqual({ view: 'notFound' })
  })

  it('builds every route’s address with its trailing slash, and reads it back', () => {
    const all: StaffRoute[] = [
      { view: 'dashboard' },
      { view: 'enrollments' },
      { view: 'enrollment', id: 12 },
      { view: 'surveys' },
      { view: 'survey', id: 3 },
      { view: 'visits' },
      { view: 'faq' },
      { view: 'page', n: 4, slug: 'skarbnik' },
      { view: 'news' },
      { view: 'newsItem', id: 'andrzejki-2024' },
      { view: 'alert' },
      { view: 'history' },
      { view: 'audit' },
      { view: 'bulletins' },
      { view: 'bulletin', id: '2026-05-09-biuletyn-maj-2026' },
      { view: 'accounts' },
      { view: 'outbox' },
      { view: 'gallery' },
      { view: 'album', years: '1998-1999', slug: 'jaselka' },
    ]
    for (const route of all) {
      const path = staffPath(route)
      expect(path).toMatch(/^\/gazda\/.*\/$|^\/gazda\/$/)
      expect(parseStaffRoute(path)).toEqual(route)
    }
    expect(staffPath({ view: 'enrollment', id: 12 })).toBe('/gazda/zapisy/12/')
    expect(staffPath({ view: 'page', n: 4, slug: 'skarbnik' })).toBe('/gazda/page/4/')
  })

  it('takes each screen’s title and back link from the one table', () => {
    expect(backPath('enrollment')).toBe('/gazda/zapisy/')
    expect(backPath('album')).toBe('/gazda/galeria/')
    expect(backPath('newsItem')).toBe('/gazda/new/')
    expect(backPath('outbox')).toBe('/gazda/')
    expect(backPath('page')).toBe('/gazda/')
    expect(backPath('dashboard')).toBeUndefined()
    expect(screenTitle('outbox')).toBe('Poczta do wysłania')
    expect(screenTitle('dashboard')).toBe('Panel gazdy')
  })

  it('lists on the dashboard the screens the features link, in their order', () => {
    const paths = (part: 'data' | 'content' | 'teachers') =>
      dashboardLinks(part).map((view) => staffPath({ view }))
    expect(paths('data')).toEqual([
      '/gazda/zapisy/',
      '/gazda/listy-klas/',
      '/gazda/listy-mailowe/',
      '/gazda/ankiety/',
      '/gazda/wizyty/',
      '/gazda/audyt/',
      '/gazda/konta/',
      '/gazda/poczta/',
    ])
    expect(paths('content')).toEqual([
      '/gazda/new/',
      '/gazda/biuletin/',
      '/gazda/galeria/',
      '/gazda/zgloszenia-zdjec/',
      '/gazda/faq/',
      '/gazda/alert/',
      '/gazda/historia/',
    ])
    expect(paths('teachers')).toEqual(['/gazda/listy-klas/', '/gazda/wiadomosc-do-rodzicow/'])
  })
})
