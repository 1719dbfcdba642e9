import { render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { Provider } from 'react-redux'
import type { SiteSettings } from '../../../src/domain/site'
import StaffApp from '../../../src/staff/StaffApp'
import { login } from '../../../src/state/authSlice'
import { makeClientStore } from '../../state/clientStore'
import type { SchoolNames } from '../../../src/staff/school'
import { jwtExpiringAt } from '../../domain/jwtFixture'
import { fakeApi } from '../../state/trackerFixtures'

export const STAFF_SETTINGS: SiteSettings = {
  siteName: 'Polska Szkoła w Lombard',
  alert: null,
  social: { facebook: 'https://www.facebook.com/x', youtube: 'https://www.youtube.com/@x' },
  author: { name: 'Komitet', url: null },
}

/** The session's token: valid for an hour from when the test file loads. */
export const STAFF_JWT = jwtExpiringAt(Math.floor(Date.now() / 1000) + 3600)

const PEOPLE = {
  admin: { name: 'Anna', email: 'anna@szkola.org' },
  editor: { name: 'Ewa', email: 'ewa@szkola.org' },
  teacher: { name: 'Maria', email: 'maria@szkola.org', classes: ['klasa-3', 'klasa-4'] },
}

/** The school's levels and shifts as the staff page's query gives them (none unless a test says). */
export const STAFF_SCHOOL: SchoolNames = {
  levels: [
    { id: 'zerowka', name: 'Zerówka' },
    { id: 'klasa-3', name: 'Klasa 3' },
    { id: 'klasa-4', name: 'Klasa 4' },
    { id: 'klasa-5', name: 'Klasa 5' },
  ],
  shifts: [],
}

/** One request the staff app sent. */
export interface StaffCall {
  url: string
  method: string
  init: RequestInit
  body: RequestInit['body']
}

/** The fake server's answer: 200 unless said; `blob` for downloads, else the JSON body's bytes. */
export interface StaffAnswer {
  status?: number
  body?: unknown
  blob?: Blob
}

export interface StaffAppAt {
  pathname: string
  /** Anna the admin, Ewa the editor, or Maria who teaches klasa-3 and klasa-4. */
  role?: 'admin' | 'editor' | 'teacher'
  /** The levels and shifts the staff page hands the app; none unless said. */
  school?: SchoolNames
  /** Gatsby's location.state, e.g. after a news item was created. */
  state?: unknown
  answer: (call: StaffCall) => StaffAnswer
}

/**
 * The staff app at `pathname`, logged in, over a fetch answered by `answer`; the requests it
 * sends are kept, in order, in the list returned.
 */
export function renderStaff({
  pathname,
  role = 'admin',
  state,
  school = { levels: [], shifts: [] },
  answer,
}: StaffAppAt): StaffCall[] {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ siteSettings: STAFF_SETTINGS })
  const store = makeClientStore({ persist: false, api: fakeApi() })
  store.dispatch(login({ jwt: STAFF_JWT, ...PEOPLE[role], role }))
  const calls: StaffCall[] = []
  const impl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(url), method: init.method ?? 'GET', init, body: init.body }
    calls.push(call)
    const { status = 200, body, blob } = answer(call)
    return {
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body),
      blob: () => Promise.resolve(blob ?? new Blob([JSON.stringify(body)])),
    } as unknown as Response
  }) as unknown as typeof fetch
  render(
    <Provider store={store}>
      <StaffApp pathname={pathname} state={state} school={school} fetchImpl={impl} />
    </Provider>,
  )
  return calls
}

/** renderStaff with its three arguments in a row: where, who, and what the server answers. */
export const renderAt = (
  pathname: string,
  role: 'admin' | 'editor',
  answer: (call: StaffCall) => StaffAnswer,
) => renderStaff({ pathname, role, answer })

/** An admin's screen: linked from an admin's dashboard, not from an editor's. */
export function itIsLinkedForAdminsOnly(title: string, href: string) {
  it('is linked from an admin’s dashboard', async () => {
    renderAt('/gazda/', 'admin', () => ({ status: 200, body: [] }))
    expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href', href)
  })

  it('is not linked from an editor’s dashboard', async () => {
    renderAt('/gazda/', 'editor', () => ({ status: 200, body: [] }))
    // The dashboard is drawn (the footer's menu has a link of the same name).
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('link', { name: 'Biuletyny szkolne' })).toHaveAttribute(
      'href',
      '/gazda/biuletin/',
    )
    expect(screen.queryByRole('link', { name: title })).toBeNull()
  })
}
