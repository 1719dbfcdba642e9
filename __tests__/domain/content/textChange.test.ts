import {
  excerptChange,
  EXCERPT_LENGTH,
  faqChange,
  titledTextChange,
  withChange,
} from '../../../src/domain/content/textChange'

describe('the changed part of a text, for the history', () => {
  it.each([
    {
      does: 'quotes only the changed words, with an ellipsis where the text goes on',
      before: 'Zajęcia zaczynają się o 9:00 w budynku szkoły.',
      after: 'Zajęcia zaczynają się o 9:30 w budynku szkoły.',
      excerpt: '„…9:00…” → „…9:30…”',
    },
    {
      does: 'shows an addition with the whole word before it, so it is never an empty quote',
      before: 'Zapisy trwają.',
      after: 'Zapisy trwają. Zapraszamy!',
      excerpt: '„…trwają.” → „…trwają. Zapraszamy!”',
    },
    {
      does: 'is empty when only spacing changed',
      before: 'Dzień  dobry\n',
      after: 'Dzień dobry',
      excerpt: '',
    },
  ])('$does', ({ before, after, excerpt }) => {
    expect(excerptChange(before, after)).toBe(excerpt)
  })

  it(`cuts a long change to ${EXCERPT_LENGTH} characters`, () => {
    const change = excerptChange('a', 'b'.repeat(100))
    expect(change).toBe(`„a” → „${'b'.repeat(EXCERPT_LENGTH)}…”`)
  })
})

describe('what a FAQ save changed', () => {
  const before = [
    { question: 'Kiedy są zajęcia?', answer: 'W soboty od 9:00.' },
    { question: 'Ile kosztuje nauka?', answer: 'Czesne podaje sekretariat.' },
    { question: 'Czy jest przerwa?', answer: 'Tak.' },
  ]

  it('names the questions added, changed and removed by their text', () => {
    const after = [
      { question: 'Kiedy są zajęcia?', answer: 'W soboty od 9:30.' },
      { question: 'Ile kosztuje nauka?', answer: 'Czesne podaje sekretariat.' },
      { question: 'Gdzie parkować?', answer: 'Na parkingu szkoły.' },
    ]
    expect(faqChange(before, after)).toBe(
      'zmieniono „Kiedy są zajęcia?”: „…9:00.” → „…9:30.”; dodano „Gdzie parkować?”; usunięto „Czy jest przerwa?”',
    )
  })

  it('says when only the order changed', () => {
    expect(faqChange(before, [...before].reverse())).toBe('zmieniono kolejność pytań')
  })

  it('is empty when nothing changed', () => {
    expect(faqChange(before, before)).toBe('')
  })
})

describe('what a page or news save changed', () => {
  it('says the title’s and the text’s change after the record’s name', () => {
    const before = { title: 'Dzień otwarty', body: 'Zapraszamy o 10:00.' }
    const after = { title: 'Dzień otwarty szkoły', body: 'Zapraszamy o 11:00.' }
    expect(withChange('Wiadomość „Dzień otwarty szkoły”', titledTextChange(before, after))).toBe(
      'Wiadomość „Dzień otwarty szkoły”: tytuł „…otwarty” → „…otwarty szkoły”; treść „…10:00.” → „…11:00.”',
    )
  })

  it('is the record’s name alone when nothing in it changed', () => {
    const same = { title: 'Skarbnik', body: 'Tekst.' }
    expect(withChange('Strona „Skarbnik”', titledTextChange(same, same))).toBe('Strona „Skarbnik”')
  })
})
