import { contentErrors, contentKindOf } from '../../../src/domain/content/kinds'

describe('contentKindOf', () => {
  it.each([
    ['site.yaml', 'site'],
    ['sections/home.md', 'section'],
    ['news/2025-09-06-rozpoczecie-roku.md', 'news'],
    ['pages/skarbnik.md', 'page'],
    ['homework/812.md', 'homework'],
    ['bulletins/2025-10-01-pazdziernik.md', 'bulletin'],
    ['graduates/2024-25.yaml', 'graduates'],
    ['gallery/2003-2004/year.yaml', 'galleryYear'],
    ['gallery/2003-2004/jaselka/album.yaml', 'album'],
    ['textbooks.yaml', 'textbooks'],
    ['calendar/2025-2026.yaml', 'calendar'],
    ['teachers.yaml', 'teachers'],
    ['school-forms.yaml', 'school-forms'],
    ['parent-duty.yaml', 'parent-duty'],
    ['school/levels.yaml', 'levels'],
    ['school/buildings.yaml', 'shifts'],
  ])('knows %s as %s', (file, kind) => {
    expect(contentKindOf(file)?.kind).toBe(kind)
  })

  it('knows no kind for a file in the wrong place', () => {
    expect(contentKindOf('news/rozpoczecie.md')).toBeUndefined()
    expect(contentKindOf('notes.yaml')).toBeUndefined()
  })
})

describe('contentErrors', () => {
  it('accepts a complete news item', () => {
    expect(
      contentErrors('news/2025-09-06-start.md', { title: 'Start', date: '2025-09-06' }),
    ).toEqual([])
  })

  it('names every missing or wrong field of a news item', () => {
    expect(
      contentErrors('news/2025-09-06-start.md', { date: '2025-02-30', image: './a.jpg' }),
    ).toEqual([
      'title: is required',
      'date: must be a real date written YYYY-MM-DD',
      'imageAlt: is required',
    ])
  })

  it('reads dates that YAML turned into Date objects', () => {
    const item = { title: 'Start', date: new Date('2025-09-06T00:00:00Z') }
    expect(contentErrors('news/2025-09-06-start.md', item)).toEqual([])
  })

  it('rejects homework due before it was given, or whose id is not its file name', () => {
    const homework = {
      id: 813,
      title: 'Czytanka',
      class: 'klasa-3',
      teacher: 'Anna Nowak',
      assigned: '2025-10-11',
      due: '2025-10-04',
    }
    expect(contentErrors('homework/812.md', homework)).toEqual([
      'due: must not be before assigned',
      'id: must be 812, the same as the file name',
    ])
  })

  it('numbers the item of a list file that is wrong', () => {
    const levels = [{ id: 'klasa-1', levelName: 'Klasa 1' }, { id: 'klasa-2' }]
    expect(contentErrors('school/levels.yaml', levels)).toEqual(['[1].levelName: is required'])
  })

  it('checks the calendar events one by one', () => {
    const calendar = {
      schoolYear: '2025-2026',
      events: [
        { date: '2025-09-06', title: 'Zajęcia', kind: 'zajecia', start: '09:00', end: '13:00' },
        { date: '2025-09-13', title: 'Zajęcia', kind: 'lekcje', start: '9 rano' },
      ],
    }
    expect(contentErrors('calendar/2025-2026.yaml', calendar)).toEqual([
      'events[1].kind: must be one of zajecia, wolne, wydarzenie',
      'events[1].start: must be a time HH:MM',
    ])
  })

  it('keeps a school year’s calendar to that year (issue #19)', () => {
    const calendar = {
      schoolYear: '2026-2027',
      events: [
        { date: '2026-09-05', title: 'Zajęcia', kind: 'zajecia' },
        { date: '2027-09-04', title: 'Zajęcia', kind: 'zajecia' },
      ],
    }
    expect(contentErrors('calendar/2026-2027.yaml', calendar)).toEqual([
      'events[1].date: 2027-09-04 is not in the school year 2026-2027 (1 September to 31 August)',
    ])
    expect(
      contentErrors('calendar/2025-2026.yaml', {
        ...calendar,
        events: calendar.events.slice(0, 1),
      }),
    ).toEqual(['schoolYear: must be 2025-2026, the same as the file name'])
    expect(contentErrors('calendar.yaml', calendar)).toEqual([
      'this file is not a kind of content the site knows (see content/README.md)',
    ])
  })

  it('requires the structured part of a special page', () => {
    expect(contentErrors('pages/najczestsze-pytania.md', { title: 'FAQ' })).toEqual([
      'faq: is required',
    ])
    expect(
      contentErrors('pages/lokalizacja.md', { title: 'Lokalizacja', address: { street: 'x' } }),
    ).toEqual([
      'address.city: is required',
      'address.state: is required',
      'address.zip: is required',
    ])
  })

  it('rejects a page or a section the site does not have', () => {
    expect(contentErrors('pages/kontakt.md', { title: 'Kontakt' })[0]).toMatch(
      /^the file name: the site has no page "kontakt"/,
    )
    expect(contentErrors('sections/sklep.md', { title: 'Sklep' })[0]).toMatch(
      /^the file name: no section is called "sklep"/,
    )
  })

  it('rejects an album of an unknown event, with captions or an order that are not text', () => {
    const album = {
      title: 'Jasełka',
      date: '2003-12-14',
      event: 'koncert',
      captions: { '01.jpg': 3 },
      hidden: '02.jpg',
      order: [1, '02.jpg'],
    }
    expect(contentErrors('gallery/2003-2004/jaselka/album.yaml', album)).toEqual([
      expect.stringMatching(/^event: must be one of zakonczenie-roku, /),
      expect.stringMatching(/^hidden: /),
      expect.stringMatching(/^order\[0\]: /),
      'captions.01.jpg: must be text',
    ])
  })

  it('says which files are of no known kind', () => {
    expect(contentErrors('notes.yaml', {})).toEqual([
      'this file is not a kind of content the site knows (see content/README.md)',
    ])
  })
})
