import {
  formatDate,
  formatDateWithWeekday,
  formatMonth,
  formatShortDate,
} from '../../../src/domain/dates'
import {
  languageOfPath,
  pathIn,
  prefersEnglish,
  sourcePath,
} from '../../../src/domain/i18n/languages'

describe('the English pages keep the Polish path after /en/ (issue #35)', () => {
  it.each([
    ['/', 'pl', '/', '/en/'],
    ['/en/', 'en', '/', '/en/'],
    ['/zapisy-do-szkoly/', 'pl', '/zapisy-do-szkoly/', '/en/zapisy-do-szkoly/'],
    [
      '/en/zadania-domowe/?klasa=klasa-3',
      'en',
      '/zadania-domowe/?klasa=klasa-3',
      '/en/zadania-domowe/?klasa=klasa-3',
    ],
    ['/enrol/', 'pl', '/enrol/', '/en/enrol/'],
  ])('%s', (path, language, polish, english) => {
    expect(languageOfPath(path)).toBe(language)
    expect(pathIn(path, 'pl')).toBe(polish)
    expect(pathIn(path, 'en')).toBe(english)
    expect(sourcePath(pathIn(path, 'en'))).toBe(polish)
  })

  it('leaves addresses that are not site paths alone', () => {
    for (const address of ['https://example.org/', 'mailto:biuro@example.org', '#tresc', '//cdn/x'])
      expect(pathIn(address, 'en')).toBe(address)
  })
})

describe('dates on the English pages', () => {
  it('are written as an American reads them', () => {
    expect(formatDate('2025-09-06', 'en')).toBe('September 6, 2025')
    expect(formatShortDate('2025-09-06', 'en')).toBe('9/6/2025')
    expect(formatDateWithWeekday('2025-09-06', 'en')).toBe('Saturday, September 6, 2025')
    expect(formatMonth('2025-09', 'en')).toBe('September 2025')
    expect(formatDateWithWeekday('2025-09-06')).toBe('sobota, 6 września 2025')
  })
})

describe('a browser that reads English', () => {
  it.each([
    [['en-US', 'en'], true],
    [['en-GB'], true],
    [['en-US', 'pl'], false],
    [['pl-PL', 'en-US'], false],
    [['es-MX', 'en'], false],
    [[], false],
  ])('%j: %s', (languages, expected) => {
    expect(prefersEnglish(languages)).toBe(expected)
  })
})
