import {
  initialEnrollmentState,
  initialEnrollmentValues,
  mergeEnrollmentValues,
  validateEnrollment,
} from '../../../src/domain/enrollment'
import { addFormError, emptyFormErrors, hasFormErrors } from '../../../src/domain/formErrors'
import { family, formErrors, inputErrors, student } from './fixtures'

describe('validateEnrollment', () => {
  it('returns the values of a valid form', () => {
    expect(validateEnrollment(family())).toEqual({ valid: true, value: family() })
  })

  it('fills in an optional field the body left out, as an empty text', () => {
    const { comments: _comments, ...withoutComments } = family()
    expect(validateEnrollment(withoutComments)).toEqual({ valid: true, value: family() })
  })

  it('reports a required field the body left out as required', () => {
    const { zip: _zip, ...withoutZip } = family()
    expect(inputErrors(withoutZip)).toEqual({ zip: ['Kod pocztowy jest wymagany'] })
  })

  it('returns formErrors and inputErrors keyed by the form’s field names', () => {
    const values = family({ motherEmail: 'anna@', students: [student({ birthDate: '' })] })
    expect(validateEnrollment(values)).toEqual({
      valid: false,
      errors: {
        formErrors: [],
        inputErrors: {
          motherEmail: ['E-mail matki nie jest poprawnym emailem'],
          'student-0-birthDate': ['Data urodzenia jest wymagana'],
        },
      },
    })
  })

  it('rejects a field the form does not have', () => {
    expect(formErrors({ ...family(), isAdmin: true })).toEqual([
      'Nieznane pole formularza: isAdmin',
    ])
  })

  it('names every unknown field', () => {
    expect(formErrors({ ...family(), a: 1, b: 2 })).toEqual(['Nieznane pola formularza: a, b'])
  })

  it('rejects an unknown field inside a student', () => {
    const values = { ...family(), students: [{ ...student(), grade: 'A' }] }
    expect(formErrors(values)).toEqual(['Nieznane pole formularza: grade'])
  })

  it.each([null, undefined, 'x', 42, []])('rejects a body that is no form: %p', (body) => {
    expect(validateEnrollment(body)).toEqual({
      valid: false,
      errors: { formErrors: ['Nieprawidłowe dane formularza.'], inputErrors: {} },
    })
  })

  it('does not cast: a number where text belongs is "Invalid field value"', () => {
    expect(inputErrors({ ...family(), zip: 60148 })).toEqual({ zip: ['Invalid field value'] })
  })
})

describe('the initial values (SPEC.md §3, §9)', () => {
  it('are empty but for state IL, photo Y and one student born in the USA taking all classes', () => {
    const values = initialEnrollmentValues()
    const filled = Object.entries(values).filter(([, value]) => value !== '')
    expect(Object.fromEntries(filled)).toEqual({
      state: 'IL',
      photo: 'Y',
      students: [
        {
          firstName: '',
          lastName: '',
          birthDate: '',
          birthCountry: 'USA',
          level: '',
          buildingId: '',
          subjects: 'full',
          comments: '',
        },
      ],
    })
  })

  it('are fresh on every call', () => {
    expect(initialEnrollmentValues().students).not.toBe(initialEnrollmentValues().students)
  })

  it('start in the phase "info"', () => {
    expect(initialEnrollmentState().phase).toBe('info')
  })

  it('merge with new values overriding old (SPEC.md §4 "Enrollment phase")', () => {
    const merged = mergeEnrollmentValues(family(), { city: 'Chicago' })
    expect(merged).toEqual({ ...family(), city: 'Chicago' })
  })
})

describe('the form error payload', () => {
  it('keeps each message once, under its field or for the whole form', () => {
    const errors = emptyFormErrors()
    expect(hasFormErrors(errors)).toBe(false)
    addFormError(errors, 'zip', 'Kod pocztowy jest wymagany')
    addFormError(errors, 'zip', 'Kod pocztowy jest wymagany')
    addFormError(errors, undefined, 'Nieprawidłowe dane formularza.')
    expect(errors).toEqual({
      formErrors: ['Nieprawidłowe dane formularza.'],
      inputErrors: { zip: ['Kod pocztowy jest wymagany'] },
    })
    expect(hasFormErrors(errors)).toBe(true)
  })
})
