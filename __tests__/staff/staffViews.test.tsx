import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ADMIN_AND_EDITOR } from './support/accounts'
import { itIsLinkedForAdminsOnly, renderAt } from './support/renderStaff'
import { startEachTestFresh } from './support/setup'

startEachTestFresh()

const ACCOUNTS = ADMIN_AND_EDITOR

describe('the accounts view (/gazda/konta/)', () => {
  it('lists the accounts and adds one with the form’s labelled fields', async () => {
    const calls = renderAt('/gazda/konta/', 'admin', ({ method }) =>
      method === 'POST'
        ? { status: 201, body: { ...ACCOUNTS[1], id: 3, email: 'jan@szkola.org' } }
        : { status: 200, body: ACCOUNTS },
    )
    expect(await screen.findByRole('rowheader', { name: /ewa@szkola\.org/ })).toBeInTheDocument()
    const form = screen.getByRole('region', { name: 'Nowe konto' })
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText(/E-mail/), 'jan@szkola.org')
    await user.type(within(form).getByLabelText(/Imię i nazwisko/), 'Jan')
    await user.type(within(form).getByLabelText(/Hasło/), 'dwanaście-znaków')
    await user.click(within(form).getByRole('button', { name: 'Dodaj konto' }))
    expect(await screen.findByText('Dodano konto jan@szkola.org.')).toBeInTheDocument()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.url).toBe('/api/gazda/staff')
    expect(JSON.parse(String(post.init.body))).toEqual({
      email: 'jan@szkola.org',
      name: 'Jan',
      role: 'editor',
      password: 'dwanaście-znaków',
    })
  })

  it('changes an account’s role and disables it with PATCH', async () => {
    const calls = renderAt('/gazda/konta/', 'admin', ({ method }) =>
      method === 'PATCH' ? { status: 200, body: ACCOUNTS[1] } : { status: 200, body: ACCOUNTS },
    )
    const user = userEvent.setup()
    await user.selectOptions(await screen.findByLabelText('Rola konta ewa@szkola.org'), 'admin')
    await user.click(screen.getByRole('button', { name: /Zmień rolę.*ewa@szkola\.org/ }))
    await user.click(await screen.findByRole('button', { name: /Zablokuj.*ewa@szkola\.org/ }))
    const patches = calls.filter((call) => call.method === 'PATCH')
    expect(patches.map((call) => [call.url, JSON.parse(String(call.init.body))])).toEqual([
      ['/api/gazda/staff/2', { role: 'admin' }],
      ['/api/gazda/staff/2', { disabled: true }],
    ])
  })

  itIsLinkedForAdminsOnly('Konta pracowników', '/gazda/konta/')
})

describe('the bulletin editor (/gazda/biuletin/{id}/)', () => {
  const ID = '2026-05-09-biuletyn-maj-2026'
  const BULLETIN = {
    id: ID,
    title: 'Biuletyn — maj',
    date: '2026-05-09',
    body: 'Dziękujemy **wszystkim**.\n',
    file: null,
    version: 'a'.repeat(64),
  }

  it('previews the markdown and sends a chosen PDF as the body itself', async () => {
    const calls = renderAt(`/gazda/biuletin/${ID}/`, 'editor', ({ url, method }) =>
      method === 'PUT' && url.endsWith('/pdf')
        ? { status: 200, body: { version: 'b'.repeat(64), file: `${ID}.pdf` } }
        : url.includes('/publish')
          ? { status: 200, body: { enabled: false, state: 'idle', liveAt: null } }
          : url.endsWith('/content/preview')
            ? // The server's HTML of the body (__tests__/server/content-preview.test.ts).
              { status: 200, body: { html: ['<p>Dziękujemy <strong>wszystkim</strong>.</p>\n'] } }
            : { status: 200, body: BULLETIN },
    )
    expect(await screen.findByText('wszystkim', { selector: 'strong' })).toBeInTheDocument()
    // The body went to the server as markdown; the browser did not make HTML of it.
    const asked = calls.find((call) => call.url.endsWith('/content/preview'))!
    expect(JSON.parse(asked.init.body as string)).toEqual({
      kind: 'markdown',
      texts: [BULLETIN.body],
    })
    const user = userEvent.setup()
    const pdf = new File(['%PDF-1.4'], 'maj.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText('Wybierz plik PDF'), pdf)
    await user.click(screen.getByRole('button', { name: 'Prześlij PDF' }))
    expect(await screen.findByText(`Przesłano plik ${ID}.pdf.`)).toBeInTheDocument()
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.url).toBe(`/api/gazda/content/bulletins/${ID}/pdf`)
    expect(put.init.body).toBe(pdf)
    expect((put.init.headers as Record<string, string>)['content-type']).toBe('application/pdf')
  })

  it('refuses to send a file that is not a PDF', async () => {
    const calls = renderAt(`/gazda/biuletin/${ID}/`, 'editor', () => ({
      status: 200,
      body: BULLETIN,
    }))
    const user = userEvent.setup({ applyAccept: false })
    const png = new File(['x'], 'zdjecie.png', { type: 'image/png' })
    await user.upload(await screen.findByLabelText('Wybierz plik PDF'), png)
    await user.click(screen.getByRole('button', { name: 'Prześlij PDF' }))
    expect(await screen.findByText('Wybrany plik nie jest plikiem PDF.')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
  })
})
