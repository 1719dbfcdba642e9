import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { editMarkdown, parseMarkdown } from '../../server/content/markdownFile'
import { setTopLevelKeys } from '../../server/content/yamlText'

const REPO_CONTENT = path.resolve(__dirname, '../../content')

describe('setTopLevelKeys', () => {
  const text = [
    '# Ustawienia',
    'siteName: Szkoła # nazwa',
    'alert:',
    '  # alert, info albo none',
    '  kind: info',
    '  content: "Stara"',
    '',
    '# Linki',
    'social:',
    '  facebook: https://facebook.com/x',
    '',
  ].join('\n')

  it('rewrites only the keys it is given; comments, quotes and other keys stay', () => {
    const result = setTopLevelKeys(text, { alert: { kind: 'alert', content: 'Nowa: ważna' } })
    expect(result).toBe(
      [
        '# Ustawienia',
        'siteName: Szkoła # nazwa',
        'alert:',
        '  # alert, info albo none',
        '  kind: alert',
        "  content: 'Nowa: ważna'",
        '',
        '# Linki',
        'social:',
        '  facebook: https://facebook.com/x',
        '',
      ].join('\n'),
    )
  })

  it('adds a missing key at the end, and removes one given as undefined', () => {
    const added = setTopLevelKeys(text, { published: false })
    expect(added.endsWith('  facebook: https://facebook.com/x\npublished: false\n')).toBe(true)
    const removed = setTopLevelKeys(added, { published: undefined, alert: undefined })
    expect(load(removed)).toEqual({
      siteName: 'Szkoła',
      social: { facebook: 'https://facebook.com/x' },
    })
    expect(removed).toContain('# Linki')
  })

  it('keeps a comment beside a value it does not change, and a file of comments alone', () => {
    const album = 'title: "Jasełka" # tytuł\ndate: 2024-12-15\nhidden: []\n'
    expect(setTopLevelKeys(album, { hidden: ['03.jpg'] })).toBe(
      'title: "Jasełka" # tytuł\ndate: 2024-12-15\nhidden:\n  - 03.jpg\n',
    )
    expect(setTopLevelKeys('# tylko komentarz\n', { title: 'x' })).toBe(
      '# tylko komentarz\n\ntitle: x\n',
    )
  })

  it('writes text with line breaks as a | block', () => {
    const result = setTopLevelKeys('title: A\n', {
      faq: [{ question: 'Q?', answer: 'Jeden\nDwa\n' }],
    })
    expect(result).toBe('title: A\nfaq:\n  - question: Q?\n    answer: |\n      Jeden\n      Dwa\n')
  })
})

describe('markdown files', () => {
  it.each([
    'pages/najczestsze-pytania.md',
    'pages/skarbnik.md',
    'news/2024-11-25-andrzejki-2024.md',
  ])('are written back byte for byte when nothing changes: %s', (file) => {
    const text = readFileSync(path.join(REPO_CONTENT, file), 'utf8')
    const { data, body } = parseMarkdown(text)
    expect(
      editMarkdown(text, { title: data.title, ...(data.faq ? { faq: data.faq } : {}) }, body),
    ).toBe(text)
  })

  it('refuses a file without front matter', () => {
    expect(() => parseMarkdown('# Tytuł\n')).toThrow(/front matter/)
  })
})
