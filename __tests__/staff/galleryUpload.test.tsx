import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { staffPath } from '../../src/staff/routes'
import type { AlbumContent } from '../../src/staff/types'
import { renderStaff, type StaffCall } from './support/renderStaff'

// Issue #18: chosen photos are sent once, and a new album is checked before it is sent. The API is
// the boundary here; e2e/gallery-editor.test.ts runs the same steps against the real server.
const ALBUM: AlbumContent = {
  years: '2024-2025',
  slug: 'andrzejki',
  title: 'Andrzejki 2024',
  date: '2024-11-23',
  photos: [{ name: '01.jpg', hidden: false, caption: null }],
  version: 'a'.repeat(64),
}

function renderAt(pathname: string, list: unknown = []) {
  let added = 1
  return renderStaff({
    pathname,
    role: 'editor',
    answer: ({ url, method }) =>
      method === 'POST'
        ? { status: 201, body: { name: `0${++added}.jpg` } }
        : {
            body: url.endsWith('/api/gazda/content/gallery') ? list : ALBUM,
            blob: new Blob(['x']),
          },
  })
}

const posts = (calls: StaffCall[]) => calls.filter((call) => call.method === 'POST')
const jpeg = (name: string) => new File(['bytes of ' + name], name, { type: 'image/jpeg' })

describe('sending photos to an album', () => {
  it('sends the chosen photos once: the choice is cleared after sending', async () => {
    const calls = renderAt(staffPath({ view: 'album', years: '2024-2025', slug: 'andrzejki' }))
    const user = userEvent.setup()
    const input = await screen.findByLabelText<HTMLInputElement>('Wybierz zdjęcia')
    await user.upload(input, [jpeg('05.jpg'), jpeg('06.jpg')])
    await user.click(screen.getByRole('button', { name: 'Prześlij zdjęcia' }))
    await screen.findByText('Dodano: 02.jpg, 03.jpg.')
    expect(posts(calls)).toHaveLength(2)
    expect(input.files).toHaveLength(0)
    expect(input.value).toBe('')
    await user.click(screen.getByRole('button', { name: 'Prześlij zdjęcia' }))
    await screen.findByText('Najpierw wybierz zdjęcia.')
    expect(posts(calls)).toHaveLength(2)
  })
})

describe('a new album', () => {
  it('says what is wrong before sending, and sends the first photo with the fields', async () => {
    const calls = renderAt(staffPath({ view: 'gallery' }))
    const user = userEvent.setup()
    const years = await screen.findByLabelText(/^Rok szkolny \(np\./)
    await user.clear(years)
    await user.type(years, '2026-2028')
    await user.type(screen.getByLabelText(/^Tytuł albumu/), 'Żółte Łódki')
    expect(
      screen.getByText('Adres albumu: /galeria-zdjec/rok-szkolny-2026-2028/zolte-lodki/'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Utwórz album' }))
    expect(
      (await screen.findAllByText('Podaj rok szkolny jako dwa kolejne lata, np. 2025-2026.'))
        .length,
    ).toBeGreaterThan(0)
    expect(screen.getAllByText('Wybierz pierwsze zdjęcie albumu.').length).toBeGreaterThan(0)
    expect(posts(calls)).toHaveLength(0)

    await user.clear(years)
    await user.type(years, '2026-2027')
    const date = screen.getByLabelText(/^Data wydarzenia/)
    await user.clear(date)
    await user.type(date, '2026-11-14')
    await user.upload(screen.getByLabelText(/^Pierwsze zdjęcie/), jpeg('apel.jpg'))
    await user.click(screen.getByRole('button', { name: 'Utwórz album' }))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    const sent = new URL(posts(calls)[0]!.url, 'http://localhost')
    expect(sent.pathname).toBe('/api/gazda/content/gallery/2026-2027')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      title: 'Żółte Łódki',
      date: '2026-11-14',
      event: 'inne',
    })
  })
})

describe('renaming an album', () => {
  it('sends the new title with the version it started from, and refuses an empty one', async () => {
    const calls = renderAt(staffPath({ view: 'album', years: '2024-2025', slug: 'andrzejki' }))
    const user = userEvent.setup()
    const title = await screen.findByLabelText(/^Tytuł albumu/)
    await user.clear(title)
    await user.click(screen.getByRole('button', { name: 'Zmień tytuł' }))
    expect(
      (
        await screen.findAllByText(
          'Podaj tytuł albumu (najwyżej 120 znaków, z co najmniej jedną literą lub cyfrą).',
        )
      ).length,
    ).toBeGreaterThan(0)
    await user.type(title, 'Andrzejki w szkole')
    await user.click(screen.getByRole('button', { name: 'Zmień tytuł' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    const put = calls.find((c) => c.method === 'PUT')!
    expect(put.url).toMatch(/\/api\/gazda\/content\/gallery\/2024-2025\/andrzejki$/)
    expect(JSON.parse(String(put.body))).toEqual({
      title: 'Andrzejki w szkole',
      version: ALBUM.version,
    })
  })
})
