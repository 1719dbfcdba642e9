import { LIMITS } from '../../../src/domain/enrollment'
import { emailOfLength, errorsWith, repeat } from './fixtures'

// One table for every field's longest value, in the form's order of people, so a new limit is
// one more row.
describe('the longest values (SPEC.md §9)', () => {
  it.each([
    ['motherFirstName', LIMITS.firstName, 'Imię matki powinno być nie dłuższe niż 35 znaków'],
    ['motherLastName', LIMITS.lastName, 'Nazwisko matki powinno być nie dłuższe niż 75 znaków'],
    ['fatherFirstName', LIMITS.firstName, 'Imię ojca powinno być nie dłuższe niż 35 znaków'],
    ['fatherLastName', LIMITS.lastName, 'Nazwisko ojca powinno być nie dłuższe niż 75 znaków'],
    [
      'erFirstName',
      LIMITS.firstName,
      'Imię osoby kontaktowej powinno być nie dłuższe niż 35 znaków',
    ],
    [
      'erLastName',
      LIMITS.lastName,
      'Nazwisko osoby kontaktowej powinno być nie dłuższe niż 75 znaków',
    ],
    ['student-0-firstName', LIMITS.firstName, 'Imię ucznia powinno być nie dłuższe niż 35 znaków'],
    [
      'student-0-lastName',
      LIMITS.lastName,
      'Nazwisko ucznia powinno być nie dłuższe niż 75 znaków',
    ],
    ['student-0-comments', LIMITS.comments, 'Komentarz powinien być nie dłuższy niż 2000 znaków'],
    ['address', LIMITS.addressMax, 'Adres powinien być nie dłuższy niż 100 znaków'],
    ['city', LIMITS.city, 'Miasto powinno być nie dłuższe niż 35 znaków'],
    ['comments', LIMITS.comments, 'Komentarz powinien być nie dłuższy niż 2000 znaków'],
  ])('allows %s up to %i characters, then says "%s"', (field, limit, message) => {
    expect(errorsWith(field, repeat(limit))).toEqual([])
    expect(errorsWith(field, repeat(limit + 1))).toEqual([message])
  })

  it.each([
    ['motherEmail', 'E-mail matki powinien być nie dłuższy niż 75 znaków'],
    ['fatherEmail', 'E-mail ojca powinien być nie dłuższy niż 75 znaków'],
    ['erEmail', 'E-mail osoby kontaktowej powinien być nie dłuższy niż 75 znaków'],
  ])('allows %s of up to 75 characters, then says "%s"', (field, message) => {
    expect(errorsWith(field, emailOfLength(LIMITS.email))).toEqual([])
    expect(errorsWith(field, emailOfLength(LIMITS.email + 1))).toEqual([message])
  })
})
