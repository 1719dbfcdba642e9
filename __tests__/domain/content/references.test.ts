import {
  internalLinks,
  linkErrors,
  referenceErrors,
  type ContentSnapshot,
} from '../../../src/domain/content/references'

const empty: ContentSnapshot = {
  levels: ['klasa-1', 'klasa-2'],
  teachers: [{ file: 'teachers.yaml', name: 'Anna Nowak', classes: ['klasa-1'] }],
  homework: [],
  textbooks: [],
  calendarEvents: [],
  parentDuty: [],
  buildings: [],
  albums: [],
}

describe('referenceErrors', () => {
  it('finds nothing wrong when every class and teacher exists', () => {
    const content = {
      ...empty,
      homework: [{ file: 'homework/800.md', class: 'klasa-2', teacher: 'Anna Nowak' }],
    }
    expect(referenceErrors(content)).toEqual([])
  })

  it('names the file and field of an unknown class or teacher', () => {
    const content = {
      ...empty,
      homework: [{ file: 'homework/800.md', class: 'klasa-9', teacher: 'Jan Brak' }],
      parentDuty: [{ file: 'parent-duty.yaml', class: 'liceum-9' }],
      calendarEvents: [{ file: 'calendar.yaml', index: 4, classes: ['klasa-1', 'zerowka'] }],
    }
    expect(referenceErrors(content)).toEqual([
      { file: 'homework/800.md', message: 'class: no level "klasa-9" in school/levels.yaml' },
      { file: 'homework/800.md', message: 'teacher: no teacher "Jan Brak" in teachers.yaml' },
      {
        file: 'calendar.yaml',
        message: 'events[4].classes: no level "zerowka" in school/levels.yaml',
      },
      { file: 'parent-duty.yaml', message: 'class: no level "liceum-9" in school/levels.yaml' },
    ])
  })

  const file = 'gallery/2003-2004/jaselka/album.yaml'
  /** The errors of albums of 2003-2004 with two photos, `albums` saying what each test is about. */
  const albumErrors = (...albums: Partial<ContentSnapshot['albums'][number]>[]) =>
    referenceErrors({
      ...empty,
      albums: albums.map((fields) => ({
        file,
        years: '2003-2004',
        date: '2003-12-14',
        photos: ['01.jpg', '02.jpg'],
        ...fields,
      })),
    })

  it('checks an album against its photos and its school year', () => {
    expect(
      albumErrors(
        {
          date: '2004-12-14',
          photos: ['01.jpg'],
          cover: '05.jpg',
          captions: { '02.jpg': 'Kolędy' },
          alts: { '01.jpg': 'Szopka', '03.jpg': 'Kolędnicy' },
        },
        { photos: [] },
      ),
    ).toEqual([
      { file, message: 'date: 2004-12-14 is not in the school year 2003-2004' },
      { file, message: 'cover: no photo "05.jpg" in the album' },
      { file, message: 'captions: no photo "02.jpg" in the album' },
      { file, message: 'alts: no photo "03.jpg" in the album' },
      { file, message: 'the album folder has no photos' },
    ])
  })

  it('checks the hidden photos of an album: each in the folder, and one at least still shown', () => {
    expect(albumErrors({ hidden: ['02.jpg'] })).toEqual([])
    // The cover may be hidden: the site then shows the first photo still shown.
    expect(albumErrors({ cover: '01.jpg', hidden: ['01.jpg'] })).toEqual([])
    expect(albumErrors({ hidden: ['01.jpg', '02.jpg', '07.jpg'] })).toEqual([
      { file, message: 'hidden: no photo "07.jpg" in the album' },
      { file, message: 'hidden: every photo of the album is hidden' },
    ])
  })

  it('checks the order of an album: each photo in the folder, listed once', () => {
    expect(albumErrors({ order: ['02.jpg'] })).toEqual([])
    expect(albumErrors({ order: ['02.jpg', '08.jpg', '02.jpg'] })).toEqual([
      { file, message: 'order: no photo "08.jpg" in the album' },
      { file, message: 'order: "02.jpg" is listed twice' },
    ])
  })
})

describe('links in content', () => {
  const pages = new Set(['/', '/wiadomosci/', '/pages/skarbnik/'])
  const files = new Set(['/logo.svg'])

  it('are the site paths an HTML fragment links to, without query or hash', () => {
    const html =
      '<a href="/wiadomosci/?strona=2">a</a><a href="https://example.org/">b</a><a href="/pages/skarbnik/#konto">c</a><a href="//cdn.example.org/x">d</a>'
    expect(internalLinks(html)).toEqual(['/wiadomosci/', '/pages/skarbnik/'])
  })

  it('must go to a page or a file of the site', () => {
    const documents = [
      {
        file: 'news/2025-09-06-a.md',
        html: '<a href="/pages/skarbnik/">ok</a><a href="/logo.svg">ok</a>',
      },
      {
        file: 'news/2025-09-07-b.md',
        html: '<a href="/pages/kasa/">x</a><a href="/wiadomosci">y</a>',
      },
    ]
    expect(linkErrors(documents, pages, files)).toEqual([
      {
        file: 'news/2025-09-07-b.md',
        message: 'the link /pages/kasa/ goes to no page of the site',
      },
      {
        file: 'news/2025-09-07-b.md',
        message: 'the link /wiadomosci must end with a slash: /wiadomosci/',
      },
    ])
  })
})
