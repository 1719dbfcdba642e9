import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PHOTO_TEXT_MESSAGES } from '../../src/domain/content/editing/album'
import { album, ALBUM_URL, renderAlbum, shownOrder } from './support/album'
import type { StaffCall } from './support/renderStaff'

// Issue #30: an album's photos moved straight to a position (typed, or dragged where there is a
// pointer), given a caption and an alt text, made the cover and deleted. The API is the boundary
// here; __tests__/server/content-gallery-photos.test.ts saves each against the real server, and
// e2e/gallery-editor.test.ts does it in Chromium and on the built site.
const sent = (calls: StaffCall[], method: string, ending: string) =>
  calls
    .filter((call) => call.method === method && call.url.endsWith(ending))
    .map((call) => JSON.parse(String(call.body)) as Record<string, unknown>)
const cardOf = (name: string) =>
  screen.getByRole('button', { name: `Ukryj zdjęcie ${name}` }).closest('li')!

describe('moving a photo straight to a position', () => {
  it('moves two photos in a handful of keystrokes, each keeping the focus, then saves once', async () => {
    const calls = renderAlbum([album(['01.jpg', '02.jpg', '03.jpg', '04.jpg', '05.jpg'])])
    const user = userEvent.setup()
    const field = await screen.findByLabelText('Na pozycję – zdjęcie 05.jpg')
    expect(field).toHaveValue(5)
    await user.clear(field)
    await user.type(field, '1{Enter}')
    expect(shownOrder()).toEqual(['05.jpg', '01.jpg', '02.jpg', '03.jpg', '04.jpg'])
    expect(screen.getByText('Zdjęcie 05.jpg jest teraz na miejscu 1 z 5.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.getByRole('button', { name: 'Przenieś zdjęcie 05.jpg' })).toHaveFocus()
    // The field now shows the photo's new place.
    expect(screen.getByLabelText('Na pozycję – zdjęcie 05.jpg')).toHaveValue(1)

    const second = screen.getByLabelText('Na pozycję – zdjęcie 01.jpg')
    await user.clear(second)
    await user.type(second, '4')
    await user.click(screen.getByRole('button', { name: 'Przenieś zdjęcie 01.jpg' }))
    expect(shownOrder()).toEqual(['05.jpg', '02.jpg', '03.jpg', '01.jpg', '04.jpg'])
    expect(screen.getByRole('button', { name: 'Przenieś zdjęcie 01.jpg' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Zapisz kolejność' }))
    await screen.findByText('Zapisano nową kolejność zdjęć.')
    expect(sent(calls, 'PUT', `${ALBUM_URL}/order`)).toEqual([
      { order: ['05.jpg', '02.jpg', '03.jpg', '01.jpg', '04.jpg'], version: 'a'.repeat(64) },
    ])
  })

  it('says which numbers there are when given one outside the album, and moves nothing', async () => {
    renderAlbum([album(['01.jpg', '02.jpg', '03.jpg'])])
    const user = userEvent.setup()
    const field = await screen.findByLabelText('Na pozycję – zdjęcie 02.jpg')
    for (const typed of ['7', '0', '']) {
      await user.clear(field)
      if (typed) await user.type(field, typed)
      await user.click(screen.getByRole('button', { name: 'Przenieś zdjęcie 02.jpg' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Wpisz numer pozycji od 1 do 3.')
      expect(shownOrder()).toEqual(['01.jpg', '02.jpg', '03.jpg'])
      expect(field).toHaveValue(2)
    }
  })

  it('takes a photo dragged onto another one’s place there', async () => {
    renderAlbum([album(['01.jpg', '02.jpg', '03.jpg'])])
    await screen.findByText('Widoczne: 3, ukryte: 0.')
    const handle = screen.getByTitle('Przeciągnij zdjęcie 03.jpg na miejsce innego')
    const data = { effectAllowed: '', dropEffect: '', setData: jest.fn() }
    fireEvent.dragStart(handle, { dataTransfer: data })
    expect(data.setData).toHaveBeenCalledWith('text/plain', '03.jpg')
    fireEvent.dragOver(cardOf('01.jpg'), { dataTransfer: data })
    await waitFor(() => expect(cardOf('01.jpg').className).toMatch(/dropTarget/))
    fireEvent.drop(cardOf('01.jpg'), { dataTransfer: data })
    fireEvent.dragEnd(handle, { dataTransfer: data })
    expect(shownOrder()).toEqual(['03.jpg', '01.jpg', '02.jpg'])
    expect(cardOf('01.jpg').className).not.toMatch(/dropTarget/)
    expect(
      screen.getByText('Kolejność zdjęć została zmieniona i nie jest jeszcze zapisana.'),
    ).toBeInTheDocument()
  })
})

describe('a photo’s caption and alt text', () => {
  it('are saved with the album’s version', async () => {
    const calls = renderAlbum([
      album(['01.jpg', '02.jpg'], {
        photos: [
          { name: '01.jpg', hidden: false, caption: 'Wróżby', alt: null },
          { name: '02.jpg', hidden: false, caption: null, alt: null },
        ],
      }),
    ])
    const user = userEvent.setup()
    await screen.findByText('Widoczne: 2, ukryte: 0.')
    const card = within(cardOf('01.jpg'))
    await user.click(card.getByText('Podpis i opis'))
    expect(card.getByLabelText('Podpis')).toHaveValue('Wróżby')
    await user.type(card.getByLabelText('Tekst alternatywny'), 'Dzieci leją wosk przez klucz')
    await user.click(card.getByRole('button', { name: 'Zapisz podpis i opis zdjęcia 01.jpg' }))
    await card.findByText('Zapisano podpis i opis.')
    expect(sent(calls, 'PUT', `${ALBUM_URL}/photos/01.jpg/texts`)).toEqual([
      { caption: 'Wróżby', alt: 'Dzieci leją wosk przez klucz', version: 'a'.repeat(64) },
    ])
  })

  it('are refused beside the field, by the form and by the server, in Polish', async () => {
    const calls = renderAlbum(
      [album(['01.jpg'])],
      [
        {
          status: 400,
          body: {
            code: 'INVALID_CONTENT',
            message: 'Popraw zaznaczone pola: zmiany nie zostały zapisane.',
            inputErrors: { caption: [PHOTO_TEXT_MESSAGES.control] },
          },
        },
      ],
    )
    const user = userEvent.setup()
    await user.click(await screen.findByText('Podpis i opis'))
    const alt = screen.getByLabelText('Tekst alternatywny')
    // Pasted past the field's limit: the form's own check names it, nothing is sent.
    fireEvent.change(alt, { target: { value: 'x'.repeat(301) } })
    const save = screen.getByRole('button', { name: 'Zapisz podpis i opis zdjęcia 01.jpg' })
    await user.click(save)
    expect(screen.getByText(PHOTO_TEXT_MESSAGES.alt)).toBeInTheDocument()
    expect(alt).toHaveAttribute('aria-invalid', 'true')
    expect(alt.getAttribute('aria-describedby')).toContain(
      screen.getByText(PHOTO_TEXT_MESSAGES.alt).id,
    )
    expect(sent(calls, 'PUT', '/texts')).toEqual([])

    fireEvent.change(alt, { target: { value: 'Sala' } })
    await user.type(screen.getByLabelText('Podpis'), 'Wróżby')
    await user.click(save)
    expect(await screen.findByText(PHOTO_TEXT_MESSAGES.control)).toBeInTheDocument()
    expect(screen.getByLabelText('Podpis')).toHaveAttribute('aria-invalid', 'true')
    expect(sent(calls, 'PUT', '/texts')).toHaveLength(1)
  })
})

describe('the album’s cover', () => {
  it('is marked on its photo, and another shown photo can be chosen', async () => {
    const calls = renderAlbum([album(['01.jpg', '02.jpg', '03.jpg'], { cover: '02.jpg' })])
    const user = userEvent.setup()
    await screen.findByText('Widoczne: 3, ukryte: 0.')
    expect(within(cardOf('02.jpg')).getByText(/okładka/)).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Ustaw jako okładkę zdjęcie 02.jpg' }),
    ).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ustaw jako okładkę zdjęcie 03.jpg' }))
    await screen.findByText('Okładką albumu jest teraz zdjęcie 03.jpg.')
    expect(sent(calls, 'PUT', `${ALBUM_URL}/cover`)).toEqual([
      { cover: '03.jpg', version: 'a'.repeat(64) },
    ])
  })
})

describe('deleting a photo', () => {
  it('asks first, sends nothing on "Anuluj", and deletes on "Tak"', async () => {
    const calls = renderAlbum([album(['01.jpg', '02.jpg'])])
    const user = userEvent.setup()
    const remove = await screen.findByRole('button', { name: 'Usuń zdjęcie 02.jpg' })
    await user.click(remove)
    const question = screen.getByRole('group', { name: /^Usunąć zdjęcie 02\.jpg\?/ })
    await user.click(within(question).getByRole('button', { name: 'Anuluj' }))
    expect(screen.getByRole('button', { name: 'Usuń zdjęcie 02.jpg' })).toHaveFocus()
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Usuń zdjęcie 02.jpg' }))
    await user.click(
      within(screen.getByRole('group', { name: /^Usunąć zdjęcie 02\.jpg\?/ })).getByRole('button', {
        name: 'Tak',
      }),
    )
    const done = await screen.findByText('Usunięto zdjęcie 02.jpg.')
    await waitFor(() => expect(done).toHaveFocus())
    expect(sent(calls, 'DELETE', `${ALBUM_URL}/photos/02.jpg`)).toEqual([
      { version: 'a'.repeat(64) },
    ])
  })

  it('shows the server’s refusal in Polish', async () => {
    renderAlbum(
      [album(['01.jpg'])],
      [
        {
          status: 409,
          body: { code: 'LAST_PHOTO', message: 'To ostatnie widoczne zdjęcie albumu.' },
        },
      ],
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Usuń zdjęcie 01.jpg' }))
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To ostatnie widoczne zdjęcie albumu.',
    )
  })
})
