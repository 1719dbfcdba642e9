import {
  ENROLLMENT_HINTS,
  ENROLLMENT_LABELS,
  FALLBACK_MESSAGE,
  STUDENT_LABELS,
  maxMessage,
  messageName,
  requiredMessage,
} from '../../../src/domain/enrollment'

describe('the field name in messages (SPEC.md §5)', () => {
  it('is taken in order from validationName, label, name, type', () => {
    const field = { validationName: 'Imię matki', label: 'Imię', name: 'mf', type: 'text' }
    expect(messageName({ ...field, gender: 'n' })).toBe('Imię matki')
    expect(messageName({ ...field, validationName: undefined, gender: 'n' })).toBe('Imię')
    expect(messageName({ name: 'motherFirstName', type: 'text', gender: 'n' })).toBe(
      'motherFirstName',
    )
    expect(messageName({ type: 'text', gender: 'n' })).toBe('text')
  })

  it('names the mother’s first name "Imię matki" though the form labels it "Imię"', () => {
    expect(ENROLLMENT_LABELS.motherFirstName.label).toBe('Imię')
    expect(requiredMessage(ENROLLMENT_LABELS.motherFirstName)).toBe('Imię matki jest wymagane')
  })
})

describe('the required message, inflected by gender', () => {
  it('is "wymagane" for neuter names', () => {
    expect(requiredMessage({ label: 'Nazwisko', gender: 'n' })).toBe('Nazwisko jest wymagane')
  })

  it('is "wymagany" for masculine names', () => {
    expect(requiredMessage({ label: 'Telefon', gender: 'm' })).toBe('Telefon jest wymagany')
  })

  it('is "wymagana" for feminine names such as the shift, "Zmiana"', () => {
    expect(requiredMessage(STUDENT_LABELS.buildingId)).toBe('Zmiana jest wymagana')
  })
})

describe('the max message, inflected by gender', () => {
  it('is "dłuższy" for masculine and neuter names', () => {
    expect(maxMessage({ label: 'Adres', gender: 'm' }, 100)).toBe(
      'Adres powinien być nie dłuższy niż 100 znaków',
    )
    expect(maxMessage({ label: 'Miasto', gender: 'n' }, 35)).toBe(
      'Miasto powinien być nie dłuższy niż 35 znaków',
    )
  })

  it('is "dłuższa" for feminine names', () => {
    expect(maxMessage({ label: 'Ulica', gender: 'f' }, 75)).toBe(
      'Ulica powinien być nie dłuższa niż 75 znaków',
    )
  })
})

describe('the fallback message', () => {
  it('is "Invalid field value"', () => {
    expect(FALLBACK_MESSAGE).toBe('Invalid field value')
  })
})

describe('the hints (SPEC.md §5 "Hints")', () => {
  it('tell each phone to differ from the other two', () => {
    expect(ENROLLMENT_HINTS.motherPhone).toBe(
      'Powinien różnić się od telefonu ojca i telefonu awaryjnego.',
    )
    expect(ENROLLMENT_HINTS.fatherPhone).toBe(
      'Powinien różnić się od telefonu matki i telefonu awaryjnego.',
    )
    expect(ENROLLMENT_HINTS.erPhone).toBe('Powinien różnić się od telefonów matki i ojca.')
  })

  it('tell the e-mails to differ between the parents', () => {
    expect(ENROLLMENT_HINTS.motherEmail).toBe('Powinien różnić się od e-maila ojca.')
    expect(ENROLLMENT_HINTS.fatherEmail).toBe('Powinien różnić się od e-maila matki.')
  })
})
