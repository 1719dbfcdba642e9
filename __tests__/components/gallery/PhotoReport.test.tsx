import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PhotoReport } from '../../../src/components/gallery/PhotoReport'
import { PHOTO_REPORT_MESSAGES } from '../../../src/domain/photoReport'

const PHOTO = { years: '2024-2025', album: 'andrzejki', photo: '01.jpg' }
const ALT = 'Andrzejki 2024, zdjęcie 1 z 2'

/** An album page's photo with its "Zgłoś zdjęcie" button, as src/templates/gallery-album.tsx has. */
function AlbumPhoto() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Zgłoś zdjęcie
      </button>
      <PhotoReport photo={open ? PHOTO : null} alt={ALT} onClose={() => setOpen(false)} />
    </>
  )
}

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response)

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn(() => answer(201, { id: 1 }))
  global.fetch = fetchMock as unknown as typeof fetch
  localStorage.clear()
  sessionStorage.clear()
})

async function open() {
  const user = userEvent.setup()
  render(<AlbumPhoto />)
  const opener = screen.getByRole('button', { name: 'Zgłoś zdjęcie' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Zgłoś zdjęcie do usunięcia' })
  return { user, opener, dialog }
}

describe('the photo report dialog', () => {
  it('opens with focus in the reason field, and Escape closes it and returns focus', async () => {
    const { user, opener } = await open()
    await waitFor(() => expect(screen.getByLabelText(/Powód zgłoszenia/)).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await open()
    for (let i = 0; i < 8; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('shows errors on blur and on submit, in Polish, and sends nothing', async () => {
    const { user } = await open()
    const email = screen.getByLabelText(/E-mail do kontaktu/)
    await user.type(email, 'nie-email')
    await user.tab()
    expect(await screen.findByText(PHOTO_REPORT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }))
    expect(await screen.findByText(PHOTO_REPORT_MESSAGES.reasonRequired)).toBeInTheDocument()
    expect(screen.getByLabelText(/Powód zgłoszenia/)).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the photo, reason and e-mail as JSON, then thanks, keeping nothing in the URL or storage', async () => {
    const { user } = await open()
    await user.type(screen.getByLabelText(/Powód zgłoszenia/), 'To moje dziecko.')
    await user.type(screen.getByLabelText(/E-mail do kontaktu/), 'mama@example.com')
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }))
    expect(
      await screen.findByText('Dziękujemy. Zgłoszenie zostało przekazane do biura szkoły.'),
    ).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/photo-reports')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({
      ...PHOTO,
      reason: 'To moje dziecko.',
      email: 'mama@example.com',
    })
    expect(window.location.href).not.toContain('mama')
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('mama')
    const [, closeBelow] = screen.getAllByRole('button', { name: 'Zamknij' })
    expect(closeBelow).toHaveFocus()
    await user.click(closeBelow!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the server’s field errors beside the fields, and its other refusals', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer(400, {
        code: 'INVALID_FORM',
        message: 'Formularz zawiera błędy.',
        formErrors: [],
        inputErrors: { email: ['Serwer: zły e-mail.'] },
      }),
    )
    fetchMock.mockImplementationOnce(() =>
      answer(404, { code: 'PHOTO_NOT_FOUND', message: 'Nie ma takiego zdjęcia w galerii.' }),
    )
    const { user } = await open()
    await user.type(screen.getByLabelText(/Powód zgłoszenia/), 'Powód')
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }))
    expect(await screen.findByText('Serwer: zły e-mail.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie ma takiego zdjęcia w galerii.')
  })
})
