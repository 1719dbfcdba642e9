import {
  albumSlug,
  isSchoolYear,
  newAlbumErrors,
} from '../../../../src/domain/content/editing/album'

describe('a new album', () => {
  it.each([
    ['Ząb, Łódź i Żółć: ŚWIĘTO ńóć źź!', 'zab-lodz-i-zolc-swieto-noc-zz'],
    ['  Jasełka 2026  ', 'jaselka-2026'],
  ])(
    'is named from its title with every Polish letter folded, lower-case, with hyphens: %j is %s',
    (title, slug) => {
      expect(albumSlug(title)).toBe(slug)
    },
  )

  it('belongs to a school year of two consecutive years', () => {
    expect(isSchoolYear('2026-2027')).toBe(true)
    for (const years of ['2026-2028', '2027-2026', '2026-2026', '26-27', '2026/2027']) {
      expect(isSchoolYear(years)).toBe(false)
    }
  })

  const album = { years: '2026-2027', title: 'Jasełka', event: 'boze-narodzenie' }

  it('takes a day from 1 September to 31 August of its school year', () => {
    expect(newAlbumErrors({ ...album, date: '2026-09-01' })).toEqual({})
    expect(newAlbumErrors({ ...album, date: '2027-08-31' })).toEqual({})
    expect(newAlbumErrors({ ...album, date: '2026-08-31' }).date).toBe(
      'Data musi przypadać w roku szkolnym 2026-2027 (od 1 września do 31 sierpnia).',
    )
    expect(newAlbumErrors({ ...album, date: '2027-02-29' }).date).toBe('Podaj datę wydarzenia.')
  })

  it('needs a title with a letter, and an event from the list', () => {
    const errors = newAlbumErrors({ ...album, title: '—', date: '2026-10-10', event: 'x' })
    expect(Object.keys(errors).sort()).toEqual(['event', 'title'])
  })
})
