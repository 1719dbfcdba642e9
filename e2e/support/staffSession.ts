// Staff accounts and their sessions in a browser: through the login form (which e2e/staff.test.ts
// tests), or put straight into the browser's storage as a login leaves it, so a test can open a
// staff page (a mail's link) without the form.
import type { Page } from 'playwright-core'
import { hashPassword } from '../../server/auth/passwords'
import { issueToken } from '../../server/auth/tokens'
import { createUserRepository, type User } from '../../server/repositories/users'
import { waitForHydration } from './browserSite'
import type { RunningSite } from './site'

/** What a staff member types into the login form. */
export interface StaffLogin {
  email: string
  password: string
}

type StaffAccount = StaffLogin & Pick<User, 'name' | 'role'>

/** The school office's admin, as the browser tests log in. */
export const ADMIN = {
  email: 'sekretariat@szkola.org',
  name: 'Sekretariat',
  role: 'admin',
  password: 'hasło-sekretariatu-26',
} as const satisfies StaffAccount

/** An editor of the site's content. */
export const EDITOR = {
  email: 'redakcja@szkola.org',
  name: 'Redakcja',
  role: 'editor',
  password: 'hasło-redakcji-2026',
} as const satisfies StaffAccount

/** A staff account in the site's database, with the password the login form then takes. */
export async function addStaff(
  site: RunningSite,
  { password, ...account }: StaffAccount,
): Promise<User> {
  return createUserRepository(site.app.db).add({
    ...account,
    passwordHash: await hashPassword(password),
  })
}

export const addAdmin = (site: RunningSite): Promise<User> => addStaff(site, ADMIN)

/** Fills in the login form the page shows and sends it. */
export async function submitLogin(page: Page, who: StaffLogin) {
  await page.getByLabel('E-mail').fill(who.email)
  await page.getByLabel('Hasło').fill(who.password)
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
}

/** Logs in through the form the page shows, and waits for the dashboard. */
export async function logInWithForm(page: Page, who: StaffLogin) {
  await submitLogin(page, who)
  await page.getByRole('heading', { level: 1, name: 'Panel gazdy', exact: true }).waitFor()
}

export async function logIn(page: Page, site: RunningSite, user: User) {
  await page.goto(`${site.url}/gazda/`)
  await waitForHydration(page)
  const jwt = await issueToken(
    { userId: user.id, role: user.role, version: user.tokenVersion },
    site.app.jwtSecret,
  )
  await withSession(page, jwt, user)
}

/** Logs the user in (no login form) and opens a staff route, once React has hydrated it. */
export async function openAs(page: Page, site: RunningSite, user: User, route: string) {
  await logIn(page, site, user)
  await page.goto(site.url + route)
  await waitForHydration(page)
  return page
}

/** A session put straight into the browser's storage, as a login leaves it (no login form). */
export async function withSession(page: Page, jwt: string, user: User) {
  // The store loads after hydration (src/state/loader.ts) and writes its state, logged out, once
  // it is back from storage: on a busy machine that can come after this write and replace it. So
  // the session is written after the store's own first write.
  await page.waitForFunction(() => localStorage.getItem('persist:root') !== null)
  await page.evaluate(
    ({ jwt, name, email, role }) => {
      const auth = { user: { jwt, name, email, role }, isActive: true }
      localStorage.setItem(
        'persist:root',
        JSON.stringify({
          auth: JSON.stringify(auth),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      )
    },
    { jwt, name: user.name, email: user.email, role: user.role },
  )
}
