import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { hashPassword } from '../server/auth/passwords'
import { createUserRepository } from '../server/repositories/users'
import { setUpBrowserSite } from './support/browserSite'

// Issue #7: an editor changes an FAQ answer in /gazda/faq/ and sees it on the public page after the
// real rebuild (npx gatsby build, warm cache), switched in by the server only once it succeeded.
jest.setTimeout(300_000)

const ROOT = path.join(__dirname, '..')
const FAQ_FILE = path.join(ROOT, 'content/pages/najczestsze-pytania.md')
const original = readFileSync(FAQ_FILE)

const harness = setUpBrowserSite({ PUBLISH: 'on' })
const EDITOR = { email: 'redaktor@example.com', password: 'haslo-redaktora-123' }

beforeAll(async () => {
  await createUserRepository(harness.site.app.db).add({
    email: EDITOR.email,
    name: 'Ewa Redaktor',
    role: 'editor',
    passwordHash: await hashPassword(EDITOR.password),
  })
})

// content/ and public/ end as they began: the file put back, the site built from it again.
afterAll(() => {
  if (!readFileSync(FAQ_FILE).equals(original)) {
    writeFileSync(FAQ_FILE, original)
    execFileSync('npx', ['gatsby', 'build'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, CI: 'true' },
    })
  }
}, 300_000)

describe('publishing from the staff area', () => {
  it('puts an edited FAQ answer on the public page after the rebuild', async () => {
    const page = await harness.open('/gazda/')
    await page.getByLabel('E-mail').fill(EDITOR.email)
    await page.getByLabel('Hasło').fill(EDITOR.password)
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    await page.getByRole('heading', { level: 1, name: 'Panel gazdy', exact: true }).waitFor()
    await page.goto(`${harness.site.url}/gazda/faq/`)
    const answer = page.locator('#formulate-items-0-answer')
    await answer.waitFor()
    const marker = `Zmiana z panelu ${Date.now()}`
    await answer.fill(`${await answer.inputValue()}\n\n${marker}.`)
    const started = Date.now()
    await page.getByRole('button', { name: 'Zapisz i opublikuj' }).click()
    await page.getByText('Publikowanie…').first().waitFor()
    await page.getByText(/Opublikowano o \d{2}:\d{2}\./).waitFor({ timeout: 240_000 })
    const seconds = (Date.now() - started) / 1000

    const faq = await harness.browser.newPage()
    await faq.goto(`${harness.site.url}/pages/najczestsze-pytania/`)
    await faq.getByText(marker).first().waitFor({ state: 'attached' })
    await faq.close()
    // The file was written (and passes the build's content checks, or the build would have failed).
    expect(readFileSync(FAQ_FILE, 'utf8')).toContain(marker)
    console.log(`save → live in the browser: ${seconds.toFixed(1)} s`)
  })
})
