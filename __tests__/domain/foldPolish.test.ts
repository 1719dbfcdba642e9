import { foldPolish } from '../../src/domain/foldPolish'

describe('foldPolish', () => {
  it('turns every Polish letter, small and capital, into its plain one, keeping case', () => {
    expect(foldPolish('Zażółć gęślą jaźń ĄĆĘŁŃÓŚŹŻ')).toBe('Zazolc gesla jazn ACELNOSZZ')
  })

  it('leaves other letters alone', () => {
    expect(foldPolish('Müller 123 o\u0301')).toBe('Müller 123 o\u0301')
  })
})
