import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { parseStaffRoute, staffPath } from '../../src/staff/routes'
import type { PhotoReportItem } from '../../src/staff/photoReports/PhotoReports'
import { renderStaff, type StaffAnswer, type StaffCall } from './support/renderStaff'

/** The view as Ewa the editor opens it; every photo the server sends is the same few bytes. */
const renderReports = (answer: (call: StaffCall) => StaffAnswer) =>
  renderStaff({
    pathname: '/gazda/zgloszenia-zdjec/',
    role: 'editor',
    answer: (call) => ({ blob: new Blob(['jpeg']), ...answer(call) }),
  })

/** The requests that change something, with their JSON bodies read. */
const writesOf = (calls: StaffCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url, body: JSON.parse(String(body)) }))

const REPORT: PhotoReportItem = {
  id: 7,
  createdAt: '2026-11-20T15:00:00.000Z',
  years: '2024-2025',
  album: 'andrzejki',
  photo: '01.jpg',
  reason: 'Na zdjęciu jest moja córka.',
  email: 'mama@example.com',
  status: 'new',
  handledAt: null,
  handledBy: null,
  albumTitle: 'Andrzejki 2024',
  photoExists: true,
  photoHidden: false,
}

beforeEach(() => {
  ;(navigate as jest.Mock).mockClear()
})

describe('the photo reports view (/gazda/zgloszenia-zdjec/)', () => {
  it('has its own route', () => {
    expect(parseStaffRoute('/gazda/zgloszenia-zdjec/')).toEqual({ view: 'photoReports' })
    expect(staffPath({ view: 'photoReports' })).toBe('/gazda/zgloszenia-zdjec/')
  })

  it('lists each request with its photo, album, reason, contact and status', async () => {
    renderReports(() => ({ status: 200, body: [REPORT] }))
    const card = await screen.findByRole('listitem', { name: /01\.jpg z albumu „Andrzejki 2024”/ })
    expect(within(card).getByText('Na zdjęciu jest moja córka.')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'mama@example.com' })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Album na stronie' })).toHaveAttribute(
      'href',
      '/galeria-zdjec/rok-szkolny-2024-2025/andrzejki/',
    )
    expect(within(card).getByText('Nowe')).toBeInTheDocument()
    // A data: URL, which the site's CSP allows (blob: it does not).
    const preview = await within(card).findByRole('img', { name: '01.jpg' })
    expect(preview.getAttribute('src')).toMatch(/^data:/)
  })

  it('hides the photo through the gallery editor’s save, then marks the request hidden', async () => {
    const calls = renderReports(({ url, method }) => {
      if (url.includes('/api/gazda/publish')) return { status: 200, body: { enabled: false } }
      if (method === 'PUT') return { status: 200, body: { version: 'b'.repeat(64) } }
      if (method === 'PATCH') return { status: 200, body: { ...REPORT, status: 'hidden' } }
      if (url.endsWith('/api/gazda/content/gallery/2024-2025/andrzejki')) {
        return { status: 200, body: { version: 'a'.repeat(64), photos: [] } }
      }
      return { status: 200, body: [REPORT] }
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ukryj zdjęcie 01.jpg' }))
    expect(await screen.findByText(/Zdjęcie 01\.jpg zostało ukryte/)).toBeInTheDocument()
    expect(writesOf(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/gazda/content/gallery/2024-2025/andrzejki/photos/01.jpg',
        body: { hidden: true, version: 'a'.repeat(64) },
      },
      { method: 'PATCH', url: '/api/gazda/photo-reports/7', body: { status: 'hidden' } },
    ])
  })

  it('rejects a request without touching the album', async () => {
    const calls = renderReports(({ method }) =>
      method === 'PATCH'
        ? { status: 200, body: { ...REPORT, status: 'rejected' } }
        : { status: 200, body: [REPORT] },
    )
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Odrzuć zgłoszenie zdjęcia 01.jpg' }),
    )
    expect(await screen.findByText('Zapisano: Odrzucone.')).toBeInTheDocument()
    expect(writesOf(calls)).toEqual([
      { method: 'PATCH', url: '/api/gazda/photo-reports/7', body: { status: 'rejected' } },
    ])
  })

  it('sends what is typed in its search box as q and lists what the server found', async () => {
    const calls = renderReports(({ url }) => ({
      status: 200,
      body: url.includes('q=zolc') ? [] : [REPORT],
    }))
    await screen.findByRole('listitem', { name: /01\.jpg/ })
    const user = userEvent.setup()
    await user.type(
      screen.getByRole('searchbox', { name: 'Szukaj (zdjęcie, album, powód, e-mail)' }),
      'zolc',
    )
    expect(await screen.findByText('Brak zgłoszeń.', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toContain('/api/gazda/photo-reports?q=zolc')
  })
})
