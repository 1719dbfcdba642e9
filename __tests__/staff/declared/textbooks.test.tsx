import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderStaff, STAFF_SCHOOL, type StaffCall } from '../support/renderStaff'
import { startEachTestFresh, waitForSlowRenders } from '../support/setup'

waitForSlowRenders()

// Issue #30: a level's textbooks, a `records` field: each book a group of its declared sub-fields,
// added, moved up or down and removed from the keyboard, checked in the declaration's Polish.
startEachTestFresh()

const API = '/api/gazda/content/textbooks'
const VERSION = 'd'.repeat(64)
const book = (subject: string, title: string) => ({ subject, title, publisher: 'WSiP' })
const RECORD = {
  id: 'klasa-3',
  values: {
    level: 'klasa-3',
    books: [book('Język polski', 'Elementarz'), book('Historia', 'Dzieje')],
  },
  body: null,
  version: VERSION,
}

function open(calls: StaffCall[] = []) {
  const made = renderStaff({
    pathname: '/gazda/podreczniki/klasa-3/',
    role: 'editor',
    school: STAFF_SCHOOL,
    answer: ({ url, method }) => {
      if (method === 'PUT') return { body: { version: 'e'.repeat(64), removed: {} } }
      if (url.endsWith(`${API}/klasa-3`)) return { body: RECORD }
      if (url.includes('/publish')) return { body: { state: 'idle' } }
      return { body: {} }
    },
  })
  calls.push(...made)
  return made
}
const subjects = () =>
  screen
    .getAllByRole('textbox', { name: /^Przedmiot/ })
    .map((input) => (input as HTMLInputElement).value)
const groups = () => screen.getAllByRole('group', { name: /^Podręczniki \d+$/ })

describe('a level’s textbooks', () => {
  it('shows the level fixed (its key) and each book as a numbered group of labelled fields', async () => {
    open()
    await screen.findByRole('heading', { name: 'Lista podręczników: klasa-3' })
    expect(screen.getByText('Klasa').nextElementSibling).toHaveTextContent('Klasa 3')
    expect(screen.queryByRole('combobox', { name: /^Klasa/ })).toBeNull()
    expect(groups()).toHaveLength(2)
    const first = within(groups()[0]!)
    for (const label of ['Przedmiot', 'Tytuł', 'Wydawnictwo', 'ISBN', 'Uwagi'])
      expect(first.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument()
    expect(subjects()).toEqual(['Język polski', 'Historia'])
  })

  it('moves a book down and up, keeping the focus on the moved book’s button', async () => {
    open()
    await screen.findByRole('heading', { name: 'Lista podręczników: klasa-3' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^W dół\W+podręczniki, pozycja 1$/ }))
    expect(subjects()).toEqual(['Historia', 'Język polski'])
    // The moved book is now second: its "W dół" is disabled, so focus is on its "W górę".
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^W górę\W+podręczniki, pozycja 2$/ }),
      ).toHaveFocus(),
    )
    await user.keyboard('{Enter}')
    expect(subjects()).toEqual(['Język polski', 'Historia'])
  })

  it('adds a book (focus in its first field), says in Polish what it lacks, and saves the list in order', async () => {
    const calls = open()
    await screen.findByRole('heading', { name: 'Lista podręczników: klasa-3' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Dodaj pozycję (podręczniki)' }))
    expect(groups()).toHaveLength(3)
    const added = within(groups()[2]!)
    await waitFor(() => expect(added.getByRole('textbox', { name: /^Przedmiot/ })).toHaveFocus())
    await user.keyboard('Matematyka')
    await user.click(screen.getByRole('button', { name: 'Zapisz i opublikuj' }))
    expect(await added.findByText('Pole „Tytuł” jest wymagane.')).toBeInTheDocument()
    expect(added.getByText('Pole „Wydawnictwo” jest wymagane.')).toBeInTheDocument()
    await waitFor(() => expect(added.getByRole('textbox', { name: /^Tytuł/ })).toHaveFocus())
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])

    await user.keyboard('Matematyka 3')
    await user.type(added.getByRole('textbox', { name: /^Wydawnictwo/ }), 'GWO')
    // The first book goes: focus returns to the add button.
    await user.click(screen.getByRole('button', { name: /^Usuń\W+podręczniki, pozycja 1$/ }))
    expect(screen.getByRole('button', { name: 'Dodaj pozycję (podręczniki)' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Zapisz i opublikuj' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1))
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.url).toMatch(/\/api\/gazda\/content\/textbooks\/klasa-3$/)
    expect(JSON.parse(String(put.body))).toEqual({
      level: 'klasa-3',
      books: [
        { subject: 'Historia', title: 'Dzieje', publisher: 'WSiP', isbn: null, note: null },
        { subject: 'Matematyka', title: 'Matematyka 3', publisher: 'GWO', isbn: null, note: null },
      ],
      version: VERSION,
    })
  })
})
