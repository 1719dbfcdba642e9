import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MailingList } from '../../src/domain/api/mailing'
import { MAILING_MESSAGES, MESSAGE_KEY_PATTERN } from '../../src/domain/mailing'
import { MAILING } from '../../src/staff/mailing/text'
import { FORBIDDEN_MESSAGE } from '../../src/staff/text'
import { renderStaff, type StaffAnswer, type StaffCall } from './support/renderStaff'
import { startEachTestFresh } from './support/setup'

// Issue #34: the staff area's mailing lists: the admins' overview (/gazda/listy-mailowe/) and the
// message to parents (/gazda/wiadomosc-do-rodzicow/), for admins and, for their classes, teachers.
startEachTestFresh()

const LISTS: MailingList[] = [
  { id: 'klasa-3', name: 'Klasa 3', confirmed: 12, pending: 1 },
  { id: 'klasa-4', name: 'Klasa 4', confirmed: 3, pending: 0 },
  { id: 'klasa-5', name: 'Klasa 5', confirmed: 1, pending: 2 },
  { id: 'news', name: 'Wiadomości szkolne', confirmed: 40, pending: 5 },
  { id: 'urgent', name: 'Pilne komunikaty (np. odwołane zajęcia)', confirmed: 41, pending: 0 },
]

const COMPOSE = '/gazda/wiadomosc-do-rodzicow/'
const posts = (calls: StaffCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith(path))
const bodyOf = (call: StaffCall) => JSON.parse(String(call.body)) as Record<string, unknown>

/** The message page for `role`: `answers` by the end of the API's path, the lists for the rest. */
function composeAt(role: 'admin' | 'teacher', answers: Record<string, StaffAnswer> = {}) {
  return renderStaff({
    pathname: COMPOSE,
    role,
    answer: ({ url }) =>
      Object.entries(answers).find(([end]) => url.endsWith(end))?.[1] ?? { body: { lists: LISTS } },
  })
}

/** Ticks `lists` in turn, then types the subject and the text. */
async function write(
  user: ReturnType<typeof userEvent.setup>,
  { lists, subject, text }: { lists: RegExp[]; subject: string; text: string },
) {
  for (const list of lists) await user.click(await screen.findByRole('checkbox', { name: list }))
  await user.type(screen.getByLabelText(/Temat/), subject)
  await user.type(screen.getByLabelText(/Treść/), text)
}

const options = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent)

describe('the message to parents', () => {
  it('offers an admin every class and the school lists, with their confirmed addresses', async () => {
    composeAt('admin')
    const group = await screen.findByRole('group', { name: /Odbiorcy/ })
    expect(options(group)).toEqual([
      'Klasa 3 (12 adresów)',
      'Klasa 4 (3 adresy)',
      'Klasa 5 (1 adres)',
      'Wiadomości szkolne (40 adresów)',
      'Pilne komunikaty (np. odwołane zajęcia) (41 adresów)',
    ])
    await userEvent.setup().click(within(group).getByRole('button', { name: MAILING.allClasses }))
    expect(
      within(group)
        .getAllByRole('checkbox', { checked: true })
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['klasa-3', 'klasa-4', 'klasa-5'])
  })

  it('asks for the lists, the subject and the text before anything is sent', async () => {
    const calls = composeAt('admin')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: MAILING.preview }))
    expect(await screen.findByText(MAILING_MESSAGES.listsRequired)).toBeInTheDocument()
    expect(screen.getByText(MAILING_MESSAGES.subjectRequired)).toBeInTheDocument()
    expect(screen.getByText(MAILING_MESSAGES.bodyRequired)).toBeInTheDocument()
    expect(screen.getByLabelText(/Temat/)).toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: MAILING.sendTest }))
    await user.click(screen.getByRole('button', { name: MAILING.send }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('shows the preview as a parent gets it and how many it reaches', async () => {
    const calls = composeAt('admin', {
      '/preview': {
        body: {
          subject: 'Zebranie',
          text: 'W sobotę zebranie.\n\n-- \nTę wiadomość otrzymują osoby zapisane na listę „Klasa 4”',
          recipients: 3,
        },
      },
    })
    const user = userEvent.setup()
    await write(user, { lists: [/Klasa 4/], subject: 'Zebranie', text: 'W sobotę zebranie.' })
    await user.click(screen.getByRole('button', { name: MAILING.preview }))

    const preview = await screen.findByRole('region', { name: MAILING.previewTitle })
    expect(within(preview).getByText(MAILING.previewReach(3))).toBeInTheDocument()
    expect(
      within(preview).getByText(/otrzymują osoby zapisane na listę „Klasa 4”/),
    ).toBeInTheDocument()
    // Changed, the message is no longer the one previewed.
    await user.type(screen.getByLabelText(/Temat/), ' w sobotę')
    expect(screen.queryByRole('region', { name: MAILING.previewTitle })).toBeNull()
    expect(bodyOf(posts(calls, '/preview')[0]!)).toEqual({
      lists: ['klasa-4'],
      subject: 'Zebranie',
      text: 'W sobotę zebranie.',
    })
  })

  it('sends a test to the writer, then the message once under its key, and starts a new one', async () => {
    const calls = composeAt('admin', {
      '/test': { body: { to: 'anna@szkola.org' } },
      '/send': { body: { id: 7, recipients: 15 } },
    })
    const user = userEvent.setup()
    const lists = [/Klasa 3/, /Klasa 4/]
    await write(user, { lists, subject: 'Wycieczka', text: 'Jedziemy do zoo.' })

    await user.click(screen.getByRole('button', { name: MAILING.sendTest }))
    expect(await screen.findByText(MAILING.testSent('anna@szkola.org'))).toBeInTheDocument()
    expect(posts(calls, '/send')).toEqual([])

    await user.click(screen.getByRole('button', { name: MAILING.send }))
    await user.click(
      within(screen.getByRole('group', { name: MAILING.sendQuestion })).getByRole('button', {
        name: 'Tak',
      }),
    )
    expect(await screen.findByText(MAILING.sent(15))).toBeInTheDocument()
    const [send] = posts(calls, '/send')
    const sent = bodyOf(send!)
    expect(sent).toMatchObject({
      lists: ['klasa-3', 'klasa-4'],
      subject: 'Wycieczka',
      text: 'Jedziemy do zoo.',
    })
    expect(String(sent.key)).toMatch(new RegExp(MESSAGE_KEY_PATTERN))
    // The form is empty again, for a new message under a new key.
    expect(screen.getByLabelText(/Temat/)).toHaveValue('')
    await write(user, { lists: [/Klasa 5/], subject: 'Druga', text: 'Druga wiadomość.' })
    await user.click(screen.getByRole('button', { name: MAILING.send }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    await screen.findAllByText(MAILING.sent(15))
    const second = bodyOf(posts(calls, '/send')[1]!)
    expect(second.key).not.toBe(sent.key)
  })

  it("shows the server's refusal at its field", async () => {
    composeAt('admin', {
      '/preview': {
        status: 400,
        body: {
          code: 'INVALID_MESSAGE',
          message: MAILING_MESSAGES.invalid,
          formErrors: [],
          inputErrors: { subject: [MAILING_MESSAGES.subjectOneLine] },
        },
      },
    })
    const user = userEvent.setup()
    await write(user, { lists: [/Klasa 3/], subject: 'Temat', text: 'Treść.' })
    await user.click(screen.getByRole('button', { name: MAILING.preview }))
    expect(await screen.findByText(MAILING_MESSAGES.subjectOneLine)).toBeInTheDocument()
  })

  it("offers a teacher only their own classes, never the school's lists", async () => {
    // Maria teaches klasa-3 and klasa-4; the server lists hers only, and the screen keeps to them.
    const calls = composeAt('teacher', { '/send': { body: { id: 1, recipients: 12 } } })
    const group = await screen.findByRole('group', { name: /Odbiorcy/ })
    expect(options(group)).toEqual(['Klasa 3 (12 adresów)', 'Klasa 4 (3 adresy)'])
    expect(within(group).getByText(MAILING.teacherHint)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: MAILING.backToLists })).toBeNull()

    const user = userEvent.setup()
    // Only the group's own "Klasa 3" exists to tick.
    expect(within(group).getByRole('checkbox', { name: /Klasa 3/ })).toBeInTheDocument()
    await write(user, {
      lists: [/Klasa 3/],
      subject: 'Praca domowa',
      text: 'Proszę przypomnieć dzieciom.',
    })
    await user.click(screen.getByRole('button', { name: MAILING.send }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    expect(await screen.findByText(MAILING.sent(12))).toBeInTheDocument()
    expect(bodyOf(posts(calls, '/send')[0]!).lists).toEqual(['klasa-3'])
  })

  it("shows a teacher's refusal by the server above the form", async () => {
    composeAt('teacher', {
      '/preview': {
        status: 403,
        body: { code: 'FORBIDDEN', message: MAILING_MESSAGES.notYourList },
      },
    })
    const user = userEvent.setup()
    await write(user, { lists: [/Klasa 4/], subject: 'Temat', text: 'Treść.' })
    await user.click(screen.getByRole('button', { name: MAILING.preview }))
    expect(await screen.findByRole('alert')).toHaveTextContent(MAILING_MESSAGES.notYourList)
  })

  it("is linked from a teacher's dashboard", async () => {
    renderStaff({ pathname: '/gazda/', role: 'teacher', answer: () => ({ body: [] }) })
    expect(await screen.findByRole('link', { name: 'Wiadomość do rodziców' })).toHaveAttribute(
      'href',
      COMPOSE,
    )
  })
})

describe('the mailing lists', () => {
  const answer = ({ url, method }: StaffCall): StaffAnswer => {
    if (method !== 'GET') return { status: 204 }
    if (url.endsWith('/lists')) return { body: { lists: LISTS } }
    if (url.endsWith('/messages'))
      return {
        body: {
          messages: [
            {
              id: 2,
              subject: 'Odwołane zajęcia',
              at: '2026-11-21T14:00:00.000Z',
              lists: ['Klasa 3', 'Klasa 4'],
              deliveries: { sent: 14, suppressed: 1, failed: 1 },
            },
          ],
        },
      }
    return {
      body: {
        suppressions: [
          { address: 'odbity@example.com', reason: 'bounce', at: '2026-11-20T10:00:00.000Z' },
          { address: 'prosba@example.com', reason: 'admin', at: '2026-11-19T10:00:00.000Z' },
        ],
      },
    }
  }

  it("shows an admin each list's counts, the send log and the suppressions", async () => {
    renderStaff({ pathname: '/gazda/listy-mailowe/', role: 'admin', answer })
    const row = (await screen.findByRole('rowheader', { name: 'Klasa 3' })).closest('tr')!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '1'])
    const logged = (await screen.findByRole('rowheader', { name: 'Odwołane zajęcia' })).closest(
      'tr',
    )!
    expect(logged).toHaveTextContent('Klasa 3, Klasa 4')
    expect(logged).toHaveTextContent('wysłane: 14, nieudane: 1, zablokowane: 1')
    const bounced = (await screen.findByRole('rowheader', { name: 'odbity@example.com' })).closest(
      'tr',
    )!
    expect(within(bounced).queryByRole('button')).toBeNull()
    const asked = screen.getByRole('rowheader', { name: 'prosba@example.com' }).closest('tr')!
    expect(within(asked).getByRole('button', { name: /Usuń z listy blokad/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: MAILING.write })).toHaveAttribute('href', COMPOSE)
  })

  it('adds an address to the suppressions and removes an admin’s one', async () => {
    const calls = renderStaff({ pathname: '/gazda/listy-mailowe/', role: 'admin', answer })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: MAILING.addSubmit }))
    expect(await screen.findByText(MAILING_MESSAGES.emailInvalid)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/Adres e-mail/), 'nowy@example.com')
    await user.click(screen.getByRole('button', { name: MAILING.addSubmit }))
    expect(await screen.findByText(MAILING.added('nowy@example.com'))).toBeInTheDocument()
    expect(bodyOf(posts(calls, '/suppressions')[0]!)).toEqual({ email: 'nowy@example.com' })

    await user.click(screen.getByRole('button', { name: /Usuń z listy blokad/ }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    expect(await screen.findByText(MAILING.removed('prosba@example.com'))).toBeInTheDocument()
    const removal = calls.find((call) => call.method === 'DELETE')!
    expect(removal.url).toBe('/api/gazda/mailing/suppressions')
    expect(bodyOf(removal)).toEqual({ email: 'prosba@example.com' })
  })

  it('unsubscribes by the subject of a mail sent to the unsubscribe address', async () => {
    const calls = renderStaff({
      pathname: '/gazda/listy-mailowe/',
      role: 'admin',
      answer: (call) =>
        call.url.endsWith('/unsubscribe-requests') ? { body: { list: 'Klasa 3' } } : answer(call),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: MAILING.requestSubmit }))
    expect(await screen.findAllByText(MAILING_MESSAGES.unsubscribeRequestInvalid)).not.toHaveLength(
      0,
    )
    expect(posts(calls, '/unsubscribe-requests')).toHaveLength(0)
    await user.type(screen.getByLabelText(/Temat wiadomości/), 'Re: unsubscribe-12.klasa-3.abc')
    await user.click(screen.getByRole('button', { name: MAILING.requestSubmit }))
    expect(await screen.findByText(MAILING.requestDone('Klasa 3'))).toBeInTheDocument()
    expect(bodyOf(posts(calls, '/unsubscribe-requests')[0]!)).toEqual({
      subject: 'Re: unsubscribe-12.klasa-3.abc',
    })
  })

  it('is refused to an editor', async () => {
    renderStaff({
      pathname: '/gazda/listy-mailowe/',
      role: 'editor',
      answer: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Nie.' } }),
    })
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument()
  })
})
