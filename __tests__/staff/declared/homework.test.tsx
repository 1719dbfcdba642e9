import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { homework } from '../../../src/domain/content/declarations'
import { renderStaff, STAFF_SCHOOL, type StaffAnswer, type StaffCall } from '../support/renderStaff'
import { HOMEWORK_VALUES, homeworkRecord } from '../support/homework'
import { startEachTestFresh, waitForSlowRenders } from '../support/setup'

waitForSlowRenders()

// Issue #30: homework's list, new and edit screens, generated from its declaration. The API is the
// boundary here: __tests__/server/content-declared.test.ts saves each call against the real
// server, and e2e/staff-declared.test.ts does it in Chromium at 320 px.
startEachTestFresh()

const API = '/api/gazda/content/homework'
const VERSION = 'a'.repeat(64)
const TEACHERS = {
  items: [
    { id: '1', name: 'Katarzyna Zając', values: { name: 'Katarzyna Zając' }, version: 'x' },
    { id: '2', name: 'Piotr Nowak', values: { name: 'Piotr Nowak' }, version: 'y' },
  ],
  canCreate: true,
}
const item = (id: number, title: string, assigned: string, extra: object = {}) => ({
  id: String(id),
  name: title,
  values: {
    id,
    title,
    class: 'klasa-3',
    teacher: 'Katarzyna Zając',
    assigned,
    due: '2026-12-05',
    ...extra,
  },
  version: `v${id}`,
})
const RECORD = homeworkRecord({
  values: { ...HOMEWORK_VALUES, published: false },
  version: VERSION,
})

function at(
  pathname: string,
  answer: (call: StaffCall) => StaffAnswer | undefined,
  role: 'admin' | 'editor' | 'teacher' = 'editor',
) {
  return renderStaff({
    pathname,
    role,
    school: STAFF_SCHOOL,
    answer: (call) => {
      const given = answer(call)
      if (given) return given
      if (call.url.endsWith('/api/gazda/content/teachers')) return { body: TEACHERS }
      if (call.url.includes('/publish')) return { body: { state: 'idle' } }
      if (call.url.includes('/preview')) return { body: { html: [''] } }
      return { body: {} }
    },
  })
}
const sent = (calls: StaffCall[], method: string) =>
  calls
    .filter((call) => call.method === method && call.url.includes(API))
    .map((call) => ({ url: call.url, body: call.body ? JSON.parse(String(call.body)) : null }))

/** Fills the new homework form: Czytanka for klasa-3 by Piotr Nowak, given 2026-11-21, due `due`. */
async function fillNewHomework(due: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: /^Tytuł/ }), 'Czytanka')
  await user.selectOptions(screen.getByRole('combobox', { name: /^Klasa/ }), 'klasa-3')
  const teacher = screen.getByRole('combobox', { name: /^Nauczyciel/ })
  await waitFor(() => expect(within(teacher).getAllByRole('option')).toHaveLength(3))
  await user.selectOptions(teacher, 'Piotr Nowak')
  fireEvent.change(screen.getByLabelText(/^Zadane/), { target: { value: '2026-11-21' } })
  fireEvent.change(screen.getByLabelText(/^Termin oddania/), { target: { value: due } })
  await user.type(screen.getByRole('textbox', { name: /^Co trzeba zrobić/ }), 'Str. 12')
  return user
}

describe('the homework list', () => {
  it('shows the declared columns newest first, classes by name, and filters as typed', async () => {
    at('/gazda/zadania-domowe/', ({ url }) =>
      url.endsWith(API)
        ? {
            body: {
              items: [
                item(3, 'Czytanka', '2026-10-03'),
                item(7, 'Wiersz o jesieni', '2026-11-21', { published: false }),
                item(5, 'Ułamki', '2026-11-07', { class: 'klasa-4' }),
              ],
              canCreate: true,
            },
          }
        : undefined,
    )
    const table = await screen.findByRole('table', { name: 'Zadania domowe' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Tytuł', 'Klasa', 'Zadane', 'Termin oddania', 'Stan'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Wiersz o jesieni',
      'Ułamki',
      'Czytanka',
    ])
    expect(within(rows[0]!).getByText('szkic')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Klasa 4')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('21 listopada 2026')).toBeInTheDocument()
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/gazda/zadania-domowe/7/')
    expect(screen.getByRole('link', { name: 'Dodaj zadanie domowe' })).toHaveAttribute(
      'href',
      '/gazda/zadania-domowe/nowy/',
    )

    // Without Polish letters too.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj na liście' }), {
      target: { value: 'ulamki' },
    })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(screen.getByText('Pasujących wpisów: 1 z 3')).toBeInTheDocument()
  })
})

describe('a new homework', () => {
  it('has a labelled control for each declared field, and no number (the server gives it)', async () => {
    at('/gazda/zadania-domowe/nowy/', () => undefined)
    expect(await screen.findByRole('heading', { name: 'Nowy wpis: zadanie domowe' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: /^Tytuł/ })).toBeInTheDocument()
    const level = screen.getByRole('combobox', { name: /^Klasa/ })
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wybierz…', 'Zerówka', 'Klasa 3', 'Klasa 4', 'Klasa 5'])
    const teacher = screen.getByRole('combobox', { name: /^Nauczyciel/ })
    await waitFor(() => expect(within(teacher).getAllByRole('option')).toHaveLength(3))
    expect(screen.getByLabelText(/^Zadane/)).toHaveAttribute('type', 'date')
    expect(screen.getByLabelText(/^Termin oddania/)).toHaveAttribute('type', 'date')
    expect(screen.getByRole('textbox', { name: /^Co trzeba zrobić/ })).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Numer/)).toBeNull()
    expect(screen.queryByLabelText(/^Opublikowane/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Opublikuj' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zapisz jako szkic' })).toBeInTheDocument()
  })

  it('says in Polish what is missing, beside each field, and focuses the first', async () => {
    const calls = at('/gazda/zadania-domowe/nowy/', () => undefined)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Opublikuj' }))
    const title = screen.getByRole('textbox', { name: /^Tytuł/ })
    await waitFor(() => expect(title).toHaveFocus())
    expect(title).toHaveAttribute('aria-invalid', 'true')
    const errors = document.getElementById(
      title.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    )
    expect(errors).toHaveTextContent('Pole „Tytuł” jest wymagane.')
    expect(screen.getByText('Pole „Klasa” jest wymagane.')).toBeInTheDocument()
    expect(screen.getByText('Pole „Nauczyciel” jest wymagane.')).toBeInTheDocument()
    expect(screen.getByText('Pole „Co trzeba zrobić” jest wymagane.')).toBeInTheDocument()
    expect(sent(calls, 'POST')).toEqual([])
  })

  it('says a due day before the day given is wrong, as the API would', async () => {
    at('/gazda/zadania-domowe/nowy/', () => undefined)
    const user = await fillNewHomework('2026-11-14')
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }))
    expect(
      await screen.findByText('Termin oddania nie może być wcześniej niż dzień zadania.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^Termin oddania/)).toHaveFocus())
  })

  it('sends the fields flat with the body, as a draft, and opens the new record', async () => {
    const calls = at('/gazda/zadania-domowe/nowy/', ({ method }) =>
      method === 'POST'
        ? { status: 201, body: { id: '13', version: VERSION, removed: {} } }
        : undefined,
    )
    const user = await fillNewHomework('2026-11-28')
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }))
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1))
    expect(sent(calls, 'POST')[0]!.body).toEqual({
      title: 'Czytanka',
      class: 'klasa-3',
      teacher: 'Piotr Nowak',
      assigned: '2026-11-21',
      due: '2026-11-28',
      body: 'Str. 12',
      published: false,
    })
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/gazda/zadania-domowe/13/', expect.anything()),
    )
  })

  it('offers a teacher only their classes, and no teacher field (the server fills it)', async () => {
    const calls = at('/gazda/zadania-domowe/nowy/', () => undefined, 'teacher')
    const level = await screen.findByRole('combobox', { name: /^Klasa/ })
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wybierz…', 'Klasa 3', 'Klasa 4'])
    expect(screen.queryByRole('combobox', { name: /^Nauczyciel/ })).toBeNull()
    expect(calls.some((call) => call.url.endsWith('/content/teachers'))).toBe(false)
  })
})

describe('a homework’s editor', () => {
  const record = (answer: (call: StaffCall) => StaffAnswer | undefined = () => undefined) =>
    at(
      '/gazda/zadania-domowe/12/',
      (call) =>
        answer(call) ??
        (call.method === 'GET' && call.url.endsWith(`${API}/12`) ? { body: RECORD } : undefined),
    )

  it('shows its number, fills its fields and publishes the draft with its version', async () => {
    const calls = record(({ method }) =>
      method === 'PUT' ? { body: { version: 'b'.repeat(64), removed: {} } } : undefined,
    )
    expect(
      await screen.findByRole('heading', { name: 'Zadanie domowe: Wiersz o jesieni' }),
    ).toBeVisible()
    expect(screen.getByText('Numer').nextElementSibling).toHaveTextContent('12')
    expect(screen.getByRole('textbox', { name: /^Tytuł/ })).toHaveValue('Wiersz o jesieni')
    expect(screen.getByRole('combobox', { name: /^Klasa/ })).toHaveValue('klasa-3')
    expect(screen.getByText(/To jest szkic/)).toBeInTheDocument()
    const user = userEvent.setup()
    const title = screen.getByRole('textbox', { name: /^Tytuł/ })
    await user.clear(title)
    await user.type(title, 'Wiersz o zimie')
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }))
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1))
    const [put] = sent(calls, 'PUT')
    expect(put!.url).toMatch(/\/api\/gazda\/content\/homework\/12$/)
    expect(put!.body).toMatchObject({
      title: 'Wiersz o zimie',
      published: true,
      version: VERSION,
      body: 'Naucz się pierwszej zwrotki.\n',
    })
    expect(put!.body).not.toHaveProperty('id')
    expect(await screen.findByText(/Ten wpis jest opublikowany/)).toBeInTheDocument()
  })

  it('shows the server’s refusal beside its field', async () => {
    record(({ method }) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'INVALID_CONTENT',
              message: 'Popraw zaznaczone pola.',
              formErrors: [],
              inputErrors: { class: ['Klasa: szkoła nie ma klasy „klasa-9”.'] },
            },
          }
        : undefined,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Opublikuj' }))
    const level = screen.getByRole('combobox', { name: /^Klasa/ })
    await waitFor(() => expect(level).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('Klasa: szkoła nie ma klasy „klasa-9”.')).toBeInTheDocument()
  })

  it('merges with what someone else saved meanwhile (409), showing both where both changed', async () => {
    let reads = 0
    const theirs = {
      ...RECORD,
      values: { ...RECORD.values, title: 'Wiersz o lecie' },
      version: 'c'.repeat(64),
    }
    record((call) => {
      if (call.method === 'PUT')
        return { status: 409, body: { code: 'CONTENT_CHANGED', message: 'Zmieniono.' } }
      if (call.method === 'GET' && call.url.endsWith(`${API}/12`)) {
        reads += 1
        return { body: reads === 1 ? RECORD : theirs }
      }
      return undefined
    })
    const user = userEvent.setup()
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ })
    await user.clear(title)
    await user.type(title, 'Wiersz o zimie')
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }))
    const note = await screen.findByText(/i zmienił to samo co Ty/)
    const conflict = note.closest('[data-conflict]')! as HTMLElement
    expect(within(conflict).getByRole('heading', { name: 'Tytuł' })).toBeInTheDocument()
    expect(within(conflict).getByText('Wiersz o lecie')).toBeInTheDocument()
    expect(within(conflict).getByText('Wiersz o zimie')).toBeInTheDocument()
  })

  it('is deleted after a confirmation, with the version and the name it was saved with', async () => {
    const saved = 'b'.repeat(64)
    const calls = record(({ method }) =>
      method === 'DELETE'
        ? { body: { deleted: true } }
        : method === 'PUT'
          ? { body: { version: saved, removed: {} } }
          : undefined,
    )
    const user = userEvent.setup()
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ })
    await user.clear(title)
    await user.type(title, 'Wiersz o zimie')
    await user.click(screen.getByRole('button', { name: 'Zapisz jako szkic' }))
    await screen.findByRole('heading', { name: 'Zadanie domowe: Wiersz o zimie' })
    // The button names its record: „Usuń: Wiersz o zimie”.
    await user.click(screen.getByRole('button', { name: /^Usuń\W+Wiersz o zimie$/ }))
    expect(sent(calls, 'DELETE')).toEqual([])
    const question = screen.getByRole('group', { name: /Usunąć „Wiersz o zimie”/ })
    await user.click(within(question).getByRole('button', { name: 'Tak' }))
    await screen.findByText('Usunięto „Wiersz o zimie”.')
    expect(sent(calls, 'DELETE').map((call) => call.url)).toEqual([
      expect.stringMatching(new RegExp(`/homework/12\\?version=${saved}$`)),
    ])
  })
})

it('is declared with drafts and for teachers (the form’s two buttons and a teacher’s screen)', () => {
  expect(homework.drafts && homework.teachers).toBe(true)
})
