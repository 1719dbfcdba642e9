import { screen, within } from '@testing-library/react'
import type { AuditEntry, HistoryEntry } from '../../src/staff/types'
import { renderStaff } from './support/renderStaff'

function renderAt(pathname: string, items: unknown[]) {
  const body = { items, total: items.length, page: 1, pageSize: 25 }
  renderStaff({ pathname, answer: () => ({ body }) })
}

describe('the audit log (/gazda/audyt/)', () => {
  it('names record kinds and actions in Polish, never the API’s codes', async () => {
    const entries: Omit<AuditEntry, 'record'>[] = [
      {
        id: 2,
        at: '2026-11-24T09:30:00.000Z',
        user: { name: 'Anna' },
        action: 'read',
        kind: 'surveys',
        recordId: '4',
      },
      {
        id: 1,
        at: '2026-11-24T09:00:00.000Z',
        user: { name: 'Anna' },
        action: 'list',
        kind: 'enrollments',
        recordId: null,
      },
    ]
    renderAt('/gazda/audyt/', entries)
    const table = await screen.findByRole('table', { name: 'Dziennik audytu' })
    const [, read, list] = within(table).getAllByRole('row')
    expect(within(read!).getByRole('cell', { name: 'Ankiety' })).toBeVisible()
    expect(within(list!).getByRole('cell', { name: 'Zapisy' })).toBeVisible()
    expect(within(list!).getByRole('cell', { name: 'przeglądanie listy' })).toBeVisible()
    expect(table).not.toHaveTextContent(/surveys|enrollments/)
  })
})

describe('the history of changes (/gazda/historia/)', () => {
  it('shows who changed what, in words', async () => {
    const entries: Omit<HistoryEntry, 'record'>[] = [
      {
        id: 1,
        at: '2026-11-24T09:30:00.000Z',
        user: { name: 'Ewa Redaktor' },
        kind: 'faq',
        recordId: 'najczestsze-pytania',
        action: 'update',
        summary: 'Najczęstsze pytania: dodano „Gdzie parkować?”',
      },
    ]
    renderAt('/gazda/historia/', entries)
    const table = await screen.findByRole('table', { name: 'Historia zmian' })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row!).getByRole('cell', { name: 'Ewa Redaktor' })).toBeVisible()
    expect(within(row!).getByRole('cell', { name: 'Najczęstsze pytania' })).toBeVisible()
    expect(within(row!).getByRole('cell', { name: 'zmiana' })).toBeVisible()
    expect(row).toHaveTextContent('dodano „Gdzie parkować?”')
  })
})

describe('the records in the history and the audit log (issue #18)', () => {
  it('are named as people read them, the id kept only when no name is known', async () => {
    const entries: HistoryEntry[] = [
      {
        id: 3,
        at: '2026-11-24T10:30:00.000Z',
        user: { name: 'Anna Dyrektor' },
        kind: 'enrollment',
        recordId: '2',
        record: 'Zgłoszenie 2026-0002',
        action: 'status',
        summary: 'Nowe → Przyjęte',
      },
      {
        id: 2,
        at: '2026-11-24T10:00:00.000Z',
        user: { name: 'Ewa Redaktor' },
        kind: 'news',
        recordId: '2026-12-12-dzien-otwarty',
        record: 'Dzień otwarty',
        action: 'create',
        summary: 'Nowa wiadomość „Dzień otwarty”',
      },
      {
        id: 1,
        at: '2026-11-24T09:30:00.000Z',
        user: { name: 'Ewa Redaktor' },
        kind: 'news',
        recordId: '2019-01-01-usunieta',
        record: null,
        action: 'update',
        summary: 'Wiadomość „Stara”',
      },
    ]
    renderAt('/gazda/historia/', entries)
    const table = await screen.findByRole('table', { name: 'Historia zmian' })
    const [, enrolment, news, gone] = within(table).getAllByRole('row')
    expect(within(enrolment!).getByRole('cell', { name: 'Zgłoszenie 2026-0002' })).toBeVisible()
    expect(within(news!).getByRole('cell', { name: 'Dzień otwarty' })).toBeVisible()
    expect(table).not.toHaveTextContent('2026-12-12-dzien-otwarty')
    expect(within(gone!).getByRole('cell', { name: '2019-01-01-usunieta' })).toBeVisible()
  })

  it('in the audit log too', async () => {
    const entries: AuditEntry[] = [
      {
        id: 1,
        at: '2026-11-24T09:30:00.000Z',
        user: { name: 'Anna' },
        action: 'read',
        kind: 'enrollments',
        recordId: '2',
        record: 'Zgłoszenie 2026-0002',
      },
    ]
    renderAt('/gazda/audyt/', entries)
    const table = await screen.findByRole('table', { name: 'Dziennik audytu' })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row!).getByRole('cell', { name: 'Zgłoszenie 2026-0002' })).toBeVisible()
    expect(within(row!).queryByRole('cell', { name: '2' })).not.toBeInTheDocument()
  })
})
