import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import type { OutboxList, OutboxMessage } from '../../src/domain/api/outbox'
import { itIsLinkedForAdminsOnly, renderAt } from './support/renderStaff'

beforeEach(() => {
  ;(navigate as jest.Mock).mockClear()
})

const FAILED: OutboxMessage = {
  id: '2026-11-24T15-30-00.000Z-0123456789ab.eml',
  // 09:30 in Lombard (CST, UTC−6), whatever zone the test runs in.
  createdAt: '2026-11-24T15:30:00.000Z',
  recipients: ['anna.gesla@example.com', 'piotr.gesla@example.com'],
  subject: 'Polska Szkoła w Lombard: zgłoszenie nr 2026/0007 przyjęte',
  state: 'failed',
}
const UNSENT: OutboxMessage = {
  id: '2026-11-23T02-05-00.000Z-abcdefabcdef.eml',
  // Still 22 November in Lombard (20:05 CST).
  createdAt: '2026-11-23T02:05:00.000Z',
  recipients: ['sekretariat@szkola.org'],
  subject: 'Nowe zgłoszenie nr 2026/0006',
  state: 'unsent',
}
const listOf = (items: OutboxMessage[], smtp = true): OutboxList => ({
  smtp,
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
})
const SEND_AGAIN = `/api/gazda/outbox/${FAILED.id}/send-again`

describe('the outbox view (/gazda/poczta/)', () => {
  it('lists each message with its subject, recipients, time on the school’s clock and state, in words', async () => {
    renderAt('/gazda/poczta/', 'admin', () => ({
      status: 200,
      body: listOf([FAILED, UNSENT]),
    }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poczta do wysłania' }),
    ).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Wiadomości do wysłania' })
    const [failed, unsent] = within(table).getAllByRole('row').slice(1)
    expect(within(failed!).getByRole('rowheader')).toHaveTextContent(FAILED.subject)
    expect(failed).toHaveTextContent('anna.gesla@example.com, piotr.gesla@example.com')
    expect(failed).toHaveTextContent('24.11.2026, 09:30')
    expect(failed).toHaveTextContent('Wysyłanie nie powiodło się')
    expect(unsent).toHaveTextContent('22.11.2026, 20:05')
    expect(unsent).toHaveTextContent('Niewysłana: serwer poczty (SMTP_URL) nie był skonfigurowany')
    expect(document.body.textContent).not.toMatch(/\d{4}-\d\d-\d\dT|failed|unsent/)
  })

  it('says, in Polish, when there is nothing to send', async () => {
    renderAt('/gazda/poczta/', 'admin', () => ({ status: 200, body: listOf([]) }))
    expect(await screen.findByText('Brak wiadomości do wysłania.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says that no mail leaves the server while SMTP_URL is not set', async () => {
    renderAt('/gazda/poczta/', 'admin', () => ({ status: 200, body: listOf([UNSENT], false) }))
    expect(
      await screen.findByText(/Serwer poczty \(SMTP_URL\) nie jest skonfigurowany/),
    ).toBeInTheDocument()
  })

  it('asks before sending again, then shows the server’s refusal beside the button and keeps the row', async () => {
    const refusal =
      'Serwer poczty (SMTP_URL) nie jest skonfigurowany — wiadomość pozostaje w skrzynce nadawczej.'
    const calls = renderAt('/gazda/poczta/', 'admin', ({ method }) =>
      method === 'POST'
        ? { status: 409, body: { code: 'NO_SMTP', message: refusal } }
        : { status: 200, body: listOf([FAILED]) },
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', {
        name: /^Wyślij ponownie\s*:\s*Polska Szkoła .* 2026\/0007 przyjęte$/,
      }),
    )
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    expect(
      screen.getByRole('group', {
        name: `Wysłać ponownie wiadomość „${FAILED.subject}” do: anna.gesla@example.com, piotr.gesla@example.com?`,
      }),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(refusal)
    const row = screen.getByRole('row', { name: new RegExp(FAILED.subject.slice(0, 20)) })
    expect(row).toContainElement(alert)
    expect(within(row).getByRole('button', { name: /^Wyślij ponownie/ })).toHaveFocus()
    const posts = calls.filter((call) => call.method === 'POST')
    expect(posts.map(({ url, method }) => ({ url, method }))).toEqual([
      { url: SEND_AGAIN, method: 'POST' },
    ])
  })

  it('shows the server’s word that the message went, focused, and reads the list again', async () => {
    let sent = false
    const calls = renderAt('/gazda/poczta/', 'admin', ({ method }) => {
      if (method === 'POST') {
        sent = true
        return {
          status: 200,
          body: { id: FAILED.id, message: 'Wiadomość wysłana do: anna.gesla@example.com.' },
        }
      }
      return { status: 200, body: listOf(sent ? [] : [FAILED]) }
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Wyślij ponownie/ }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    const status = await screen.findByText('Wiadomość wysłana do: anna.gesla@example.com.')
    expect(status).toHaveAttribute('role', 'status')
    expect(await screen.findByText('Brak wiadomości do wysłania.')).toBeInTheDocument()
    expect(status).toHaveFocus()
    expect(
      calls.filter((call) => call.method === 'GET' && call.url.includes('outbox')),
    ).toHaveLength(2)
  })

  itIsLinkedForAdminsOnly('Poczta do wysłania', '/gazda/poczta/')

  it('shows an editor who opens it that it is for admins', async () => {
    renderAt('/gazda/poczta/', 'editor', () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Ta czynność wymaga uprawnień administratora.' },
    }))
    expect(
      await screen.findByText('Ta część panelu jest dostępna tylko dla administratora.'),
    ).toBeInTheDocument()
  })
})
