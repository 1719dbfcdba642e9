import { existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { setUpBrowserSite } from './support/browserSite'
import { sidewaysOverflow } from './support/overflow'
import { keepBuiltSite } from './support/site'
import { addStaff, ADMIN, logInWithForm } from './support/staffSession'

// Issue #30: a homework file written by hand with its due date before its assigned date broke
// publishing until someone emptied Gatsby's cache in a shell. Here the file is written by hand into
// content/, the admin asks for a publish with "Opublikuj teraz" in the staff area, and reads in
// Polish which file and which field are wrong; once the file is fixed (or deleted) by hand, the
// same button publishes the site with the real Gatsby build and no shell step.
jest.setTimeout(1_500_000)

const ROOT = path.join(__dirname, '..')
const FIXED_ID = 9_955
const DELETED_ID = 9_956
const fileOf = (id: number) => path.join(ROOT, 'content/homework', `${id}.md`)
const TITLE = `Czytanka z panelu ${Date.now()}`
const homework = (id: number, due: string) =>
  `---\nid: ${id}\ntitle: '${TITLE}'\nclass: klasa-4\nteacher: Agnieszka Sowa\n` +
  `assigned: 2026-11-21\ndue: ${due}\n---\n\nPrzeczytaj opowiadanie i odpowiedz na pytania.\n`
/** Due a week before it was given: the build's check refuses it. */
const BAD_DUE = '2026-11-14'
const GOOD_DUE = '2026-11-28'
/** A warm build takes 15–60 s on a quiet machine, and over 300 s beside other builds and tests. */
const BUILD_MS = 600_000

const built = keepBuiltSite()
beforeAll(() => built.keep())
const harness = setUpBrowserSite({ PUBLISH: 'on' })
beforeAll(() => addStaff(harness.site, ADMIN))

// content/ and public/ end as they began: the hand-written files gone, the site as built before.
afterAll(() => {
  for (const id of [FIXED_ID, DELETED_ID]) rmSync(fileOf(id), { force: true })
  built.putBack()
}, BUILD_MS)

const publishPanel = (page: Page) => page.getByRole('region', { name: 'Publikacja strony' })

/** "Opublikuj teraz" on the dashboard, and the panel's answer once that publish is over. */
async function publishNow(panel: Locator) {
  const progress = panel.locator('[data-publish]')
  // The answer to the publish before stays until the new one replaces it.
  const before = (await progress.count()) > 0 ? await progress.elementHandle() : null
  await panel.getByRole('button', { name: 'Opublikuj teraz' }).click()
  if (before) await panel.page().waitForFunction((element) => !element.isConnected, before)
  await panel.locator('[data-publish="published"], [data-publish="failed"]').waitFor({
    timeout: BUILD_MS,
  })
}

async function publicStatus(route: string): Promise<number> {
  const response = await fetch(`${harness.site.url}${route}`)
  return response.status
}

async function expectPublished(panel: Locator) {
  await panel.getByText(/^Opublikowano o \d{2}:\d{2}\./).waitFor()
  expect(await panel.getByRole('alert').count()).toBe(0)
}

describe('publishing after a content file was broken by hand', () => {
  it('names the file and the field in Polish, then publishes once the file is fixed', async () => {
    writeFileSync(fileOf(FIXED_ID), homework(FIXED_ID, BAD_DUE))
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
    const panel = publishPanel(page)
    await publishNow(panel)

    const failure = panel.getByRole('alert')
    await expect(failure.getByRole('listitem').allTextContents()).resolves.toEqual([
      `content/homework/${FIXED_ID}.md: pole „due”: termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)`,
    ])
    await expect(failure.textContent()).resolves.toContain(
      `Popraw plik content/homework/${FIXED_ID}.md (albo usuń, jeśli powstał przez pomyłkę) i naciśnij „Opublikuj teraz”.`,
    )
    // The build's own English line, folded under "Szczegóły" until asked for.
    const details = failure.locator('details')
    await expect(details.getAttribute('open')).resolves.toBeNull()
    await failure.getByText('Szczegóły').click()
    await failure
      .getByText(`content/homework/${FIXED_ID}.md: due: must not be before assigned`)
      .waitFor()
    // No build ran: the live site is as it was.
    expect(await publicStatus(`/zadania-domowe/${FIXED_ID}/`)).toBe(404)

    // The failure panel, open, at a desktop's and a phone's width.
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 320, height: 800 })
    expect(await sidewaysOverflow(page)).toBeNull()
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })

    writeFileSync(fileOf(FIXED_ID), homework(FIXED_ID, GOOD_DUE))
    await publishNow(panel)
    await expectPublished(panel)
    const item = await harness.openInNewContext(`/zadania-domowe/${FIXED_ID}/`)
    await item.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    await item.context().close()
  })

  it('publishes once a bad file is deleted by hand', async () => {
    writeFileSync(fileOf(DELETED_ID), homework(DELETED_ID, BAD_DUE))
    const page = await harness.open('/gazda/')
    await logInWithForm(page, ADMIN)
    const panel = publishPanel(page)
    await publishNow(panel)
    await expect(panel.getByRole('alert').getByRole('listitem').allTextContents()).resolves.toEqual(
      [expect.stringMatching(new RegExp(`^content/homework/${DELETED_ID}\\.md: pole „due”: `))],
    )

    rmSync(fileOf(DELETED_ID))
    await publishNow(panel)
    await expectPublished(panel)
    expect(existsSync(fileOf(DELETED_ID))).toBe(false)
    expect(await publicStatus(`/zadania-domowe/${DELETED_ID}/`)).toBe(404)
    expect(await publicStatus(`/zadania-domowe/${FIXED_ID}/`)).toBe(200)
  })
})
