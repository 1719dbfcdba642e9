import { screen, within } from '@testing-library/react'
import type { AuditEntry, HistoryEntry } from '../../src/staff/types'
import { renderStaff } from './support/renderStaff'

/**
 * An entry at 9:30 on 24 November, `fields` saying what the test is about; without `record`
 * unless given, as the entries written before issue #18 come.
 */
const entry = <T extends Partial<HistoryEntry>>(fields: T) => ({
  id: 1,
  at: '2026-11-24T09:30:00.000Z',
  user: { name: 'Ewa Redaktor' },
  kind: 'news',
  recordId: null,
  action: 'update',
  ...fields,
})

/** Renders `pathname` with `items` from the API: its table named `name` and the table's rows. */
async function tableAt(pathname: string, name: string, items: Omit<AuditEntry, 'record'>[]) {
  const body = { items, total: items.length, page: 1, pageSize: 25 }
  renderStaff({ pathname, answer: () => ({ body }) })
  const table = await screen.findByRole('table', { name })
  // The header row comes first.
  return { table, rows: within(table).getAllByRole('row') }
}

/** Each of `names` is a visible cell of `row`. */
function expectCells(row: HTMLElement | undefined, ...names: string[]) {
  for (const name of names) expect(within(row!).getByRole('cell', { name })).toBeVisible()
}

describe('the audit log (/gazda/audyt/)', () => {
  it('names record kinds and actions in Polish, never the API’s codes', async () => {
    const entries: Omit<AuditEntry, 'record'>[] = [
      entry({ id: 2, user: { name: 'Anna' }, action: 'read', kind: 'surveys', recordId: '4' }),
      entry({
        at: '2026-11-24T09:00:00.000Z',
        user: { name: 'Anna' },
        action: 'list',
        kind: 'enrollments',
      }),
    ]
    const { table, rows } = await tableAt('/gazda/audyt/', 'Dziennik audytu', entries)
    const [, read, list] = rows
    expectCells(read, 'Ankiety')
    expectCells(list, 'Zapisy', 'przeglądanie listy')
    expect(table).not.toHaveTextContent(/surveys|enrollments/)
  })
})

describe('the history of changes (/gazda/historia/)', () => {
  it('shows who changed what, in words', async () => {
    const entries: Omit<HistoryEntry, 'record'>[] = [
      entry({
        kind: 'faq',
        recordId: 'najczestsze-pytania',
        summary: 'Najczęstsze pytania: dodano „Gdzie parkować?”',
      }),
    ]
    const [, row] = (await tableAt('/gazda/historia/', 'Historia zmian', entries)).rows
    expectCells(row, 'Ewa Redaktor', 'Najczęstsze pytania', 'zmiana')
    expect(row).toHaveTextContent('dodano „Gdzie parkować?”')
  })
})

describe('the records in the history and the audit log (issue #18)', () => {
  it('are named as people read them, the id kept only when no name is known', async () => {
    const entries: HistoryEntry[] = [
      entry({
        id: 3,
        at: '2026-11-24T10:30:00.000Z',
        user: { name: 'Anna Dyrektor' },
        kind: 'enrollment',
        recordId: '2',
        record: 'Zgłoszenie 2026-0002',
        action: 'status',
        summary: 'Nowe → Przyjęte',
      }),
      entry({
        id: 2,
        at: '2026-11-24T10:00:00.000Z',
        recordId: '2026-12-12-dzien-otwarty',
        record: 'Dzień otwarty',
        action: 'create',
        summary: 'Nowa wiadomość „Dzień otwarty”',
      }),
      entry({ recordId: '2019-01-01-usunieta', record: null, summary: 'Wiadomość „Stara”' }),
    ]
    const { table, rows } = await tableAt('/gazda/historia/', 'Historia zmian', entries)
    const [, enrolment, news, gone] = rows
    expectCells(enrolment, 'Zgłoszenie 2026-0002')
    expectCells(news, 'Dzień otwarty')
    expect(table).not.toHaveTextContent('2026-12-12-dzien-otwarty')
    expectCells(gone, '2019-01-01-usunieta')
  })

  it('in the audit log too', async () => {
    const entries: AuditEntry[] = [
      entry({
        user: { name: 'Anna' },
        action: 'read',
        kind: 'enrollments',
        recordId: '2',
        record: 'Zgłoszenie 2026-0002',
      }),
    ]
    const [, row] = (await tableAt('/gazda/audyt/', 'Dziennik audytu', entries)).rows
    expectCells(row, 'Zgłoszenie 2026-0002')
    expect(within(row!).queryByRole('cell', { name: '2' })).not.toBeInTheDocument()
  })
})
