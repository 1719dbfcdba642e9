import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AlbumContent } from '../../src/staff/types'
import { album, ALBUM_URL, renderAlbum, shownOrder } from './support/album'
import type { StaffCall } from './support/renderStaff'

// Issue #18: an album's photos moved one place at a time from the keyboard, the order saved with
// the album's version; a conflict with someone else's order shows both. The API is the boundary
// here; e2e/gallery-editor.test.ts saves an order against the real server and the built site, and
// checks the focus in Chromium, which (unlike jsdom) takes it from a button whose card React moves.
const albumOf = (names: string[], version = 'a', hidden: string[] = []): AlbumContent =>
  album(names, {
    photos: names.map((name) => ({
      name,
      hidden: hidden.includes(name),
      caption: null,
      alt: null,
    })),
    version: version.repeat(64),
  })

type Answer = { status: number; body: unknown }

const orderPuts = (calls: StaffCall[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.url.endsWith(`${ALBUM_URL}/order`))
    .map((call) => JSON.parse(String(call.body)) as { order: string[]; version: string })

const CONFLICT: Answer = {
  status: 409,
  body: { code: 'CONTENT_CHANGED', message: 'Ktoś inny zmienił tę treść.' },
}
/** The album as the editor opened it, then as someone else saved it in another order. */
const REORDERED_BY_SOMEONE_ELSE = [
  albumOf(['01.jpg', '02.jpg', '03.jpg']),
  albumOf(['03.jpg', '01.jpg', '02.jpg'], 'b'),
]

/** Opens the album, moves 01.jpg one place later and saves; the server answers `puts`. */
async function moveFirstAndSave(albums: AlbumContent[], puts: Answer[]) {
  const calls = renderAlbum(albums, puts)
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Przesuń później zdjęcie 01.jpg' }))
  await user.click(screen.getByRole('button', { name: 'Zapisz kolejność' }))
  return { calls, user }
}

describe('putting an album’s photos in order', () => {
  it('moves a photo one place with its buttons, keeping the focus on the button pressed', async () => {
    const calls = renderAlbum([albumOf(['01.jpg', '02.jpg', '03.jpg'])])
    const user = userEvent.setup()
    const later = await screen.findByRole('button', { name: 'Przesuń później zdjęcie 01.jpg' })
    // The first photo cannot go earlier, nor the last one later; both say so, and stay focusable.
    expect(
      screen.getByRole('button', { name: 'Przesuń wcześniej zdjęcie 01.jpg' }),
    ).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Przesuń później zdjęcie 03.jpg' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    later.focus()
    await user.keyboard('{Enter}')
    expect(shownOrder()).toEqual(['02.jpg', '01.jpg', '03.jpg'])
    expect(screen.getByRole('button', { name: 'Przesuń później zdjęcie 01.jpg' })).toHaveFocus()
    expect(screen.getByText('Zdjęcie 01.jpg jest teraz na miejscu 2 z 3.')).toHaveAttribute(
      'role',
      'status',
    )
    await user.keyboard('{Enter}')
    expect(shownOrder()).toEqual(['02.jpg', '03.jpg', '01.jpg'])
    expect(screen.getByRole('button', { name: 'Przesuń później zdjęcie 01.jpg' })).toHaveFocus()
    // At the end now: pressing again changes nothing, and the focus stays.
    await user.keyboard('{Enter}')
    expect(shownOrder()).toEqual(['02.jpg', '03.jpg', '01.jpg'])
    expect(screen.getByRole('button', { name: 'Przesuń później zdjęcie 01.jpg' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Przesuń wcześniej zdjęcie 03.jpg' }))
    expect(shownOrder()).toEqual(['03.jpg', '02.jpg', '01.jpg'])
    expect(screen.getByRole('button', { name: 'Przesuń wcześniej zdjęcie 03.jpg' })).toHaveFocus()
    expect(
      screen.getByText('Kolejność zdjęć została zmieniona i nie jest jeszcze zapisana.'),
    ).toBeInTheDocument()
    expect(orderPuts(calls)).toEqual([])
  })

  it('saves the order with the version it started from, and can drop it unsaved', async () => {
    const calls = renderAlbum([
      albumOf(['01.jpg', '02.jpg', '03.jpg']),
      albumOf(['02.jpg', '01.jpg', '03.jpg'], 'f'),
    ])
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Przesuń wcześniej zdjęcie 03.jpg' }),
    )
    await user.click(screen.getByRole('button', { name: 'Przywróć zapisaną kolejność' }))
    expect(shownOrder()).toEqual(['01.jpg', '02.jpg', '03.jpg'])
    await user.click(screen.getByRole('button', { name: 'Przesuń wcześniej zdjęcie 02.jpg' }))
    await user.click(screen.getByRole('button', { name: 'Zapisz kolejność' }))
    await screen.findByText('Zapisano nową kolejność zdjęć.')
    expect(orderPuts(calls)).toEqual([
      { order: ['02.jpg', '01.jpg', '03.jpg'], version: 'a'.repeat(64) },
    ])
    expect(shownOrder()).toEqual(['02.jpg', '01.jpg', '03.jpg'])
    expect(
      screen.queryByText('Kolejność zdjęć została zmieniona i nie jest jeszcze zapisana.'),
    ).not.toBeInTheDocument()
  })

  it('saves again by itself when someone else changed the album but not its order', async () => {
    const { calls } = await moveFirstAndSave(
      [
        albumOf(['01.jpg', '02.jpg', '03.jpg']),
        albumOf(['01.jpg', '02.jpg', '03.jpg'], 'b', ['03.jpg']),
      ],
      [CONFLICT],
    )
    await screen.findByText('Zapisano nową kolejność zdjęć.')
    expect(orderPuts(calls)).toEqual([
      { order: ['02.jpg', '01.jpg', '03.jpg'], version: 'a'.repeat(64) },
      { order: ['02.jpg', '01.jpg', '03.jpg'], version: 'b'.repeat(64) },
    ])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows both orders after a conflict, focused, and saves this one only when chosen', async () => {
    const { calls, user } = await moveFirstAndSave(REORDERED_BY_SOMEONE_ELSE, [CONFLICT])
    const note = await screen.findByRole('alert')
    expect(note).toHaveTextContent(
      'Ktoś inny zmienił w międzyczasie kolejność zdjęć w tym albumie. Twoja kolejność nie została zapisana.',
    )
    await waitFor(() => expect(note).toHaveFocus())
    const side = (which: string) =>
      [...note.querySelectorAll(`[data-side="${which}"] li`)].map((item) => item.textContent)
    expect(side('theirs')).toEqual(['03.jpg', '01.jpg', '02.jpg'])
    expect(side('mine')).toEqual(['02.jpg', '01.jpg', '03.jpg'])
    expect(shownOrder()).toEqual(['02.jpg', '01.jpg', '03.jpg'])
    expect(orderPuts(calls)).toHaveLength(1)

    await user.click(within(note).getByRole('button', { name: 'Użyj mojej wersji' }))
    await screen.findByText('Zapisano nową kolejność zdjęć.')
    expect(orderPuts(calls)[1]).toEqual({
      order: ['02.jpg', '01.jpg', '03.jpg'],
      version: 'b'.repeat(64),
    })
    expect(screen.getByRole('button', { name: 'Zapisz kolejność' })).toHaveFocus()
  })

  it('keeps the saved order when the editor chooses it after a conflict', async () => {
    const { calls, user } = await moveFirstAndSave(REORDERED_BY_SOMEONE_ELSE, [CONFLICT])
    const note = await screen.findByRole('alert')
    await user.click(within(note).getByRole('button', { name: 'Zostaw zapisaną wersję' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(shownOrder()).toEqual(['03.jpg', '01.jpg', '02.jpg'])
    expect(screen.getByRole('button', { name: 'Zapisz kolejność' })).toHaveFocus()
    expect(orderPuts(calls)).toHaveLength(1)
  })

  it('shows the server’s refusal in Polish', async () => {
    await moveFirstAndSave(
      [albumOf(['01.jpg', '02.jpg'])],
      [
        {
          status: 400,
          body: {
            code: 'INVALID_ORDER',
            message:
              'W albumie nie ma zdjęcia „02.jpg”. Odśwież stronę i ustaw kolejność ponownie.',
          },
        },
      ],
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'W albumie nie ma zdjęcia „02.jpg”. Odśwież stronę i ustaw kolejność ponownie.',
    )
  })
})
