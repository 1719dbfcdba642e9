import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { enrollments, idempotencyKeys, students, surveyAnswers } from '../../server/db/schema'
import { newFamily, returningFamily } from '../domain/survey/fixtures'
import { loadOfficeContact } from '../../server/content/office'
import { setUpServer } from './built-site'
import { child, enrolThrough, oneChildFamily } from './support/enrollments'
import { floodLimits } from './support/limits'
import { expectFieldRefusal } from './support/refusals'

// Every test here sends from one address, more than issue #17's limits let through.
const server = setUpServer({ limits: floodLimits() })

const enrol = enrolThrough(server)

const count = async () => ({
  enrollments: (await server.app.db.select().from(enrollments)).length,
  students: (await server.app.db.select().from(students)).length,
})

const outbox = () => path.join(server.site.config.dataDir, 'outbox')
const outboxFiles = () => {
  try {
    return readdirSync(outbox()).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
}
/** The outbox's mails that mention a text, once `n` of them are there (sending is not awaited). */
const mailsAbout = async (text: string, n: number) => {
  const read = () =>
    outboxFiles()
      .map((file) => readFileSync(path.join(outbox(), file), 'utf8'))
      .filter((mail) => mail.includes(text))
  for (let i = 0; i < 100 && read().length < n; i += 1) await new Promise((r) => setTimeout(r, 50))
  return read()
}

/** A mail's text as read: quoted-printable lines joined and decoded (nodemailer's encoding). */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

describe('POST /api/enrollments', () => {
  it('refuses a student’s field the form does not describe, so nothing foreign reaches its details', async () => {
    const before = await count()
    const hostile = { ...child(), '<img src=x onerror=alert(1)>': 'x', __proto__x: '1' }
    const response = await enrol(oneChildFamily({ students: [hostile] }))
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toMatch(/Nieznane pol/)
    expect(await count()).toEqual(before)
  })

  it('stores the family with every student and answers 201 with the enrolment number', async () => {
    const before = await count()
    const response = await enrol(
      oneChildFamily({
        students: [
          child(),
          child({ firstName: 'Tomek', birthDate: '2013-02-02', level: 'klasa-5' }),
        ],
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().number).toMatch(/^\d{4}-\d{4}$/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(await count()).toEqual({
      enrollments: before.enrollments + 1,
      students: before.students + 2,
    })
  })

  it('sends the parents a confirmation and the office a notice, written to the outbox without SMTP', async () => {
    const response = await enrol(
      oneChildFamily({ students: [child({ firstName: 'Zuzia', birthDate: '2016-06-06' })] }),
    )
    const mails = await mailsAbout(response.json().number, 2)
    expect(mails).toHaveLength(2)
    expect(mails.some((mail) => /^To: anna@example\.com, piotr@example\.com/m.test(mail))).toBe(
      true,
    )
    expect(mails.some((mail) => /^To: sekretariat@polskaszkolalombard\.org/m.test(mail))).toBe(true)
  })

  it('lets the parents answer the office: Reply-To, its e-mail and phone, and what comes next, from content/office/ (issue #33)', async () => {
    const office = loadOfficeContact(server.site.config.contentDir, 'nie-ten@example.org')
    expect(office.phone).not.toBe('')
    const response = await enrol(oneChildFamily({ students: [child({ firstName: 'Tosia' })] }))
    const mails = (await mailsAbout(response.json().number, 2)).map(readable)
    const parents = mails.find((mail) => mail.includes('Tosia'))!
    expect(parents).toMatch(new RegExp(`^Reply-To: ${office.email.replace(/\./g, '\\.')}\r?$`, 'm'))
    expect(parents).toContain(`E-mail: ${office.email}`)
    expect(parents).toContain(`Telefon: ${office.phone}`)
    expect(parents).toContain(office.nextSteps.split('\n')[0]!.slice(0, 40))
    expect(parents).toContain(`${server.site.config.siteUrl}/pages/oplaty-za-szkole/`)
    const notice = mails.find((mail) => mail.includes('Nowe zgłoszenie'))!
    expect(notice).not.toMatch(/^Reply-To:/m)
  })

  it('says the office will send the confirmation when no SMTP is set, and links the notice to the record', async () => {
    const response = await enrol(oneChildFamily({ students: [child({ firstName: 'Zosia' })] }))
    const { number, confirmation } = response.json()
    expect(confirmation).toBe('office')
    const [stored] = await server.app.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.number, number))
    const mails = (await mailsAbout(number, 2)).map(readable)
    const notice = mails.find((mail) => mail.includes('Nowe zgłoszenie'))
    expect(notice).toContain(`${server.site.config.siteUrl}/gazda/zapisy/${stored!.id}/`)
    const parents = mails.find((mail) => mail.includes('Zosia'))
    expect(parents).toContain('Klasa: Klasa 3')
    expect(parents).not.toMatch(/\b(klasa-3|full|Y|N)\b/)
  })

  it('answers 400 with {formErrors, inputErrors} by field name, in Polish, and stores nothing', async () => {
    const before = await count()
    const response = await enrol(
      oneChildFamily({
        motherFirstName: '',
        fatherFirstName: '',
        zip: '6014',
        students: [child({ birthDate: '2030-01-01' })],
      }),
    )
    expect(response.statusCode).toBe(400)
    const answer = response.json()
    expect(answer.code).toBe('INVALID_FORM')
    expect(answer.inputErrors.motherFirstName).toContain('Minimum jeden Rodzic jest wymagany.')
    expect(Object.keys(answer.inputErrors)).toEqual(
      expect.arrayContaining(['zip', 'student-0-birthDate']),
    )
    expect(answer.formErrors).toEqual([])
    expect(await count()).toEqual(before)
  })

  it('refuses a class or shift the school does not offer', async () => {
    const response = await enrol(
      oneChildFamily({ students: [child({ level: 'klasa-99', buildingId: '3' })] }),
    )
    expectFieldRefusal(response, {
      'student-0-level': ['Klasa ma niedozwoloną wartość'],
      'student-0-buildingId': ['Zmiana ma niedozwoloną wartość'],
    })
  })

  it('refuses a body with a field the form does not have', async () => {
    const response = await enrol({ ...oneChildFamily(), isAdmin: true })
    expect(response.statusCode).toBe(400)
    expect(response.json().formErrors.length).toBeGreaterThan(0)
  })

  it('flags a likely duplicate: the same child, by name and birth date, already enrolled this year', async () => {
    const twin = child({ firstName: 'Marysia', lastName: 'Wiśniewska', birthDate: '2014-04-04' })
    const first = await enrol(oneChildFamily({ students: [twin] }))
    const second = await enrol(oneChildFamily({ students: [{ ...twin, firstName: 'MARYSIA' }] }))
    expect(second.statusCode).toBe(201)
    const rows = await server.app.db.select().from(enrollments)
    const byNumber = (n: string) => rows.find((row) => row.number === n)!
    expect(byNumber(first.json().number).possibleDuplicate).toBe(false)
    expect(byNumber(second.json().number).possibleDuplicate).toBe(true)
  })

  describe('with an Idempotency-Key', () => {
    it('answers a retried submission with the first answer, storing it once', async () => {
      const payload = oneChildFamily({
        students: [child({ firstName: 'Kuba', birthDate: '2012-12-12', level: 'klasa-6' })],
      })
      const headers = { 'idempotency-key': 'zapis-1234-abcd' }
      const first = await enrol(payload, headers)
      const before = await count()
      const retry = await enrol(payload, headers)
      expect(retry.statusCode).toBe(201)
      expect(retry.json()).toEqual(first.json())
      expect(retry.headers['idempotent-replayed']).toBe('true')
      expect(await count()).toEqual(before)
    })

    it('answers 422 when the same key comes with another body', async () => {
      const headers = { 'idempotency-key': 'zapis-5678' }
      await enrol(
        oneChildFamily({
          students: [child({ firstName: 'Ala', birthDate: '2011-01-11', level: 'klasa-7' })],
        }),
        headers,
      )
      const other = await enrol(
        oneChildFamily({
          students: [child({ firstName: 'Ela', birthDate: '2011-01-11', level: 'klasa-7' })],
        }),
        headers,
      )
      expect(other.statusCode).toBe(422)
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    })

    it('answers 409 while the first request with the key is still running', async () => {
      const payload = oneChildFamily({
        students: [child({ firstName: 'Ewa', birthDate: '2010-10-10', level: 'klasa-8' })],
      })
      // The first request has claimed the key and not yet answered.
      const bodyHash = createHash('sha256').update(JSON.stringify(payload)).digest('hex')
      await server.app.db
        .insert(idempotencyKeys)
        .values({ scope: 'enrollments', key: 'w-toku', bodyHash })
      const before = await count()
      const retry = await enrol(payload, { 'idempotency-key': 'w-toku' })
      expect(retry.statusCode).toBe(409)
      expect(retry.json().code).toBe('REQUEST_IN_PROGRESS')
      expect(await count()).toEqual(before)
    })

    it('rejects a malformed key', async () => {
      const response = await enrol(oneChildFamily(), { 'idempotency-key': 'ą ę' })
      expect(response.statusCode).toBe(400)
    })
  })
})

describe('POST /api/surveys/zapisy', () => {
  const answer = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/surveys/zapisy', payload })
  const stored = async () => (await server.app.db.select().from(surveyAnswers)).length

  it.each([
    ['a new family', newFamily({ comments: 'Dziękujemy!' })],
    ['a returning family', returningFamily()],
  ])('stores the answers of %s and answers 201', async (_, payload) => {
    const before = await stored()
    const response = await answer(payload)
    expect(response.statusCode).toBe(201)
    expect(response.json().id).toEqual(expect.any(Number))
    expect(await stored()).toBe(before + 1)
  })

  it('refuses a returning family’s answers without the parents’ duty accepted, naming the field', async () => {
    const before = await stored()
    const response = await answer(returningFamily({ parentDuty: '0' }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_FORM',
      formErrors: [],
      inputErrors: { parentDuty: ['Proszę zaakceptować deklarację dyżurów rodziców.'] },
    })
    expect(await stored()).toBe(before)
  })

  it.each([
    [
      'a class and a shift the school does not offer',
      { level: 'klasa-99', buildingId: '3' },
      { level: ['Klasa ma niedozwoloną wartość'], buildingId: ['Zmiana ma niedozwoloną wartość'] },
    ],
    [
      'a class the shift does not teach',
      { level: 'klasa-8', buildingId: '2' },
      { level: ['Klasa ma niedozwoloną wartość'] },
    ],
  ])('refuses %s', async (_, choice, inputErrors) => {
    const before = await stored()
    const response = await answer(returningFamily(choice))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_FORM', formErrors: [], inputErrors })
    expect(await stored()).toBe(before)
  })

  it('checks a new family’s shift when given, without a class', async () => {
    const response = await answer(newFamily({ buildingId: '3' }))
    expectFieldRefusal(response, {
      buildingId: ['Zmiana ma niedozwoloną wartość'],
    })
  })
})
