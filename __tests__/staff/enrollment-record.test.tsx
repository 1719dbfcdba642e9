import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { EnrollmentConflict } from '../../src/domain/api/enrollments'
import type { EnrollmentRecord } from '../../src/staff/types'
import { renderStaff, STAFF_SCHOOL, type StaffCall } from './support/renderStaff'

// Issue #31: the enrolment's record: contacts first as links, a status per child, every change
// asked first and made on the screen's version (If-Match), a 409 shown with who changed what,
// the office's notes, and the record read again when its tab comes back.

const STUDENT = {
  enrollmentId: 5,
  birthDate: '2018-03-01',
  birthCountry: 'USA',
  buildingId: 1,
  subjects: 'polski',
  comments: '',
  statusChangedAt: null,
  statusChangedByName: null,
}

const RECORD: EnrollmentRecord = {
  id: 5,
  number: '2026-0005',
  schoolYear: '2026-2027',
  status: 'new',
  statusChangedBy: null,
  statusChangedAt: null,
  possibleDuplicate: false,
  family: {
    motherFirstName: 'Bronisława',
    motherLastName: 'Żółkiewska',
    motherPhone: '(630) 555-0161',
    motherEmail: 'bronka@example.com',
    fatherFirstName: 'Jan',
    fatherLastName: 'Żółkiewski',
    fatherPhone: '+1 630 555 0162',
    fatherEmail: '',
    erFirstName: 'Ewa',
    erLastName: 'Nowak',
    erPhone: '630.555.0163',
    photo: 'Y',
  },
  createdAt: '2026-11-21T12:00:00.000Z',
  students: [
    {
      ...STUDENT,
      id: 11,
      position: 0,
      firstName: 'Szymon',
      lastName: 'Żółkiewski',
      level: 'klasa-5',
      status: 'new',
    },
    {
      ...STUDENT,
      id: 12,
      position: 1,
      firstName: 'Ignacy',
      lastName: 'Żółkiewski',
      level: 'zerowka',
      status: 'new',
    },
  ],
  version: 3,
  notes: [{ id: 1, at: '2026-11-22T15:00:00.000Z', byName: 'Anna', text: 'Dzwonić po 17.' }],
}

type Answer = (call: StaffCall) => { status?: number; body?: unknown } | undefined

/** The record at /gazda/zapisy/5/, GET answering `record()`; changes answered by `change`. */
function renderRecord(change: Answer, record: () => EnrollmentRecord = () => RECORD) {
  return renderStaff({
    pathname: '/gazda/zapisy/5/',
    school: STAFF_SCHOOL,
    answer: (call) => (call.method === 'GET' ? { body: record() } : (change(call) ?? {})),
  })
}

const ifMatchOf = (call: StaffCall) => (call.init.headers as Record<string, string>)['If-Match']
const changes = (calls: StaffCall[]) => calls.filter((call) => call.method !== 'GET')
const gets = (calls: StaffCall[]) => calls.filter((call) => call.method === 'GET')

describe('the enrolment record (/gazda/zapisy/{id}/)', () => {
  it('shows the contacts as call and mail links before the status controls', async () => {
    renderRecord(() => undefined)
    const contacts = await screen.findByRole('region', { name: 'Kontakt z rodziną' })
    const links = within(contacts).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:6305550161',
      'mailto:bronka@example.com',
      'tel:+16305550162',
      'tel:6305550163',
    ])
    expect(within(contacts).getByText(/Matka: Bronisława Żółkiewska/)).toBeInTheDocument()
    expect(within(contacts).getByText(/Kontakt awaryjny: Ewa Nowak/)).toBeInTheDocument()
    const controls = screen.getByRole('region', { name: 'Zmień status' })
    expect(
      contacts.compareDocumentPosition(controls) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('shows each child’s own status in the table and beside the child', async () => {
    renderRecord(
      () => undefined,
      () => ({
        ...RECORD,
        students: [
          { ...RECORD.students[0]!, status: 'accepted' },
          { ...RECORD.students[1]!, status: 'waitlisted' },
        ],
      }),
    )
    const table = await screen.findByRole('table', { name: 'Uczniowie' })
    const szymon = within(table)
      .getByRole('rowheader', { name: /Szymon/ })
      .closest('tr')!
    const ignacy = within(table)
      .getByRole('rowheader', { name: /Ignacy/ })
      .closest('tr')!
    expect(szymon).toHaveTextContent('Przyjęte')
    expect(ignacy).toHaveTextContent('Lista oczekujących')
    expect(screen.getByLabelText('Status: Szymon Żółkiewski')).toHaveValue('accepted')
    expect(screen.getByLabelText('Status: Ignacy Żółkiewski')).toHaveValue('waitlisted')
  })

  it('changes one child’s status only after “Tak”, sending the screen’s version', async () => {
    const calls = renderRecord((call) =>
      call.url.endsWith('/students/12')
        ? {
            body: {
              ...RECORD,
              version: 4,
              students: [RECORD.students[0], { ...RECORD.students[1], status: 'waitlisted' }],
            },
          }
        : undefined,
    )
    const user = userEvent.setup()
    await user.selectOptions(
      await screen.findByLabelText('Status: Ignacy Żółkiewski'),
      'waitlisted',
    )
    await user.click(screen.getByRole('button', { name: 'Zapisz status: Ignacy Żółkiewski' }))
    expect(changes(calls)).toEqual([])
    const question = screen.getByRole('group', {
      name: 'Zmienić status: Ignacy Żółkiewski na „Lista oczekujących”?',
    })
    expect(within(question).getByRole('button', { name: 'Tak' })).toHaveFocus()
    await user.click(within(question).getByRole('button', { name: 'Tak' }))
    await waitFor(() => expect(changes(calls)).toHaveLength(1))
    const [patch] = changes(calls)
    expect(patch!.method).toBe('PATCH')
    expect(patch!.url).toBe('/api/gazda/enrollments/5/students/12')
    expect(JSON.parse(String(patch!.body))).toEqual({ status: 'waitlisted' })
    expect(ifMatchOf(patch!)).toBe('"3"')
    expect(
      await screen.findByText('Zapisano status: Ignacy Żółkiewski – Lista oczekujących'),
    ).toBeInTheDocument()
  })

  it('sets the whole family only after “Tak”; “Anuluj” changes nothing', async () => {
    let now = RECORD
    const calls = renderRecord(
      (call) => {
        if (call.method !== 'PATCH') return undefined
        const at = '2026-11-26T10:00:00.000Z'
        const students = RECORD.students.map((student) => ({
          ...student,
          status: 'accepted' as const,
        }))
        now = { ...RECORD, status: 'accepted', version: 4, statusChangedAt: at, students }
        return {
          body: {
            id: 5,
            status: 'accepted',
            statusChangedAt: at,
            statusChangedByName: 'Anna',
            version: 4,
          },
        }
      },
      () => now,
    )
    const user = userEvent.setup()
    const family = await screen.findByRole('region', { name: 'Zmień status' })
    await user.click(within(family).getByRole('button', { name: 'Odrzucone' }))
    await user.click(screen.getByRole('button', { name: 'Anuluj' }))
    expect(changes(calls)).toEqual([])
    expect(within(family).getByRole('button', { name: 'Odrzucone' })).toHaveFocus()

    await user.click(within(family).getByRole('button', { name: 'Przyjęte' }))
    const question = screen.getByRole('group', {
      name: 'Zmienić status wszystkich dzieci w zgłoszeniu na „Przyjęte”?',
    })
    await user.click(within(question).getByRole('button', { name: 'Tak' }))
    await waitFor(() => expect(changes(calls)).toHaveLength(1))
    expect(changes(calls)[0]!.url).toBe('/api/gazda/enrollments/5')
    expect(ifMatchOf(changes(calls)[0]!)).toBe('"3"')
    await waitFor(() =>
      expect(within(family).getByRole('button', { name: 'Przyjęte' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
  })

  it('on 409 says who changed what and shows the record as it now is', async () => {
    let now = RECORD
    const current: EnrollmentRecord = {
      ...RECORD,
      status: 'accepted',
      version: 4,
      statusChangedByName: 'Dyrektor Marek',
      statusChangedAt: '2026-11-26T10:00:00.000Z',
      students: RECORD.students.map((student) => ({ ...student, status: 'accepted' as const })),
    }
    const conflict: EnrollmentConflict = {
      code: 'ENROLLMENT_CHANGED',
      message: 'Zgłoszenie zmieniono w międzyczasie.',
      current,
      changes: [
        {
          at: '2026-11-26T10:00:00.000Z',
          byName: 'Dyrektor Marek',
          summary: 'Szymon: Nowe → Przyjęte',
        },
      ],
    }
    const calls = renderRecord(
      (call) => {
        if (call.method !== 'PATCH') return undefined
        now = current
        return { status: 409, body: conflict }
      },
      () => now,
    )
    const user = userEvent.setup()
    const family = await screen.findByRole('region', { name: 'Zmień status' })
    await user.click(within(family).getByRole('button', { name: 'Odrzucone' }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ktoś inny zmienił to zgłoszenie')
    expect(alert).toHaveTextContent('Zgłoszenie zmieniono w międzyczasie.')
    expect(alert).toHaveTextContent('Dyrektor Marek: Szymon: Nowe → Przyjęte')
    expect(alert).toHaveFocus()
    expect(ifMatchOf(changes(calls)[0]!)).toBe('"3"')
    // The other person's change is on the screen, and the next change is made on its version.
    await waitFor(() =>
      expect(within(family).getByRole('button', { name: 'Przyjęte' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    expect(screen.getByLabelText('Status: Szymon Żółkiewski')).toHaveValue('accepted')
    await user.click(within(family).getByRole('button', { name: 'Odrzucone' }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    await waitFor(() => expect(changes(calls)).toHaveLength(2))
    expect(ifMatchOf(changes(calls)[1]!)).toBe('"4"')
  })

  it('lists the office’s notes and adds one with If-Match; an empty one is refused in place', async () => {
    let now = RECORD
    const calls = renderRecord(
      (call) => {
        if (!call.url.endsWith('/notes')) return undefined
        const note = {
          id: 2,
          at: '2026-11-26T10:00:00.000Z',
          byName: 'Anna',
          text: 'Oddzwonię jutro.',
        }
        now = { ...RECORD, version: 4, notes: [...RECORD.notes!, note] }
        return { status: 201, body: now }
      },
      () => now,
    )
    const user = userEvent.setup()
    const notes = await screen.findByRole('region', { name: 'Notatki sekretariatu' })
    expect(notes).toHaveTextContent('Dzwonić po 17.')
    expect(notes).toHaveTextContent('Anna')
    await user.click(within(notes).getByRole('button', { name: 'Dodaj notatkę' }))
    const box = within(notes).getByLabelText('Nowa notatka')
    expect(box).toHaveAccessibleDescription('Wpisz treść notatki.')
    expect(box).toHaveFocus()
    expect(changes(calls)).toEqual([])
    await user.type(box, 'Oddzwonię jutro.')
    await user.click(within(notes).getByRole('button', { name: 'Dodaj notatkę' }))
    await waitFor(() => expect(changes(calls)).toHaveLength(1))
    const [post] = changes(calls)
    expect(post!.url).toBe('/api/gazda/enrollments/5/notes')
    expect(JSON.parse(String(post!.body))).toEqual({ text: 'Oddzwonię jutro.' })
    expect(ifMatchOf(post!)).toBe('"3"')
    expect(await within(notes).findByText('Oddzwonię jutro.')).toBeInTheDocument()
    expect(box).toHaveValue('')
  })

  it('reads the record again when its tab comes back into focus', async () => {
    let now = RECORD
    const calls = renderRecord(
      () => undefined,
      () => now,
    )
    const family = await screen.findByRole('region', { name: 'Zmień status' })
    const before = gets(calls).length
    now = { ...RECORD, status: 'rejected', version: 4 }
    fireEvent(window, new Event('focus'))
    await waitFor(() => expect(gets(calls).length).toBeGreaterThan(before))
    await waitFor(() =>
      expect(within(family).getByRole('button', { name: 'Odrzucone' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
  })
})
