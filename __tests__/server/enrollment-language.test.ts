// Issue #35: an enrolment made on the English page is refused in English, stored as English and
// confirmed to the parents in English; without the header it is Polish, as before.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { enrollments } from '../../server/db/schema'
import { parentsConfirmation } from '../../server/enrollmentMail'
import { statusMail } from '../../server/enrollments/statusMails'
import { requestLanguage } from '../../server/requestLanguage'
import { setUpServer } from './built-site'
import { enrolThrough, oneChildFamily } from './support/enrollments'
import { floodLimits } from './support/limits'
import { storedLanguage } from './support/storedLanguage'

const server = setUpServer({ limits: floodLimits() })

const enrol = enrolThrough(server)

const languageOf = (number: string) =>
  storedLanguage(server.app, enrollments, enrollments.number, number)

describe('the language of an enrolment', () => {
  it('reads the first tag of Accept-Language only', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'en' } })).toBe('en')
    expect(requestLanguage({ headers: { 'accept-language': 'en-US,en;q=0.9' } })).toBe('en')
    expect(requestLanguage({ headers: { 'accept-language': 'pl' } })).toBe('pl')
    expect(requestLanguage({ headers: { 'accept-language': 'pl-PL,en;q=0.5' } })).toBe('pl')
    expect(requestLanguage({ headers: {} })).toBe('pl')
  })

  it('refuses an English page’s form in English', async () => {
    const response = await enrol(oneChildFamily({ erPhone: '' }), { 'accept-language': 'en' })
    expect(response.statusCode).toBe(400)
    const answer = response.json<{ message: string; inputErrors: Record<string, string[]> }>()
    expect(answer.message).toBe('The form has errors. Please correct the marked fields.')
    expect(answer.inputErrors['erPhone']).toEqual(['Emergency phone is required.'])
  })

  it('refuses a Polish page’s form in Polish, as before', async () => {
    const response = await enrol(oneChildFamily({ erPhone: '' }), { 'accept-language': 'pl' })
    const answer = response.json<{ message: string; inputErrors: Record<string, string[]> }>()
    expect(answer.message).toBe('Formularz zawiera błędy. Popraw zaznaczone pola.')
    expect(answer.inputErrors['erPhone']).toEqual(['Telefon awaryjny jest wymagany'])
  })

  it('stores the language the form was sent in, Polish without one', async () => {
    const english = await enrol(oneChildFamily(), {
      'accept-language': 'en',
      'idempotency-key': 'en-1',
    })
    expect(english.statusCode).toBe(201)
    expect(await languageOf(english.json<{ number: string }>().number)).toBe('en')
    const polish = await enrol(oneChildFamily({ zip: '60149' }), { 'idempotency-key': 'pl-1' })
    expect(polish.statusCode).toBe(201)
    expect(await languageOf(polish.json<{ number: string }>().number)).toBe('pl')
  })
})

describe('the parents’ confirmation in English', () => {
  const names = {
    levels: [{ id: 'klasa-3', name: 'Klasa 3', nameEn: 'Grade 3' }],
    shifts: [
      { id: 1, name: 'Sobota rano (9:00–13:00)', nameEn: 'Saturday morning (9:00 a.m.–1:00 p.m.)' },
    ],
  }
  const office = { email: 'office@example.com', phone: '(630) 555-0100', hours: '', nextSteps: '' }

  it('writes the subject, the students and the office in English', () => {
    const mail = parentsConfirmation(
      oneChildFamily(),
      '2026-0001',
      names,
      { office, siteUrl: 'https://example.org' },
      'en',
    )
    expect(mail?.subject).toBe(
      'Polska Szkoła w Lombard: we have received application no. 2026-0001',
    )
    expect(mail?.text).toContain('Application number: 2026-0001')
    expect(mail?.text).toContain('Ola Nowak, born May 5, 2015')
    expect(mail?.text).toContain('Class: Grade 3')
    expect(mail?.text).toContain('Session: Saturday morning (9:00 a.m.–1:00 p.m.)')
    expect(mail?.text).toContain('Classes: All classes')
    expect(mail?.text).toContain('https://example.org/en/pages/oplaty-za-szkole/')
    expect(mail?.text).not.toMatch(/Uczniowie|Numer zgłoszenia|ur\. /)
  })

  it('stays Polish by default', () => {
    const mail = parentsConfirmation(oneChildFamily(), '2026-0001', names)
    expect(mail?.subject).toBe('Polska Szkoła w Lombard: otrzymaliśmy zgłoszenie nr 2026-0001')
    expect(mail?.text).toContain('Klasa: Klasa 3')
  })
})

// The outbox holds the mail when there is no SMTP: the English enrolment's confirmation is English.
describe('the stored mail', () => {
  it('is English for an English enrolment', async () => {
    const response = await enrol(oneChildFamily({ zip: '60150' }), {
      'accept-language': 'en',
      'idempotency-key': 'en-2',
    })
    const number = response.json<{ number: string }>().number
    const outbox = path.join(server.site.config.dataDir, 'outbox')
    const read = () => {
      try {
        return readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
          .map((raw) =>
            Buffer.from(
              raw
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
          )
          .filter((mail) => mail.includes(number) && mail.includes('Application number:'))
      } catch {
        return []
      }
    }
    for (let i = 0; i < 100 && read().length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(read()).toHaveLength(1)
  })
})

describe('the status mail in the stored language', () => {
  const names = {
    levels: [{ id: 'klasa-3', name: 'Klasa 3', nameEn: 'Grade 3' }],
    shifts: [
      { id: 1, name: 'Sobota rano (9:00–13:00)', nameEn: 'Saturday morning (9:00 a.m.–1:00 p.m.)' },
    ],
  }
  const child = {
    studentId: 1,
    enrollmentId: 1,
    position: 0,
    firstName: 'Ola',
    lastName: 'Nowak',
    level: 'klasa-3',
    buildingId: 1,
    status: 'rejected' as const,
    schoolYear: '2026-2027',
  }
  const context = {
    config: {
      contentDir: '/nonexistent',
      siteUrl: 'https://example.org',
      officeEmail: 'office@example.com',
    },
    names,
    now: new Date('2026-08-01T12:00:00Z'),
  }
  const enrollment = { number: '2026-0001', family: { motherEmail: 'anna@example.com' } }

  it('is English for a family that enrolled in English', async () => {
    const mail = await statusMail(server.app, { ...enrollment, language: 'en' }, [child], context)
    expect(mail?.subject).toBe(
      'Polska Szkoła w Lombard: application no. 2026-0001, status: Not accepted',
    )
    expect(mail?.text).toContain('Student: Ola Nowak (Grade 3, Saturday morning)')
    expect(mail?.text).toMatch(/^Dear Parents,/)
  })

  it('is Polish otherwise, as before', async () => {
    const mail = await statusMail(server.app, enrollment, [child], context)
    expect(mail?.subject).toBe(
      'Polska Szkoła w Lombard: zgłoszenie nr 2026-0001, status: Odrzucone',
    )
    expect(mail?.text).toContain('Uczeń: Ola Nowak (Klasa 3, Sobota rano)')
  })
})
