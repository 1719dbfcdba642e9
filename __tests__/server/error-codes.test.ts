// Issue #35: a public refusal answers stable codes with their values, the same in both languages,
// beside messages worded in the request's language, so that a client words it in its page's.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { refusalText } from '../../src/domain/apiErrorText'
import { family } from '../domain/enrollment/fixtures'
import { setUpServer } from './built-site'
import { child, enrolThrough } from './support/enrollments'
import { floodLimits } from './support/limits'

const server = setUpServer({ limits: floodLimits() })

const post = enrolThrough(server)
const enrol = (payload: unknown, language: string) => post(payload, { 'accept-language': language })

interface Refusal {
  code: string
  message: string
  formErrors: string[]
  inputErrors: Record<string, string[]>
  formErrorCodes: { code: string; params?: Record<string, unknown> }[]
  inputErrorCodes: Record<string, { code: string; params?: Record<string, unknown> }[]>
}

/** A family with errors of many kinds: missing, too long, a bad phone, the same phone twice. */
const wrong = family({
  erPhone: '',
  motherFirstName: 'A'.repeat(200),
  motherPhone: '12',
  fatherPhone: '(630) 555-0101',
  motherEmail: 'not-an-address',
  students: [child({ birthDate: '31-02-2015', level: 'klasa-99' })],
})

describe('a refused enrolment’s codes (issue #35)', () => {
  let polish: Refusal
  let english: Refusal
  beforeAll(async () => {
    polish = (await enrol(wrong, 'pl')).json<Refusal>()
    english = (await enrol(wrong, 'en')).json<Refusal>()
  })

  it('are the same in English and in Polish, while the messages follow the language', () => {
    expect(english.code).toBe('INVALID_FORM')
    expect(polish.code).toBe('INVALID_FORM')
    expect(english.message).not.toBe(polish.message)
    expect(Object.keys(english.inputErrors).length).toBeGreaterThan(2)
    expect(english.inputErrorCodes).toEqual(polish.inputErrorCodes)
    expect(english.formErrorCodes).toEqual(polish.formErrorCodes)
    expect(english.inputErrors['erPhone']).not.toEqual(polish.inputErrors['erPhone'])
  })

  it('name each field message’s catalog id and values, one code for each message', () => {
    for (const answer of [polish, english]) {
      expect(Object.keys(answer.inputErrorCodes).sort()).toEqual(
        Object.keys(answer.inputErrors).sort(),
      )
      for (const [field, messages] of Object.entries(answer.inputErrors))
        expect(answer.inputErrorCodes[field]).toHaveLength(messages.length)
    }
    expect(polish.inputErrorCodes['erPhone']).toEqual([{ code: 'required' }])
    expect(polish.inputErrorCodes['motherFirstName']).toContainEqual({
      code: 'max',
      params: { n: expect.any(Number) },
    })
    expect(polish.inputErrorCodes['motherPhone']).toContainEqual({
      code: 'phone',
      params: { example: '(630) 555-0101' },
    })
    expect(polish.inputErrorCodes['motherEmail']).toEqual([{ code: 'email' }])
    expect(polish.inputErrorCodes['student-0-birthDate']).toEqual([{ code: 'date' }])
  })

  it('names the other field of a "differs" rule by its name in the form, not its label', async () => {
    const same = family({ motherPhone: '(630) 555-0101', fatherPhone: '630-555-0101' })
    const answers = await Promise.all(
      ['pl', 'en'].map(async (language) => (await enrol(same, language)).json<Refusal>()),
    )
    expect(answers[0]!.inputErrorCodes['motherPhone']).toContainEqual({
      code: 'differ',
      params: { other: 'fatherPhone' },
    })
    expect(answers[1]!.inputErrorCodes).toEqual(answers[0]!.inputErrorCodes)
  })

  it('codes a form-level refusal too: an unknown field', async () => {
    const answers = await Promise.all(
      ['pl', 'en'].map(async (language) =>
        (await enrol({ ...family(), sneaky: 'x' }, language)).json<Refusal>(),
      ),
    )
    expect(answers[0]!.formErrorCodes).toEqual([
      { code: 'unknownFields', params: { unknown: 'sneaky' } },
    ])
    expect(answers[1]!.formErrorCodes).toEqual(answers[0]!.formErrorCodes)
    expect(answers[1]!.formErrors).not.toEqual(answers[0]!.formErrors)
  })

  it('is worded by the client from its code in either language, as the server words it', () => {
    expect(refusalText(polish, 'pl')).toBe(polish.message)
    expect(refusalText(polish, 'en')).toBe(english.message)
  })
})

describe('a refused upload’s values', () => {
  it('gives the largest size as bytes, which the client writes in its page’s language', async () => {
    const max = server.site.config.uploadMaxBytes
    const boundary = 'x-boundary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      ),
      Buffer.alloc(max + 10, 0x20),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(response.statusCode).toBe(413)
    const answer = response.json<{ code: string; message: string; params: { maxBytes: number } }>()
    expect(answer.code).toBe('FILE_TOO_LARGE')
    expect(answer.params).toEqual({ maxBytes: max })
    expect(refusalText(answer, 'pl')).toBe(answer.message)
    expect(refusalText(answer, 'en')).toMatch(
      /^The file is too large\. The largest size allowed is \d/,
    )
  })
})

it('documents every field-message code the enrolment answers (src/domain/api/)', () => {
  const schema = readFileSync(path.join(__dirname, '../../src/domain/api/schemas.ts'), 'utf8')
  for (const code of [
    'required',
    'max',
    'phone',
    'email',
    'date',
    'differ',
    'unknownFields',
    'FILE_TOO_LARGE',
  ])
    expect(schema).toContain(`\`${code}\``)
})
