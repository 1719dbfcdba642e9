// Issue #35: a survey answered on the English page is refused in English and stored as English;
// without the header (or with Polish) it is refused in Polish, as before, and stored as Polish.
// The real server on PGlite (PostgreSQL with TEST_DATABASE_URL).
import { surveyAnswers } from '../../server/db/schema'
import { newFamily, returningFamily } from '../domain/survey/fixtures'
import { setUpServer } from './built-site'
import { floodLimits } from './support/limits'
import { storedLanguage } from './support/storedLanguage'

const server = setUpServer({ limits: floodLimits() })

const answer = (payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/surveys/zapisy',
    payload: payload as object,
    headers,
  })

type Refusal = { message: string; inputErrors: Record<string, string[]>; formErrors: string[] }

const languageOf = (id: number) => storedLanguage(server.app, surveyAnswers, surveyAnswers.id, id)

/** Polish letters and words an English message must not hold. */
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„]|\b(jest|wymagan\w*|musi|powinien|powinna|Pole|Podaj|Proszę)\b/

const EMPTY_RETURNING = returningFamily({
  familyName: '',
  contactEmail: '',
  birthPlace: '',
  birthDate: '',
  level: '',
  buildingId: '',
  opinion: '',
  continuation: '',
  parentDuty: '0',
})

describe('POST /api/surveys/zapisy in the page’s language', () => {
  it('refuses an English page’s survey in English', async () => {
    const response = await answer(EMPTY_RETURNING, { 'accept-language': 'en' })
    expect(response.statusCode).toBe(400)
    const refusal = response.json<Refusal>()
    expect(refusal.message).toBe('The form has errors. Please correct the marked fields.')
    expect(refusal.inputErrors).toMatchObject({
      familyName: ['Family name is required.'],
      opinion: ['Your opinion of the school is required.'],
      parentDuty: ['Please accept the parent duty pledge.'],
      contactEmail: [
        'Please give at least one contact: a parent’s email or phone, or a contact email.',
      ],
    })
    const messages = Object.values(refusal.inputErrors).flat()
    expect(messages.length).toBeGreaterThanOrEqual(8)
    expect(messages.filter((message) => POLISH.test(message))).toEqual([])
  })

  it('refuses a class and a session the school does not offer in English', async () => {
    const response = await answer(returningFamily({ level: 'klasa-99', buildingId: '99' }), {
      'accept-language': 'en-US,en;q=0.9',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<Refusal>().inputErrors).toEqual({
      level: ['Class has a value that is not allowed.'],
      buildingId: ['Session has a value that is not allowed.'],
    })
  })

  it('answers the same codes in both languages, one per message', async () => {
    type Coded = Refusal & { inputErrorCodes: Record<string, { code: string }[]> }
    const english = (await answer(EMPTY_RETURNING, { 'accept-language': 'en' })).json<Coded>()
    const polish = (await answer(EMPTY_RETURNING)).json<Coded>()
    expect(english.inputErrorCodes).toEqual(polish.inputErrorCodes)
    expect(Object.keys(english.inputErrorCodes).sort()).toEqual(
      Object.keys(english.inputErrors).sort(),
    )
    expect(english.inputErrorCodes.familyName).toEqual([
      expect.objectContaining({ code: 'required' }),
    ])
  })

  it('refuses a Polish page’s survey in Polish, as before', async () => {
    for (const headers of [{ 'accept-language': 'pl' }, {}] as Record<string, string>[]) {
      const response = await answer(EMPTY_RETURNING, headers)
      const refusal = response.json<Refusal>()
      expect(refusal.message).toBe('Formularz zawiera błędy. Popraw zaznaczone pola.')
      expect(refusal.inputErrors).toMatchObject({
        familyName: ['Nazwisko rodziny jest wymagane'],
        opinion: ['Opinia o szkole jest wymagana'],
        parentDuty: ['Proszę zaakceptować deklarację dyżurów rodziców.'],
        contactEmail: [
          'Podaj co najmniej jeden kontakt: e-mail lub telefon jednego z rodziców albo e-mail kontaktowy.',
        ],
      })
    }
    const choices = await answer(returningFamily({ level: 'klasa-99', buildingId: '99' }))
    expect(choices.json<Refusal>().inputErrors).toEqual({
      level: ['Klasa ma niedozwoloną wartość'],
      buildingId: ['Zmiana ma niedozwoloną wartość'],
    })
  })

  it('stores the language the survey was answered in, Polish without one', async () => {
    const english = await answer(newFamily(), {
      'accept-language': 'en',
      'idempotency-key': 'survey-en-1',
    })
    expect(english.statusCode).toBe(201)
    expect(await languageOf(english.json<{ id: number }>().id)).toBe('en')
    const polish = await answer(returningFamily(), { 'idempotency-key': 'survey-pl-1' })
    expect(polish.statusCode).toBe(201)
    expect(await languageOf(polish.json<{ id: number }>().id)).toBe('pl')
  })
})
