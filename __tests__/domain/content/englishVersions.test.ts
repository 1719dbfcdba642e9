import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import {
  contentErrors,
  contentKindOf,
  contentLanguageOf,
  contentSlugOf,
  englishPathOf,
  englishVersionProblems,
  polishPathOf,
} from '../../../src/domain/content/kinds'

// Issue #35: `content/<dir>/<name>.en.md` is the English version of `<name>.md`.
describe('English versions of content files', () => {
  it.each([
    ['pages/oplaty-za-szkole.en.md', 'page', 'oplaty-za-szkole'],
    ['sections/home.en.md', 'section', 'home'],
    ['news/2025-09-06-start.en.md', 'news', 'start'],
    ['homework/812.en.md', 'homework', '812'],
    ['bulletins/2025-10-01-pazdziernik.en.md', 'bulletin', 'pazdziernik'],
  ])('knows %s as the English %s "%s"', (file, kind, slug) => {
    expect(contentKindOf(file)?.kind).toBe(kind)
    expect(contentSlugOf(file)).toBe(slug)
    expect(contentLanguageOf(file)).toBe('en')
    expect(contentLanguageOf(polishPathOf(file))).toBe('pl')
    expect(englishPathOf(polishPathOf(file))).toBe(file)
  })

  it('knows no kind for an English file in the wrong place', () => {
    expect(contentKindOf('news/start.en.md')).toBeUndefined()
    expect(contentKindOf('pages/.en.md')).toBeUndefined()
  })

  it('accepts the text fields, with only the title required', () => {
    expect(contentErrors('news/2025-09-06-start.en.md', { title: 'Start' })).toEqual([])
    expect(
      contentErrors('news/2025-09-06-start.en.md', { title: 'Start', summary: 'S', imageAlt: 'A' }),
    ).toEqual([])
    expect(contentErrors('homework/812.en.md', { title: 'Reading' })).toEqual([])
    expect(contentErrors('sections/home.en.md', {})).toEqual(['title: is required'])
  })

  it('names a field that is not text of the kind, and a text of the wrong type', () => {
    expect(
      contentErrors('news/2025-09-06-start.en.md', { title: 'Start', date: '2025-09-06' }),
    ).toEqual([
      'date: is not a field of an English version, which holds only the text (title, summary, imageAlt); the other fields come from the Polish file',
    ])
    expect(contentErrors('pages/skarbnik.en.md', { title: 3 })).toEqual(['title: must be text'])
    expect(contentErrors('homework/812.en.md', { title: 'R', class: 'klasa-3' })).toHaveLength(1)
  })

  it('checks the special pages’ lists item by item', () => {
    expect(
      contentErrors('pages/najczestsze-pytania.en.md', {
        title: 'FAQ',
        faq: [{ question: 'Q?', answer: 'A.' }, { question: 'Q2?' }],
      }),
    ).toEqual(['faq[1].answer: is required'])
    expect(
      contentErrors('pages/komitet-rodzicielski.en.md', {
        title: 'Parent Committee',
        members: [{ role: 'Chair', name: 'Anna K.' }],
      }),
    ).toEqual([
      'members[0].name: is not a field of an English version, which holds only the text (role); the other fields come from the Polish file',
    ])
    expect(
      contentErrors('pages/sponsors.en.md', {
        title: 'Sponsors',
        sponsors: [{ description: 'A bakery' }],
      }),
    ).toEqual([])
    expect(contentErrors('pages/skarbnik.en.md', { title: 'T', faq: [] })[0]).toMatch(
      /^faq: is not/,
    )
  })

  it('rejects an English version of a page the site does not have', () => {
    expect(contentErrors('pages/nowa.en.md', { title: 'New' })[0]).toMatch(
      /^the file name: the site has no page "nowa"/,
    )
  })

  it('accepts every English version under content/', () => {
    const root = path.resolve('content')
    const files = ['pages', 'sections', 'news', 'homework', 'bulletins'].flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((name) => name.endsWith('.en.md'))
        .map((name) => `${dir}/${name}`),
    )
    expect(files.length).toBeGreaterThan(30)
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8')
      const front = load(text.split(/^---$/m)[1] ?? '')
      expect([file, contentErrors(file, front)]).toEqual([file, []])
      expect(readdirSync(path.join(root, path.dirname(file)))).toContain(
        path.basename(polishPathOf(file)),
      )
    }
  })
})

describe('englishVersionProblems', () => {
  it('names an English file without its Polish file, and a list longer than the Polish one', () => {
    expect(
      englishVersionProblems([
        { file: 'pages/skarbnik.en.md' },
        { file: 'pages/sponsors.md', lists: { sponsors: 2 } },
        { file: 'pages/sponsors.en.md', lists: { sponsors: 3 } },
        { file: 'news/2025-09-06-start.md' },
        { file: 'news/2025-09-06-start.en.md' },
      ]),
    ).toEqual([
      {
        file: 'pages/skarbnik.en.md',
        message:
          'is an English version of content/pages/skarbnik.md, which does not exist (write the Polish file first, or delete this one)',
      },
      {
        file: 'pages/sponsors.en.md',
        message:
          'sponsors: has 3 items but content/pages/sponsors.md has 2; the English items are matched to the Polish ones by position',
      },
    ])
  })
})
