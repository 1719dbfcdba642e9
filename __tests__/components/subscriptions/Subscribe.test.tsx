// Issue #34: the mailing lists' public form (/listy-mailowe/): the shared check before sending,
// focus on the first error, what it sends, and the words after the server's 202.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Subscribe } from '../../../src/forms/subscriptions/Subscribe'
import { SUBSCRIBE_MESSAGES } from '../../../src/domain/subscriptions'

const LEVELS = [
  { levelId: 'klasa-3', levelName: 'Klasa 3' },
  { levelId: 'klasa-4', levelName: 'Klasa 4' },
]
const OFFICE = { email: 'sekretariat@example.com', phone: '(630) 555-0100' }

type Answer = { status: number; body: unknown }

/** The network as the page sees it: each POST answered in turn, and what was sent kept. */
function serverAnswering(...answers: Answer[]) {
  const sent: { url: string; body: unknown }[] = []
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) })
    const answer = answers.shift() ?? { status: 202, body: { status: 'pending' } }
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: () => null },
      json: async () => answer.body,
    }
  })
  Object.assign(globalThis, { fetch })
  return sent
}

/** The page's form, once its code (a chunk of its own) has loaded. */
async function open() {
  const user = userEvent.setup()
  render(<Subscribe levels={LEVELS} office={OFFICE} />)
  // The first import of the chunk compiles it: longer than findBy's default second on a busy machine.
  await screen.findByRole('button', { name: 'Zapisz mnie' }, { timeout: 10_000 })
  return user
}

const email = () => screen.getByRole('textbox', { name: /Adres e-mail/ })
const lists = () => screen.getByRole('group', { name: /Listy/ })
const submit = () => screen.getByRole('button', { name: 'Zapisz mnie' })

describe('the mailing lists’ form', () => {
  const original = globalThis.fetch
  afterEach(() => Object.assign(globalThis, { fetch: original }))

  it('starts with every box unticked: consent is never assumed', async () => {
    await open()
    const boxes = within(lists()).getAllByRole('checkbox')
    expect(boxes.map((box) => box.closest('div')?.textContent)).toEqual([
      'Klasa 3',
      'Klasa 4',
      'Wiadomości szkolne',
      'Pilne komunikaty (np. odwołane zajęcia)',
    ])
    for (const box of boxes) expect(box).not.toBeChecked()
  })

  it('refuses an empty address and no list, names both, focuses the address and sends nothing', async () => {
    const sent = serverAnswering()
    const user = await open()
    await user.click(submit())

    await waitFor(() => expect(email()).toHaveFocus())
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(email()).toHaveAccessibleDescription(SUBSCRIBE_MESSAGES.emailInvalid)
    expect(lists()).toHaveAttribute('aria-invalid', 'true')
    expect(lists()).toHaveAccessibleDescription(
      expect.stringContaining(SUBSCRIBE_MESSAGES.listsRequired),
    )
    expect(sent).toEqual([])
  })

  it('with an address but no list, moves focus to the first box', async () => {
    const sent = serverAnswering()
    const user = await open()
    await user.type(email(), 'anna@example.com')
    await user.click(submit())

    const [first] = within(lists()).getAllByRole('checkbox')
    await waitFor(() => expect(first).toHaveFocus())
    expect(email()).not.toHaveAttribute('aria-invalid')
    expect(screen.getByText(SUBSCRIBE_MESSAGES.listsRequired)).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('sends the address and the ticked lists, then says to look for the confirmation link', async () => {
    const sent = serverAnswering({ status: 202, body: { status: 'pending' } })
    const user = await open()
    await user.type(email(), 'anna@example.com')
    await user.click(
      screen.getByRole('checkbox', { name: 'Pilne komunikaty (np. odwołane zajęcia)' }),
    )
    await user.click(screen.getByRole('checkbox', { name: 'Klasa 3' }))
    await user.click(submit())

    const heading = await screen.findByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByText(/Zapis zacznie działać dopiero po kliknięciu tego linku/)).toBeVisible()
    // In the options' order, whatever the order of the clicks.
    expect(sent).toEqual([
      {
        url: '/api/subscriptions',
        body: { email: 'anna@example.com', lists: ['klasa-3', 'urgent'] },
      },
    ])
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('puts the server’s 400 beside the field it names', async () => {
    serverAnswering({
      status: 400,
      body: {
        code: 'INVALID_FORM',
        message: 'Formularz zawiera błędy. Popraw zaznaczone pola.',
        formErrors: [],
        inputErrors: { lists: [SUBSCRIBE_MESSAGES.listUnknown('klasa-4')] },
      },
    })
    const user = await open()
    await user.type(email(), 'anna@example.com')
    await user.click(screen.getByRole('checkbox', { name: 'Klasa 4' }))
    await user.click(submit())

    await waitFor(() =>
      expect(lists()).toHaveAccessibleDescription(
        expect.stringContaining(SUBSCRIBE_MESSAGES.listUnknown('klasa-4')),
      ),
    )
    expect(screen.queryByRole('heading', { name: 'Sprawdź skrzynkę e-mail' })).toBeNull()
  })
})
