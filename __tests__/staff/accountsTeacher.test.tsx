import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ACCOUNT_MESSAGES } from '../../src/domain/staffAccounts'
import { ADMIN_AND_EDITOR } from './support/accounts'
import { renderStaff, STAFF_SCHOOL, type StaffAnswer, type StaffCall } from './support/renderStaff'
import { startEachTestFresh } from './support/setup'

// Issue #30: the teacher role in the accounts screen (/gazda/konta/), and a teacher's panel.
startEachTestFresh()

const ACCOUNTS = [
  ...ADMIN_AND_EDITOR,
  {
    id: 3,
    email: 'maria@szkola.org',
    name: 'Maria',
    role: 'teacher',
    classes: ['klasa-3', 'klasa-4'],
    disabled: false,
    createdAt: '2026-03-01T12:00:00.000Z',
  },
]

const accountsAt = (answer: (call: StaffCall) => StaffAnswer) =>
  renderStaff({ pathname: '/gazda/konta/', role: 'admin', school: STAFF_SCHOOL, answer })

describe('a teacher in the accounts view', () => {
  it('lists a teacher with the names of their classes', async () => {
    accountsAt(() => ({ body: ACCOUNTS }))
    const row = (await screen.findByRole('rowheader', { name: /maria@szkola\.org/ })).closest('tr')!
    expect(within(row).getByText('nauczyciel: Klasa 3, Klasa 4')).toBeInTheDocument()
  })

  it('adds a teacher with the classes ticked, asking for at least one', async () => {
    const calls = accountsAt(({ method }) =>
      method === 'POST'
        ? { status: 201, body: { ...ACCOUNTS[2], id: 4, email: 'jan@szkola.org' } }
        : { body: ACCOUNTS },
    )
    const form = await screen.findByRole('region', { name: 'Nowe konto' })
    const user = userEvent.setup()
    expect(within(form).queryByRole('group', { name: /Klasy nauczyciela/ })).toBeNull()
    await user.type(within(form).getByLabelText(/E-mail/), 'jan@szkola.org')
    await user.type(within(form).getByLabelText(/Imię i nazwisko/), 'Jan')
    await user.selectOptions(within(form).getByLabelText(/Rola/), 'teacher')
    await user.type(within(form).getByLabelText(/Hasło/), 'dwanaście-znaków')

    const classes = within(form).getByRole('group', { name: /Klasy nauczyciela/ })
    expect(
      within(classes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Zerówka', 'Klasa 3', 'Klasa 4', 'Klasa 5'])
    await user.click(within(form).getByRole('button', { name: 'Dodaj konto' }))
    expect(await within(classes).findByText(ACCOUNT_MESSAGES.classesRequired)).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await user.click(within(classes).getByRole('checkbox', { name: 'Klasa 4' }))
    await user.click(within(classes).getByRole('checkbox', { name: 'Klasa 3' }))
    await user.click(within(form).getByRole('button', { name: 'Dodaj konto' }))
    expect(await screen.findByText('Dodano konto jan@szkola.org.')).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')!
    expect(JSON.parse(String(post.init.body))).toEqual({
      email: 'jan@szkola.org',
      name: 'Jan',
      role: 'teacher',
      password: 'dwanaście-znaków',
      classes: ['klasa-4', 'klasa-3'],
    })
  })

  it('sends no classes for an editor, even after ticking some as a teacher', async () => {
    const calls = accountsAt(({ method }) =>
      method === 'POST' ? { status: 201, body: ACCOUNTS[1] } : { body: ACCOUNTS },
    )
    const form = await screen.findByRole('region', { name: 'Nowe konto' })
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText(/E-mail/), 'ewa2@szkola.org')
    await user.type(within(form).getByLabelText(/Imię i nazwisko/), 'Ewa')
    await user.selectOptions(within(form).getByLabelText(/Rola/), 'teacher')
    await user.click(within(form).getByRole('checkbox', { name: 'Klasa 5' }))
    await user.selectOptions(within(form).getByLabelText(/Rola/), 'editor')
    await user.type(within(form).getByLabelText(/Hasło/), 'dwanaście-znaków')
    await user.click(within(form).getByRole('button', { name: 'Dodaj konto' }))
    await screen.findByText(/Dodano konto/)
    const post = calls.find((call) => call.method === 'POST')!
    expect(JSON.parse(String(post.init.body))).not.toHaveProperty('classes')
  })

  it('makes an editor a teacher of the classes ticked, and changes a teacher’s classes', async () => {
    const calls = accountsAt(({ method }) =>
      method === 'PATCH' ? { body: ACCOUNTS[2] } : { body: ACCOUNTS },
    )
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Rola konta ewa@szkola.org'), 'teacher')
    const ewas = screen.getByRole('group', { name: /Klasy konta ewa@szkola\.org/ })
    await user.click(within(ewas).getByRole('checkbox', { name: 'Zerówka' }))
    await user.click(screen.getByRole('button', { name: /Zmień rolę.*ewa@szkola\.org/ }))

    const marias = screen.getByRole('group', { name: /Klasy konta maria@szkola\.org/ })
    expect(within(marias).getByRole('checkbox', { name: 'Klasa 3' })).toBeChecked()
    await user.click(within(marias).getByRole('checkbox', { name: 'Klasa 3' }))
    await user.click(within(marias).getByRole('checkbox', { name: 'Klasa 5' }))
    await user.click(screen.getByRole('button', { name: /Zmień rolę.*maria@szkola\.org/ }))
    await screen.findByText('Zapisano zmiany konta maria@szkola.org.')
    const patches = calls.filter((call) => call.method === 'PATCH')
    expect(patches.map((call) => [call.url, JSON.parse(String(call.init.body))])).toEqual([
      ['/api/gazda/staff/2', { role: 'teacher', classes: ['zerowka'] }],
      ['/api/gazda/staff/3', { role: 'teacher', classes: ['klasa-4', 'klasa-5'] }],
    ])
  })
})

describe('a teacher’s panel', () => {
  const asTeacher = (pathname: string, answer: (call: StaffCall) => StaffAnswer) =>
    renderStaff({ pathname, role: 'teacher', school: STAFF_SCHOOL, answer })

  it('shows their classes and nothing of enrolments, surveys, visits, accounts or content', async () => {
    const calls = asTeacher('/gazda/', () => ({ body: [] }))
    expect(await screen.findByRole('heading', { name: 'Twoje klasy' })).toBeInTheDocument()
    expect(screen.getByText('Klasy: Klasa 3, Klasa 4.')).toBeInTheDocument()
    const panel = within(screen.getByRole('region', { name: 'Twoje klasy' }))
    const links = {
      // The kinds declared open to teachers, at their screens.
      'Zadania domowe': '/gazda/zadania-domowe/',
      'Kalendarz zajęć': '/gazda/kalendarz/',
      // Issue #31: their classes' lists.
      'Listy klas': '/gazda/listy-klas/',
    }
    for (const [name, href] of Object.entries(links))
      expect(panel.getByRole('link', { name })).toHaveAttribute('href', href)
    expect(screen.getByText('Zalogowano jako Maria (nauczyciel)')).toBeInTheDocument()
    // No link into the panel but a teacher's screens: none of the dashboard's, no menu's "Edytuj".
    const panelLinks = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/gazda/') && href !== '/gazda/')
    expect(
      panelLinks.filter(
        (href) =>
          ![
            ...Object.values(links),
            // Issue #34: a mail to their classes' parents.
            '/gazda/wiadomosc-do-rodzicow/',
          ].includes(href),
      ),
    ).toEqual([])
    for (const name of ['Zapisy', 'Ankiety', 'Wizyty', 'Konta pracowników', 'Historia zmian'])
      expect(screen.queryByRole('link', { name })).toBeNull()
    // The content pages' titles are not asked for: a teacher would get 403.
    expect(calls.map((call) => call.url)).toEqual([])
  })

  it('says an admin’s or editor’s screen is not for a teacher when the API answers 403', async () => {
    asTeacher('/gazda/zapisy/', () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Ta czynność nie jest dostępna dla konta nauczyciela.' },
    }))
    expect(
      await screen.findByText('Ta część panelu nie jest dostępna dla konta nauczyciela.'),
    ).toBeInTheDocument()
  })
})
