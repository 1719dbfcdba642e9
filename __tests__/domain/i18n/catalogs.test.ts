// Issue #35: the texts of both languages, compiled, complete, and Polish counts by ICU's plural
// rules.
import { compileAll, problemsOf, sourceOf, staleFiles } from '../../../scripts/compile-messages'
import countsText from '../../../src/domain/i18n/compiled/counts'
import layoutText from '../../../src/domain/i18n/compiled/layout'
import { countOf } from '../../../src/domain/plural'

describe('the compiled catalogs', () => {
  it('are what `npm run messages` makes of the sources', async () => {
    await expect(staleFiles()).resolves.toEqual([])
  })

  it('hold every text in both languages with the same placeholders', async () => {
    await expect(compileAll()).resolves.toBeInstanceOf(Map)
  })

  it('find a text missing a language, and placeholders that differ', () => {
    expect(
      problemsOf('sample', {
        onlyPolish: { pl: 'Tak', en: ' ' },
        renamed: { pl: '{name} jest wymagane', en: '{field} is required' },
        fine: { pl: '{count, plural, one {# wynik} other {# wyniki}}', en: '{count} results' },
      }),
    ).toEqual([
      'src/domain/i18n/messages/sample.json: onlyPolish: no en text',
      'src/domain/i18n/messages/sample.json: renamed: the languages use different placeholders',
    ])
  })

  it('take a catalog of texts by language with an optional note, and refuse any other shape', () => {
    const fine = { yes: { pl: 'Tak', en: 'Yes', note: 'A button.' } }
    expect(sourceOf('sample', fine)).toBe(fine)
    expect(sourceOf('sample', ['Tak'])).toEqual([
      'src/domain/i18n/messages/sample.json: not an object of messages',
    ])
    expect(
      sourceOf('sample', {
        yes: 'Tak',
        no: { pl: 'Nie', en: 'No', de: 'Nein' },
        count: { pl: 1, en: 'one' },
      }),
    ).toEqual([
      'src/domain/i18n/messages/sample.json: yes: not an object of texts by language',
      'src/domain/i18n/messages/sample.json: no: unknown field "de"',
      'src/domain/i18n/messages/sample.json: count: pl is not a string',
    ])
  })
})

describe('Polish plurals', () => {
  const cases: [number, string, string][] = [
    [1, '1 uczeń', '1 zdjęcie'],
    [2, '2 uczniów', '2 zdjęcia'],
    [5, '5 uczniów', '5 zdjęć'],
    [12, '12 uczniów', '12 zdjęć'],
    [22, '22 uczniów', '22 zdjęcia'],
    [25, '25 uczniów', '25 zdjęć'],
  ]

  it.each(cases)('%d gives "%s" and "%s"', (count, pupils, photos) => {
    const polish = countsText.in('pl')
    expect(polish('pupils', { count })).toBe(pupils)
    expect(polish('photos', { count })).toBe(photos)
    // The staff area's and the server's Polish counts follow the same rules.
    expect(countOf(count, ['zdjęcie', 'zdjęcia', 'zdjęć'])).toBe(photos)
  })

  it('in English: one and other', () => {
    const english = countsText.in('en')
    expect([1, 2, 5].map((count) => english('photos', { count }))).toEqual([
      '1 photo',
      '2 photos',
      '5 photos',
    ])
  })
})

it('gives each language its own words', () => {
  expect(layoutText.in('pl')('skipLink')).toBe('Przejdź do treści')
  expect(layoutText.in('en')('skipLink')).toBe('Skip to content')
})
