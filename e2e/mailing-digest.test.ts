// Issue #34's week on a 390 px phone, with every mail through a real SMTP server over TCP
// (smtp-server, started here): a parent subscribes to klasa-3 on /listy-mailowe/ and confirms by
// the mailed link; klasa-3's teacher posts homework in the staff area; `npm run notify -- digest`
// (a process of its own, asking the running server as it does at the school) sends the week's
// digest; the klasa-3 parent gets the homework in it, a klasa-4 parent does not. The server runs
// as a process too (server/main.ts bundled): the command signals it, and a signal cannot reach a
// server inside Jest's sandbox.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { ParsedMail } from 'mailparser'
import type { Browser } from 'playwright-core'
import { runStaffCli } from '../server/cli/staff'
import { addDays } from '../src/domain/schoolTime'
import { latestThursday } from '../server/subscriptions/digest/week'
import { routes } from '../src/domain/routes'
import { receivingSmtp } from '../__tests__/server/support/receivingSmtp'
import { axeViolations } from './support/axe'
import { launchChromium } from './support/chromium'
import { sidewaysOverflow } from './support/overflow'
import {
  bundleServer,
  freePort,
  startServer,
  type RunningServer,
  type ServerBundle,
} from '../__tests__/server/support/serverProcess'
import { submitLogin } from './support/staffSession'

jest.setTimeout(300_000)

const ROOT = path.join(__dirname, '..')
const HOMEWORK = path.join(ROOT, 'content/homework')
const before = readdirSync(HOMEWORK)
const TEACHER = { email: 'wychowawczyni3@szkola.org', password: 'hasło-wychowawczyni-3' }
const PARENT_3 = 'mama.klasy3@example.com'
const PARENT_4 = 'tata.klasy4@example.com'
const PHONE = { width: 390, height: 844 }
const CONFIRM_SUBJECT = 'Potwierdź zapis na listy Polskiej Szkoły w Lombard'
// Last week's digest: this week's may be sent by the server's own Thursday 18:00 schedule while
// the test runs, and a week's digest goes once.
const DAY = addDays(latestThursday(), -7)

const smtp = receivingSmtp()
const { mailsTo } = smtp

async function waitForMail(address: string, wanted: (mail: ParsedMail) => boolean) {
  for (let i = 0; i < 300; i += 1) {
    const found = mailsTo(address).find((mail) => wanted(mail.mail))
    if (found) return found.mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no such mail to ${address} in 30 s`)
}

const confirmLink = (mail: ParsedMail) =>
  /https?:\/\/\S+\/api\/subscriptions\/confirm\?token=\S+/.exec(mail.text ?? '')?.[0]

let dataDir = ''
let env: Record<string, string> = {}
let bundle: ServerBundle
let server: RunningServer
let url = ''
let browser: Browser

beforeAll(async () => {
  const smtpUrl = await smtp.listen()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-digest-'))
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    PUBLISH: 'off',
    CONTENT_GIT_COMMIT: 'off',
    SMTP_URL: smtpUrl,
  }
  const err: string[] = []
  const code = await runStaffCli(
    ['add', TEACHER.email, 'Katarzyna Zając', '--teacher', 'klasa-3', '--password-stdin'],
    { stdin: `${TEACHER.password}\n`, out: () => undefined, err: (l) => err.push(l), env },
  )
  expect({ code, err }).toEqual({ code: 0, err: [] })
  bundle = bundleServer()
  server = await startServer(bundle, env)
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  server?.child.kill('SIGTERM')
  await new Promise((resolve) => server?.child.once('exit', resolve))
  bundle?.remove()
  await smtp.close()
  for (const name of readdirSync(HOMEWORK).filter((n) => !before.includes(n))) {
    rmSync(path.join(HOMEWORK, name))
  }
  rmSync(dataDir, { recursive: true, force: true })
}, 120_000)

describe('a class list on a 390 px phone, from subscribing to the Thursday digest', () => {
  const title = `Wiersz „Na straganie” ${Date.now().toString(36)}`

  it('subscribes, confirms, and gets the homework the teacher posted in the digest', async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()

    // 1. The parent subscribes to klasa-3 from the footer's link.
    await page.goto(`${url}/`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Powiadomienia e-mail' }).click()
    await page.waitForURL(`**${routes.mailingLists()}`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await page.getByRole('textbox', { name: /Adres e-mail/ }).fill(PARENT_3)
    await page.getByRole('checkbox', { name: 'Klasa 3' }).check()
    await page.getByRole('button', { name: 'Zapisz mnie' }).click()
    await page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' }).waitFor()

    // 2. The link in the mail the SMTP server received confirms it.
    const confirmation = await waitForMail(PARENT_3, (m) => m.subject === CONFIRM_SUBJECT)
    const link = confirmLink(confirmation)
    expect(link).toBeDefined()
    await page.goto(link!)
    await page.getByRole('heading', { level: 1, name: 'Subskrypcja potwierdzona' }).waitFor()
    await expect(sidewaysOverflow(page)).resolves.toBeNull()

    // Another family, on klasa-4 only, subscribed and confirmed the same way (by the API).
    const subscribed = await fetch(`${url}/api/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PARENT_4, lists: ['klasa-4'] }),
    })
    expect(subscribed.status).toBe(202)
    const other = confirmLink(await waitForMail(PARENT_4, (m) => m.subject === CONFIRM_SUBJECT))
    expect((await fetch(other!)).status).toBe(200)

    // 3. The klasa-3 teacher posts homework on the phone, assigned in the digest's week.
    await page.goto(`${url}/gazda/`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await submitLogin(page, TEACHER)
    await page.getByRole('main').getByRole('link', { name: 'Zadania domowe', exact: true }).click()
    await page.getByRole('link', { name: 'Dodaj zadanie domowe' }).click()
    await page.getByRole('heading', { level: 1, name: 'Nowy wpis: zadanie domowe' }).waitFor()
    await page.getByRole('textbox', { name: /^Tytuł/ }).fill(title)
    await page.getByRole('combobox', { name: /^Klasa/ }).selectOption({ label: 'Klasa 3' })
    await page.getByLabel(/^Zadane/).fill(addDays(DAY, -2))
    await page.getByLabel(/^Termin oddania/).fill(addDays(DAY, 2))
    await page
      .getByRole('textbox', { name: /^Co trzeba zrobić/ })
      .fill('Przeczytaj wiersz i naucz się pierwszej zwrotki.')
    await page.getByRole('button', { name: 'Opublikuj' }).click()
    await page.getByRole('heading', { level: 1, name: `Zadanie domowe: ${title}` }).waitFor()
    await context.close()

    // 4. The office's command sends the digest now, through the running server.
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'notify', '--', 'digest', `--date=${DAY}`],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 120_000 },
    )

    // 5. The command answers once the server has handed every copy to the SMTP server (which
    // keeps a mail before it answers 250); klasa-3's parent has the homework in it.
    const [, queued, sent] = /(\d+) wiadomo\S+ w kolejce, wysłano (\d+)\./.exec(stdout) ?? []
    expect(Number(queued)).toBeGreaterThan(0)
    expect(sent).toBe(queued)

    const digest = await waitForMail(PARENT_3, (m) => (m.text ?? '').includes(title))
    expect(digest.subject).not.toBe(CONFIRM_SUBJECT)
    expect(digest.html).toContain(title)
    // mailparser folds List-* headers into one structure; their own lines say what was sent.
    const lines = digest.headerLines.map((header) => header.line)
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(lines.find((line) => line.startsWith('List-Unsubscribe:'))).toMatch(
      /^List-Unsubscribe: <https?:\/\/\S+\/api\/subscriptions\/unsubscribe\?token=\S+\.klasa-3\.\S+>, <mailto:/,
    )
    expect(mailsTo(PARENT_3).filter((m) => (m.mail.text ?? '').includes(title))).toHaveLength(1)
    for (const mail of mailsTo(PARENT_4)) {
      expect(mail.mail.text ?? '').not.toContain(title)
      expect(String(mail.mail.html ?? '')).not.toContain(title)
    }
  })

  it('lets the teacher on a 320 px phone write to her own class only, and it reaches that class', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } })
    const page = await context.newPage()
    await page.goto(`${url}/gazda/`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    await submitLogin(page, TEACHER)
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Zadania domowe', exact: true })
      .waitFor()
    await page.goto(`${url}/gazda/wiadomosc-do-rodzicow/`)
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    const boxes = page.getByRole('checkbox')
    await boxes.first().waitFor()
    // Only her class is offered (with its one confirmed address).
    await expect(boxes.evaluateAll((inputs) => inputs.length)).resolves.toBe(1)
    await page.getByRole('checkbox', { name: /^Klasa 3/ }).check()
    await page.getByRole('textbox', { name: /^Temat/ }).fill('Sobota: przynieść kredki')
    await page
      .getByRole('textbox', { name: /^Treść/ })
      .fill('Dzień dobry,\n\nw sobotę proszę dać dzieciom kredki.\n\nKatarzyna Zając')
    await expect(axeViolations(page)).resolves.toEqual([])
    await expect(sidewaysOverflow(page)).resolves.toBeNull()
    await page.getByRole('button', { name: 'Wyślij', exact: true }).click()
    await page.getByRole('button', { name: 'Tak' }).click()
    await page.getByText(/Wiadomość przekazana do wysyłki: 1 adres\./).waitFor()
    await context.close()

    const mail = await waitForMail(PARENT_3, (m) => m.subject === 'Sobota: przynieść kredki')
    expect(mail.text).toContain('w sobotę proszę dać dzieciom kredki.')
    expect(mail.text).toMatch(
      /Wypisanie z tej listy: https?:\/\/\S+unsubscribe\?token=\S+\.klasa-3\./,
    )
    expect(mailsTo(PARENT_4).some((m) => m.mail.subject === 'Sobota: przynieść kredki')).toBe(false)
  })
})
