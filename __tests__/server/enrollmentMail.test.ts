import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../../server/config'
import { loadOfficeContact } from '../../server/content/office'
import { loadSchoolNames } from '../../server/content/school'
import { officeNotice, parentsConfirmation } from '../../server/enrollmentMail'
import { family, student } from '../domain/enrollment/fixtures'

// The school's real names (content/school/), as the server reads them at start.
const names = loadSchoolNames(path.join(__dirname, '../../content'))

// Codes the form stores and a parent must never read (issue #18), as whole words.
const CODES = /\b(klasa-3|zerowka|full|Y|N)\b/

describe('the parents’ confirmation', () => {
  const values = family({
    photo: 'N',
    students: [
      student({ firstName: 'Zuzia', level: 'klasa-3', buildingId: '1', subjects: 'full' }),
      student({ firstName: 'Kuba', level: 'zerowka', buildingId: '2', subjects: 'religia' }),
    ],
  })
  const mail = parentsConfirmation(values, '2026-0042', names)!

  it('names each child’s class, shift and subjects in words, with no code in it', () => {
    expect(mail.text).toContain('Klasa: Klasa 3')
    expect(mail.text).toContain('Zmiana: Sobota rano (9:00–13:00)')
    expect(mail.text).toContain('Zajęcia: Wszystkie zajęcia')
    expect(mail.text).toContain('Klasa: Zerówka')
    expect(mail.text).toContain('Zmiana: Sobota po południu (13:30–17:30)')
    expect(mail.text).toContain('Zajęcia: Tylko religia')
    expect(mail.text).toContain('Zgoda na publikację zdjęć dziecka: Nie')
    expect(mail.text).not.toMatch(CODES)
  })

  it('goes to both parents, and to nobody when neither gave an e-mail', () => {
    expect(mail.to).toEqual(['anna@example.com', 'piotr@example.com'])
    expect(parentsConfirmation(family({ motherEmail: '', fatherEmail: '' }), '1', names)).toBeNull()
  })
})

describe('the office’s notice', () => {
  it('links to the enrolment’s own record, absolutely, on SITE_URL', () => {
    const { siteUrl } = loadConfig({ SITE_URL: 'https://szkola.example.org/' })
    const notice = officeNotice(
      'sekretariat@example.org',
      { id: 42, number: '2026-0042', count: 2, duplicate: false },
      siteUrl,
    )
    expect(notice.text).toContain('https://szkola.example.org/gazda/zapisy/42/')
    expect(notice.text).not.toMatch(/(^|\s)\/gazda\//)
  })
})

describe('the parents’ confirmation’s emergency contact', () => {
  it('names the emergency contact with the phone', () => {
    const mail = parentsConfirmation(family(), '2026-0001', names)!
    expect(mail.text).toContain('Kontakt w nagłych wypadkach: Jan Kowalski, (630) 555-0103\n')
  })

  it('gives the phone alone when no name was given (SPEC.md §5 requires only the phone)', () => {
    const mail = parentsConfirmation(
      family({ erFirstName: '', erLastName: '' }),
      '2026-0001',
      names,
    )!
    expect(mail.text).toContain('Kontakt w nagłych wypadkach: (630) 555-0103\n')
  })
})

describe('the office’s contact in the confirmation (content/office/, issue #33)', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
  const contentWith = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'office-'))
    dirs.push(dir)
    mkdirSync(path.join(dir, 'office'))
    writeFileSync(path.join(dir, 'office', 'sekretariat.yaml'), text)
    return dir
  }

  it('takes the file as saved, and falls back to OFFICE_EMAIL alone when it is broken or gone', () => {
    const saved = contentWith('email: biuro@szkola.example\nphone: (630) 555-0199\n')
    expect(loadOfficeContact(saved, 'zapas@szkola.example')).toEqual({
      email: 'biuro@szkola.example',
      phone: '(630) 555-0199',
      hours: '',
      nextSteps: '',
    })
    for (const broken of [
      'email: [\n',
      'email: nie-adres\nphone: (630) 555-0199\n',
      'phone: 12\n',
    ]) {
      expect(loadOfficeContact(contentWith(broken), 'zapas@szkola.example')).toEqual({
        email: 'zapas@szkola.example',
        phone: '',
        hours: '',
        nextSteps: '',
      })
    }
    expect(loadOfficeContact('/nonexistent', 'zapas@szkola.example').email).toBe(
      'zapas@szkola.example',
    )
  })

  it('puts Reply-To on the office and the phone under "Sekretariat szkoły"', () => {
    const office = loadOfficeContact(
      contentWith('email: biuro@szkola.example\nphone: (630) 555-0199\n'),
      'x@y.example',
    )
    const mail = parentsConfirmation(family(), '2026-0001', names, {
      office,
      siteUrl: 'https://szkola.example.org',
    })!
    expect(mail.replyTo).toBe('biuro@szkola.example')
    expect(mail.text).toContain('Sekretariat szkoły:\nE-mail: biuro@szkola.example')
    expect(mail.text).toContain('Telefon: (630) 555-0199\n')
    expect(mail.text).toContain(
      'Opłaty za szkołę: https://szkola.example.org/pages/oplaty-za-szkole/\n',
    )
  })
})
