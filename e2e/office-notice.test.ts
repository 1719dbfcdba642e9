import type { User } from '../server/repositories/users'
import { motherOnly, student } from '../__tests__/domain/enrollment/fixtures'
import { setUpBrowserSite } from './support/browserSite'
import { enrol } from './support/site'
import { waitForMail } from './support/outbox'
import { addAdmin, logIn } from './support/staffSession'

// Issue #18: the office's notice of a new enrolment links, absolutely (from SITE_URL), to that
// enrolment's record, which opens in a logged-in browser; the parents' confirmation has words, no
// codes. No SMTP here: the server writes both mails to DATA_DIR/outbox/.
jest.setTimeout(180_000)

const OFFICE = 'sekretariat-test@szkola.org'
const harness = setUpBrowserSite({ OFFICE_EMAIL: OFFICE }, { ownSiteUrl: true })
const PARENT = 'anna.gesla@example.com'
const CHILDREN = [
  student({ firstName: 'Zuzanna', lastName: 'Gęśla', level: 'klasa-3', subjects: 'full' }),
  student({ firstName: 'Jaś', lastName: 'Gęśla', level: 'zerowka', buildingId: '1' }),
]

let admin: User
beforeAll(async () => {
  admin = await addAdmin(harness.site)
})

describe('the office notice of a new enrolment', () => {
  it('links to the enrolment’s record, which opens with its number and children', async () => {
    const number = await enrol(
      harness.site,
      motherOnly({ motherEmail: PARENT, students: CHILDREN }),
    )

    const notice = await waitForMail(
      harness.site.dataDir,
      (mail) => mail.to.includes(OFFICE) && mail.text.includes(number),
    )
    const links = notice.text.match(/https?:\/\/\S+/g) ?? []
    expect(links).toHaveLength(1)
    const link = new URL(links[0]!)
    expect(link.origin).toBe(harness.site.url)
    expect(link.pathname).toMatch(/^\/gazda\/zapisy\/\d+\/$/)

    const { page } = harness
    await logIn(page, harness.site, admin)
    await page.goto(link.href)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${number}` }).waitFor()
    const students = page.getByRole('table', { name: 'Uczniowie' })
    await expect(students.getByRole('rowheader').allTextContents()).resolves.toEqual([
      'Zuzanna Gęśla',
      'Jaś Gęśla',
    ])
  })

  it('goes with a parents’ confirmation in words, without the form’s codes', async () => {
    const number = await enrol(
      harness.site,
      motherOnly({ motherEmail: PARENT, students: CHILDREN, photo: 'N' }),
    )
    const mail = await waitForMail(
      harness.site.dataDir,
      (m) => m.to.includes(PARENT) && m.text.includes(number),
    )
    expect(mail.text).toContain('Zuzanna Gęśla')
    for (const code of ['klasa-3', 'zerowka', 'full', 'Y', 'N']) {
      expect(mail.text).not.toMatch(new RegExp(`(?<![\\p{L}\\d-])${code}(?![\\p{L}\\d-])`, 'u'))
    }
  })
})
