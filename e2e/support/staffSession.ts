// A staff member's session put into a browser's storage, as a login leaves it, so a test can open
// a staff page (a mail's link) without the login form (which e2e/staff.test.ts tests).
import type { Page } from 'playwright-core'
import { hashPassword } from '../../server/auth/passwords'
import { issueToken } from '../../server/auth/tokens'
import { createUserRepository, type User } from '../../server/repositories/users'
import type { RunningSite } from './site'

export async function addAdmin(site: RunningSite): Promise<User> {
  return createUserRepository(site.app.db).add({
    email: 'admin@szkola.org',
    name: 'Sekretariat',
    role: 'admin',
    passwordHash: await hashPassword('hasło-sekretariatu-26'),
  })
}

export async function logIn(page: Page, site: RunningSite, user: User) {
  await page.goto(`${site.url}/gazda/`)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  const jwt = await issueToken(
    { userId: user.id, role: user.role, version: user.tokenVersion },
    site.app.jwtSecret,
  )
  await withSession(page, jwt, user)
}

/** A session put straight into the browser's storage, as a login leaves it (no login form). */
export async function withSession(page: Page, jwt: string, user: User) {
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
