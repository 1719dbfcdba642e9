import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useStaticQuery } from 'gatsby'
import { Provider } from 'react-redux'
import type { SiteSettings } from '../../src/domain/site'
import StaffApp from '../../src/staff/StaffApp'
import type { EnrollmentRecord } from '../../src/staff/types'
import { login } from '../../src/state/authSlice'
import { makeStore } from '../../src/state/store'
import { jwtExpiringAt } from '../domain/jwtFixture'
import { fakeApi } from '../state/trackerFixtures'

// Issue #8: an admin exports a family's data or deletes it, from the family's record.
const settings: SiteSettings = {
  siteName: 'Polska Szkoła w Lombard',
  alert: null,
  social: { facebook: 'https://www.facebook.com/x', youtube: 'https://www.youtube.com/@x' },
  author: { name: 'Komitet', url: null },
}
const JWT = jwtExpiringAt(Math.floor(Date.now() / 1000) + 3600)

const RECORD: EnrollmentRecord = {
  id: 7,
  number: '2026-0007',
  schoolYear: '2026-2027',
  status: 'new',
  statusChangedBy: null,
  statusChangedAt: null,
  possibleDuplicate: false,
  family: { motherFirstName: 'Bronisława', motherLastName: 'Wiśniewska', photo: 'Y' },
  createdAt: '2026-11-21T12:00:00.000Z',
  students: [],
}

type Call = { url: string; method: string; init: RequestInit }

function renderRecord(role: 'admin' | 'editor', deleteStatus = 204) {
  const { store } = makeStore({ persist: false, api: fakeApi() })
  store.dispatch(login({ jwt: JWT, name: 'Anna', email: 'anna@szkola.org', role }))
  const calls: Call[] = []
  const impl = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(url), method: init.method ?? 'GET', init }
    calls.push(call)
    const status = call.method === 'DELETE' ? deleteStatus : 200
    const body =
      status >= 400 ? { code: 'INTERNAL_ERROR', message: 'Wystąpił błąd serwera.' } : RECORD
    return {
      ok: status < 300,
      status,
      json: () => Promise.resolve(body),
      blob: () => Promise.resolve(new Blob([JSON.stringify(body)])),
    } as unknown as Response
  }) as unknown as typeof fetch
  render(
    <Provider store={store}>
      <StaffApp pathname="/gazda/zapisy/7/" school={{ levels: [], shifts: [] }} fetchImpl={impl} />
    </Provider>,
  )
  return calls
}

const downloads: string[] = []
beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue({ siteSettings: settings })
  downloads.length = 0
  URL.createObjectURL = jest.fn(() => 'blob:rodzina')
  URL.revokeObjectURL = jest.fn()
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download)
  })
})
afterEach(() => jest.restoreAllMocks())

describe('a family’s data on the record (/gazda/zapisy/{id}/)', () => {
  it('downloads the family’s JSON export with the staff token', async () => {
    const calls = renderRecord('admin')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Eksportuj dane rodziny (JSON)' }))
    await waitFor(() => expect(downloads).toEqual(['rodzina-2026-0007.json']))
    const exported = calls.find((call) => call.url.endsWith('/export'))!
    expect(exported.url).toBe('/api/gazda/enrollments/7/export')
    expect((exported.init.headers as Record<string, string>).authorization).toBe(`Bearer ${JWT}`)
  })

  it('asks first in a labelled dialog that Escape closes, giving focus back, with nothing deleted', async () => {
    const calls = renderRecord('admin')
    const user = userEvent.setup()
    const opener = await screen.findByRole('button', { name: 'Usuń dane rodziny' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Usunąć dane rodziny?' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(dialog).toHaveTextContent('Zgłoszenie 2026-0007 zostanie usunięte')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])
  })

  it('deletes on confirmation and says so, with the way back to the list', async () => {
    const calls = renderRecord('admin')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Usuń dane rodziny' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Usuń dane rodziny' }))
    const status = await screen.findByText('Dane rodziny ze zgłoszenia 2026-0007 zostały usunięte.')
    expect(status.closest('[role="status"]')).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Wróć do listy zgłoszeń' })).toHaveAttribute(
      'href',
      '/gazda/zapisy/',
    )
    expect(screen.queryByText('Bronisława Wiśniewska')).not.toBeInTheDocument()
    const deletes = calls.filter((call) => call.method === 'DELETE')
    expect(deletes.map((call) => call.url)).toEqual(['/api/gazda/enrollments/7'])
  })

  it('keeps the record and shows the server’s message when the deletion fails', async () => {
    renderRecord('admin', 500)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Usuń dane rodziny' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń dane rodziny' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Wystąpił błąd serwera.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Bronisława Wiśniewska')).toBeInTheDocument()
  })

  it('offers neither to an editor', async () => {
    renderRecord('editor')
    expect(await screen.findByText('Bronisława Wiśniewska')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /dane rodziny/ })).not.toBeInTheDocument()
  })
})
