import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderStaff, STAFF_SCHOOL, type StaffCall } from '../support/renderStaff'
import { startEachTestFresh, waitForSlowRenders } from '../support/setup'

waitForSlowRenders()

// Issue #30: a teacher (Maria, klasa-3 and klasa-4) is offered only their own classes, and a
// calendar event of theirs must name one (the API refuses an event of the whole school to them).
startEachTestFresh()

it('offers a teacher’s calendar event only their classes, and asks for one', async () => {
  const calls: StaffCall[] = renderStaff({
    pathname: '/gazda/kalendarz/nowy/',
    role: 'teacher',
    school: { ...STAFF_SCHOOL, shifts: [{ id: 1, name: 'Rano' }] },
    answer: ({ url }) => (url.includes('/publish') ? { body: { state: 'idle' } } : { body: {} }),
  })
  const classes = await screen.findByRole('group', { name: /^Klasy/ })
  expect(
    within(classes)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value')),
  ).toEqual(['klasa-3', 'klasa-4'])
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Dodaj' }))
  expect(await within(classes).findByText('Pole „Klasy” jest wymagane.')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Tytuł/ })).toHaveFocus())
  expect(calls.filter((call) => call.method === 'POST')).toEqual([])
})

it('links a teacher’s dashboard to homework and the calendar only', async () => {
  renderStaff({
    pathname: '/gazda/',
    role: 'teacher',
    school: STAFF_SCHOOL,
    answer: () => ({ body: {} }),
  })
  const main = within(await screen.findByRole('main'))
  expect(await main.findByRole('link', { name: 'Zadania domowe' })).toHaveAttribute(
    'href',
    '/gazda/zadania-domowe/',
  )
  expect(main.getByRole('link', { name: 'Kalendarz zajęć' })).toHaveAttribute(
    'href',
    '/gazda/kalendarz/',
  )
  expect(main.queryByRole('link', { name: 'Grono nauczycielskie' })).toBeNull()
})

it('links an editor’s dashboard to every declared kind', async () => {
  renderStaff({ pathname: '/gazda/', role: 'editor', answer: () => ({ body: [] }) })
  const main = within(await screen.findByRole('main'))
  for (const [name, href] of [
    ['Zadania domowe', '/gazda/zadania-domowe/'],
    ['Podręczniki', '/gazda/podreczniki/'],
    ['Formy szkolne', '/gazda/formularze/'],
    ['Wstępy działów', '/gazda/sekcje/'],
    ['Zmiany', '/gazda/zmiany/'],
  ])
    expect(await main.findByRole('link', { name })).toHaveAttribute('href', href)
})
