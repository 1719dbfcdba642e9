import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import type { ContentDeclaration } from '../../../src/domain/content/declare'
import { DECLARATIONS } from '../../../src/domain/content/declarations'
import { DECLARED_KINDS, type DeclaredNames } from '../../../src/domain/content/declarations/names'
import { parseStaffRoute } from '../../../src/staff/routes'
import { renderStaff, type StaffCall } from '../support/renderStaff'
import { startEachTestFresh, waitForSlowRenders } from '../support/setup'

waitForSlowRenders()

// Issue #30: one declaration gives the staff area its screens. A kind made up here, declared and
// added to the list of declarations and nothing else, gets its routes, its list with its columns,
// and a form with a control for each field, checked and sent as the declaration says.
const LUNCH: ContentDeclaration = {
  kind: 'lunch-menu',
  path: 'obiady',
  title: 'Obiady',
  one: 'obiad',
  storage: { form: 'list', file: 'lunch-menu.yaml' },
  fields: [
    { name: 'day', type: 'date', label: 'Dzień obiadu', required: true, column: true },
    { name: 'dish', type: 'text', label: 'Danie', required: true, max: 40, column: true },
    { name: 'served', type: 'time', label: 'Wydawane od' },
    { name: 'price', type: 'integer', label: 'Cena w centach', min: 0, max: 5000 },
    { name: 'vegetarian', type: 'boolean', label: 'Wegetariańskie', column: true },
    {
      name: 'size',
      type: 'choice',
      label: 'Porcja',
      required: true,
      choices: [
        { value: 'small', label: 'Mała' },
        { value: 'big', label: 'Duża' },
      ],
    },
    { name: 'forClasses', type: 'levels', label: 'Dla klas' },
    { name: 'shiftsServed', type: 'shifts', label: 'Na zmianach' },
    { name: 'allergens', type: 'texts', label: 'Alergeny', max: 10 },
    { name: 'recipe', type: 'url', label: 'Przepis' },
    { name: 'cook', type: 'email', label: 'Kucharz (e-mail)' },
    { name: 'story', type: 'longText', label: 'Opowieść', max: 500 },
  ],
  rules: (values) =>
    values.vegetarian === true && /mięs/i.test(String(values.dish))
      ? [{ field: 'dish', en: 'meat', pl: 'Danie wegetariańskie nie może mieć mięsa.' }]
      : [],
  nameOf: (values) => String(values.dish ?? ''),
  publicPath: () => '/obiady/',
  sortBy: 'day',
}
const SCHOOL = {
  levels: [
    { id: 'klasa-1', name: 'Klasa 1' },
    { id: 'klasa-2', name: 'Klasa 2' },
  ],
  shifts: [
    { id: 1, name: 'Rano' },
    { id: 2, name: 'Po południu' },
  ],
}

// The staff area's routes know a kind by its names (declarations/names.ts), its screens by its
// declaration: the fixture kind is added to both.
beforeAll(() => {
  ;(DECLARATIONS as ContentDeclaration[]).push(LUNCH)
  ;(DECLARED_KINDS as DeclaredNames[]).push(LUNCH)
})
afterAll(() => {
  ;(DECLARATIONS as ContentDeclaration[]).pop()
  ;(DECLARED_KINDS as DeclaredNames[]).pop()
})
startEachTestFresh()

const at = (pathname: string, list: object[] = []) =>
  renderStaff({
    pathname,
    role: 'editor',
    school: SCHOOL,
    answer: ({ url, method }) => {
      if (method === 'POST' && url.endsWith('/api/gazda/content/lunch-menu'))
        return { status: 201, body: { id: '3', version: 'f'.repeat(64), removed: {} } }
      if (url.endsWith('/api/gazda/content/lunch-menu'))
        return { body: { items: list, canCreate: true } }
      if (url.includes('/publish')) return { body: { state: 'idle' } }
      return { body: {} }
    },
  })

it('routes the kind’s list, records and new record by its path', () => {
  expect(parseStaffRoute('/gazda/obiady/')).toEqual({ view: 'declaredList', path: 'obiady' })
  expect(parseStaffRoute('/gazda/obiady/3/')).toEqual({
    view: 'declaredRecord',
    path: 'obiady',
    id: '3',
  })
  expect(parseStaffRoute('/gazda/obiady/nowy/')).toMatchObject({ id: 'nowy' })
  expect(parseStaffRoute('/gazda/obiady/../')).toEqual({ view: 'notFound' })
})

it('lists the records with the declared columns, newest first', async () => {
  at('/gazda/obiady/', [
    {
      id: '1',
      name: 'Pierogi',
      values: { day: '2026-11-07', dish: 'Pierogi', vegetarian: true },
      version: 'a',
    },
    { id: '2', name: 'Rosół', values: { day: '2026-11-14', dish: 'Rosół' }, version: 'b' },
  ])
  const table = await screen.findByRole('table', { name: 'Obiady' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Dzień obiadu', 'Danie', 'Wegetariańskie'])
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((row) => row.textContent)).toEqual([
    '14 listopada 2026Rosół',
    '7 listopada 2026Pierogitak',
  ])
  expect(screen.getByRole('link', { name: 'Dodaj obiad' })).toHaveAttribute(
    'href',
    '/gazda/obiady/nowy/',
  )
})

it('gives the kind a form: a labelled control of the right type for each field', async () => {
  at('/gazda/obiady/nowy/')
  expect(await screen.findByRole('heading', { name: 'Nowy wpis: obiad' })).toBeVisible()
  expect(screen.getByLabelText(/^Dzień obiadu/)).toHaveAttribute('type', 'date')
  expect(screen.getByRole('textbox', { name: /^Danie/ })).toHaveAttribute('type', 'text')
  expect(screen.getByLabelText(/^Wydawane od/)).toHaveAttribute('type', 'time')
  expect(screen.getByRole('textbox', { name: /^Cena w centach/ })).toHaveAttribute(
    'inputmode',
    'numeric',
  )
  expect(screen.getByRole('checkbox', { name: 'Wegetariańskie' })).not.toBeChecked()
  expect(
    within(screen.getByRole('combobox', { name: /^Porcja/ }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Wybierz…', 'Mała', 'Duża'])
  const classes = screen.getByRole('group', { name: 'Dla klas' })
  expect(
    within(classes)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value')),
  ).toEqual(['klasa-1', 'klasa-2'])
  expect(
    within(screen.getByRole('group', { name: 'Na zmianach' })).getByRole('checkbox', {
      name: 'Rano',
    }),
  ).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: /^Alergeny/ }).tagName).toBe('TEXTAREA')
  expect(screen.getByRole('textbox', { name: /^Przepis/ })).toHaveAttribute('type', 'url')
  expect(screen.getByRole('textbox', { name: /^Kucharz/ })).toHaveAttribute('type', 'email')
  expect(screen.getByRole('textbox', { name: /^Opowieść/ }).tagName).toBe('TEXTAREA')
  // No drafts declared: one submit button, no draft buttons.
  expect(screen.getByRole('button', { name: 'Dodaj' })).toHaveAttribute('type', 'submit')
  expect(screen.queryByRole('button', { name: 'Zapisz jako szkic' })).toBeNull()
})

it('checks the fields and the kind’s own rule in the declaration’s Polish', async () => {
  at('/gazda/obiady/nowy/')
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: /^Danie/ }), 'Kotlet mięsny')
  await user.click(screen.getByRole('checkbox', { name: 'Wegetariańskie' }))
  await user.selectOptions(screen.getByRole('combobox', { name: /^Porcja/ }), 'big')
  await user.type(screen.getByRole('textbox', { name: /^Cena w centach/ }), '12,5')
  await user.type(screen.getByRole('textbox', { name: /^Przepis/ }), 'przepisy.pl')
  await user.click(screen.getByRole('button', { name: 'Dodaj' }))
  expect(await screen.findByText('Cena w centach: podaj liczbę całkowitą.')).toBeInTheDocument()
  expect(screen.getByText('Przepis: podaj adres https://…')).toBeInTheDocument()
  // A rule between fields speaks once each field is right.
  expect(screen.queryByText('Danie wegetariańskie nie może mieć mięsa.')).toBeNull()
  await user.clear(screen.getByRole('textbox', { name: /^Cena w centach/ }))
  await user.type(screen.getByRole('textbox', { name: /^Cena w centach/ }), '1250')
  await user.clear(screen.getByRole('textbox', { name: /^Przepis/ }))
  await user.click(screen.getByRole('button', { name: 'Dodaj' }))
  expect(await screen.findByText('Danie wegetariańskie nie może mieć mięsa.')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Danie/ })).toHaveFocus())
})

it('sends each field to /api/gazda/content/{kind} as the declaration types it', async () => {
  const calls: StaffCall[] = at('/gazda/obiady/nowy/')
  const user = userEvent.setup()
  fireEvent.change(await screen.findByLabelText(/^Dzień obiadu/), {
    target: { value: '2026-11-21' },
  })
  await user.type(screen.getByRole('textbox', { name: /^Danie/ }), 'Pierogi ruskie')
  fireEvent.change(screen.getByLabelText(/^Wydawane od/), { target: { value: '12:30' } })
  await user.type(screen.getByRole('textbox', { name: /^Cena w centach/ }), '1250')
  await user.click(screen.getByRole('checkbox', { name: 'Wegetariańskie' }))
  await user.selectOptions(screen.getByRole('combobox', { name: /^Porcja/ }), 'small')
  await user.click(screen.getByRole('checkbox', { name: 'Klasa 2' }))
  await user.click(screen.getByRole('checkbox', { name: 'Po południu' }))
  await user.type(screen.getByRole('textbox', { name: /^Alergeny/ }), 'gluten{Enter}{Enter}laktoza')
  await user.click(screen.getByRole('button', { name: 'Dodaj' }))
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1))
  const post = calls.find((call) => call.method === 'POST')!
  expect(JSON.parse(String(post.body))).toEqual({
    day: '2026-11-21',
    dish: 'Pierogi ruskie',
    served: '12:30',
    price: 1250,
    vegetarian: true,
    size: 'small',
    forClasses: ['klasa-2'],
    shiftsServed: [2],
    allergens: ['gluten', 'laktoza'],
    recipe: null,
    cook: null,
    story: null,
  })
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gazda/obiady/3/', expect.anything()))
})
