import {
  excerptParts,
  fromIndexForm,
  searchablePageUrl,
  toIndexForm,
} from '../../src/domain/search'

describe('searchablePageUrl', () => {
  it.each([
    ['index.html', '/'],
    ['en/index.html', '/en/'],
    ['en/wiadomosci/zebranie/index.html', '/en/wiadomosci/zebranie/'],
    ['wiadomosci/zebranie/index.html', '/wiadomosci/zebranie/'],
    [
      'galeria-zdjec/rok-szkolny-2024-2025/jaselka/index.html',
      '/galeria-zdjec/rok-szkolny-2024-2025/jaselka/',
    ],
  ])('gives the address of each public page: %s is %s', (file, url) => {
    expect(searchablePageUrl(file)).toBe(url)
  })

  it('leaves out the staff area, the not-found page and files that are not pages', () => {
    expect(searchablePageUrl('gazda/index.html')).toBeNull()
    expect(searchablePageUrl('gazda/enrollment/index.html')).toBeNull()
    expect(searchablePageUrl('404/index.html')).toBeNull()
    expect(searchablePageUrl('en/404/index.html')).toBeNull()
    expect(searchablePageUrl('404.html')).toBeNull()
    expect(searchablePageUrl('pagefind/playground/index.html')).toBeNull()
    expect(searchablePageUrl('static/file.pdf')).toBeNull()
  })

  it('keeps a page whose name only starts like an excluded one', () => {
    expect(searchablePageUrl('gazdowie/index.html')).toBe('/gazdowie/')
  })
})

describe('the folding of "ł"', () => {
  it('writes ł as l with a combining stroke, which search folds to l', () => {
    expect(toIndexForm('Szkoła Łukasza').normalize('NFD').replace(/\p{M}/gu, '')).toBe(
      'Szkola Lukasza',
    )
  })

  it('turns the index form back into the text as written', () => {
    const text = 'Łukasz był w szkole, zajęcia się odbyły'
    expect(fromIndexForm(toIndexForm(text))).toBe(text)
  })
})

describe('excerptParts', () => {
  it('splits an excerpt into plain and matched parts', () => {
    expect(excerptParts('Kalendarz <mark>zajęć.</mark> Soboty z <mark>zajęciami</mark>')).toEqual([
      { text: 'Kalendarz ', marked: false },
      { text: 'zajęć.', marked: true },
      { text: ' Soboty z ', marked: false },
      { text: 'zajęciami', marked: true },
    ])
  })

  it('decodes escaped text and drops any other tag', () => {
    expect(excerptParts('&lt;b&gt; &amp; <i>x</i> &quot;y&quot; &#39;z&#39;')).toEqual([
      { text: `<b> & x "y" 'z'`, marked: false },
    ])
  })

  it('shows ł from the index form', () => {
    expect(excerptParts('<mark>szkol\u0335a</mark>')).toEqual([{ text: 'szkoła', marked: true }])
  })
})
