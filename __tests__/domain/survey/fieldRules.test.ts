// The rules each answer keeps when filled, in either mode: required or not, a bad value is refused.
import { LIMITS } from '../../../src/domain/enrollment'
import type { SurveyField, SurveyValues } from '../../../src/domain/survey'
import { emailOfLength, repeat } from '../enrollment/fixtures'
import { errorsOf, newFamily, returningFamily } from './fixtures'

// The birth date's messages, each given to two values.
const OUTSIDE = 'Data urodzenia dziecka musi mieścić się w przedziale od 2007-01-01 do 2022-09-01'
const NOT_A_DATE = 'Data urodzenia dziecka musi być poprawną datą w formacie RRRR-MM-DD'

type Vector = [SurveyField, unknown, string[]]

const VECTORS: Vector[] = [
  ['motherEmail', 'Anna.Nowak+szkola@example.co.uk', []],
  ['motherEmail', emailOfLength(LIMITS.email), []],
  [
    'motherEmail',
    emailOfLength(LIMITS.email + 1),
    ['E-mail matki powinien być nie dłuższy niż 75 znaków'],
  ],
  ['motherEmail', 'anna@', ['E-mail matki nie jest poprawnym emailem']],
  ['motherEmail', 'anna@localhost', ['E-mail matki nie jest poprawnym emailem']],
  ['fatherEmail', 'piotr.example.com', ['E-mail ojca nie jest poprawnym emailem']],
  ['fatherEmail', emailOfLength(76), ['E-mail ojca powinien być nie dłuższy niż 75 znaków']],
  ['contactEmail', 'rodzina@', ['E-mail kontaktowy nie jest poprawnym emailem']],
  ['contactEmail', emailOfLength(76), ['E-mail kontaktowy powinien być nie dłuższy niż 75 znaków']],
  ['contactEmail', 42, ['Invalid field value']],
  ['motherPhone', '(630) 555-0199', []],
  ['motherPhone', '630-555-0199', []],
  ['motherPhone', '6305550199', []],
  ['motherPhone', '(630)555-0199', []],
  ['fatherPhone', '630 555 0199', []],
  ['fatherPhone', '+1-630-555-0199', []],
  [
    'motherPhone',
    '555-0199',
    ['Telefon matki powinien być poprawnym numerem telefonu, np. (630) 555-0101'],
  ],
  [
    'fatherPhone',
    '630-555-019',
    ['Telefon ojca powinien być poprawnym numerem telefonu, np. (630) 555-0101'],
  ],
  ['street', '1 Elm', []],
  ['street', repeat(LIMITS.addressMax), []],
  ['street', '12 A', ['Adres musi mieć przynajmniej 5 znaków.']],
  ['street', repeat(101), ['Adres powinien być nie dłuższy niż 100 znaków']],
  ['postalCode', '60148', []],
  ['postalCode', '6014', ['Kod pocztowy musi mieć dokładnie 5 znaków']],
  ['postalCode', '601480', ['Kod pocztowy musi mieć dokładnie 5 znaków']],
  ['postalCode', 'abcde', ['Kod pocztowy musi być liczbą.']],
  [
    'postalCode',
    '60148-1234',
    ['Kod pocztowy musi być liczbą.', 'Kod pocztowy musi mieć dokładnie 5 znaków'],
  ],
  ['birthPlace', 'Stalowa Wola', []],
  ['birthPlace', repeat(76), ['Miejsce urodzenia dziecka powinno być nie dłuższe niż 75 znaków']],
  ['birthDate', '2007-01-01', []],
  ['birthDate', '2022-09-01', []],
  ['birthDate', '2006-12-31', [OUTSIDE]],
  ['birthDate', '2022-09-02', [OUTSIDE]],
  ['birthDate', '2015-02-30', [NOT_A_DATE]],
  ['birthDate', '05/05/2015', [NOT_A_DATE]],
  ['birthCountry', 'Polska', []],
  ['birthCountry', repeat(76), ['Kraj urodzenia dziecka powinien być nie dłuższy niż 75 znaków']],
  ['level', 'zerowka', []],
  ['level', 'liceum-4', []],
  ['level', 'Klasa 3', ['Klasa ma niedozwoloną wartość']],
  ['buildingId', '2', []],
  ['buildingId', 'A', ['Zmiana ma niedozwoloną wartość']],
  ['buildingId', 1, ['Invalid field value']],
  ['subjects', 'full', []],
  ['subjects', 'religia', []],
  ['subjects', 'wolny', []],
  ['subjects', 'wszystko', ['Rodzaj zajęć ma niedozwoloną wartość']],
  ['parentDuty', '1', []],
  ['parentDuty', 'tak', ['Deklaracja dyżurów rodziców ma niedozwoloną wartość']],
  ['parentDuty', 1, ['Invalid field value']],
  ['comments', repeat(LIMITS.comments), []],
  ['comments', repeat(2001), ['Komentarz powinien być nie dłuższy niż 2000 znaków']],
  ['comments', null, ['Invalid field value']],
]

describe.each([
  ['a new family', newFamily],
  ['a returning family', returningFamily],
])('for %s', (_, answers) => {
  it.each(VECTORS)('%s = %p gives %p', (field, value, messages) => {
    expect(errorsOf({ ...answers(), [field]: value }, field)).toEqual(messages)
  })
})

describe('the returning families’ questions', () => {
  it.each<[keyof SurveyValues, unknown, string[]]>([
    ['opinion', '1', []],
    ['opinion', '5', []],
    ['opinion', '0', ['Opinia o szkole ma niedozwoloną wartość']],
    ['opinion', '6', ['Opinia o szkole ma niedozwoloną wartość']],
    ['opinion', '3.5', ['Opinia o szkole ma niedozwoloną wartość']],
    ['opinion', 4, ['Invalid field value']],
    ['continuation', 'tak', []],
    ['continuation', 'nie', []],
    ['continuation', 'nie-wiem', []],
    ['continuation', 'maybe', ['Deklaracja kontynuacji nauki ma niedozwoloną wartość']],
  ])('%s = %p gives %p', (field, value, messages) => {
    expect(errorsOf({ ...returningFamily(), [field]: value }, field)).toEqual(messages)
  })
})
