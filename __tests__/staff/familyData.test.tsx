import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { EnrollmentRecord } from '../../src/staff/types'
import { renderStaff, STAFF_JWT } from './support/renderStaff'

// Issue #8: an admin exports a family's data or deletes it, from the family's record.

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
  version: 1,
}

function renderRecord(role: 'admin' | 'editor', deleteStatus = 204) {
  return renderStaff({
    pathname: '/gazda/zapisy/7/',
    role,
    answer: ({ method }) => {
      const status = method === 'DELETE' ? deleteStatus : 200
      return {
        status,
        body:
          status >= 400 ? { code: 'INTERNAL_ERROR', message: 'Wystąpił błąd serwera.' } : RECORD,
      }
    },
  })
}

const downloads: string[] = []
beforeEach(() => {
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
    expect((exported.init.headers as Record<string, string>).authorization).toBe(
      `Bearer ${STAFF_JWT}`,
    )
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
