import {
  ENROLLMENT_HINTS,
  ENROLLMENT_LABELS,
  FALLBACK_MESSAGE,
  STUDENT_LABELS,
  maxMessage,
  messageName,
  phoneMessage,
  requiredMessage,
} from '../../../src/domain/enrollment'

describe('the field name in messages (SPEC.md §5)', () => {
  const field = { validationName: 'Imię matki', label: 'Imię', name: 'mf', type: 'text' }

  it.each([
    ['validationName', field, 'Imię matki'],
    ['label', { ...field, validationName: undefined }, 'Imię'],
    ['name', { name: 'motherFirstName', type: 'text' }, 'motherFirstName'],
    ['type', { type: 'text' }, 'text'],
  ])(
    'is taken in order from validationName, label, name, type: here %s, %j',
    (_from, label, name) => {
      expect(messageName({ ...label, gender: 'n' })).toBe(name)
    },
  )

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
  it('is "powinien być nie dłuższy" for masculine names', () => {
    expect(maxMessage({ label: 'Adres', gender: 'm' }, 100)).toBe(
      'Adres powinien być nie dłuższy niż 100 znaków',
    )
  })

  it('is "powinno być nie dłuższe" for neuter names, as the mother\'s first name', () => {
    expect(maxMessage({ label: 'Miasto', gender: 'n' }, 35)).toBe(
      'Miasto powinno być nie dłuższe niż 35 znaków',
    )
    expect(maxMessage(ENROLLMENT_LABELS.motherFirstName, 35)).toBe(
      'Imię matki powinno być nie dłuższe niż 35 znaków',
    )
  })

  it('is "powinna być nie dłuższa" for feminine names', () => {
    expect(maxMessage({ label: 'Ulica', gender: 'f' }, 75)).toBe(
      'Ulica powinna być nie dłuższa niż 75 znaków',
    )
  })
})

describe('the phone message, inflected by gender', () => {
  it('agrees with the name: "Telefon … powinien", a feminine name "powinna"', () => {
    expect(phoneMessage(ENROLLMENT_LABELS.erPhone)).toBe(
      'Telefon awaryjny powinien być poprawnym numerem telefonu, np. (630) 555-0101',
    )
    expect(phoneMessage({ label: 'Komórka', gender: 'f' })).toBe(
      'Komórka powinna być poprawnym numerem telefonu, np. (630) 555-0101',
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
