import { confirmationText } from '../../../src/forms/enrollment/text'

describe('the confirmation page’s words', () => {
  it('says the confirmation was mailed only when the server mailed it', () => {
    expect(confirmationText('2026-0042', 'mail')).toBe(
      'Dziękujemy. Numer zgłoszenia: 2026-0042. Potwierdzenie wysłaliśmy na podane adresy e-mail.',
    )
  })

  it('says the office will send it when the server has no SMTP', () => {
    const text = confirmationText('2026-0042', 'office')
    expect(text).toContain('wyśle sekretariat szkoły')
    expect(text).not.toContain('wysłaliśmy')
  })
})
