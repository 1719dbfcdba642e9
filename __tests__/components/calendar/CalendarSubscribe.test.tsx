import { TextEncoder } from 'node:util'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { CalendarSubscribe } from '../../../src/components/calendar/CalendarSubscribe'

const levels = [
  { levelId: 'klasa-3', levelName: 'Klasa 3' },
  { levelId: 'liceum-4', levelName: 'Liceum 4' },
]
const props = { siteName: 'Polska Szkoła w Lombard', siteUrl: null, levels }
const link = (name: RegExp) => screen.getByRole('link', { name })
const href = (name: RegExp) => link(name).getAttribute('href')

function serverHtml(element: JSX.Element): string {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
  return renderToString(element)
}

describe('CalendarSubscribe (issue #10)', () => {
  it('offers the whole school’s feed and one per class under clear Polish labels', () => {
    render(<CalendarSubscribe {...props} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Subskrybuj kalendarz' })).toBeVisible()
    const select = screen.getByRole('combobox', { name: 'Który kalendarz' })
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Cała szkoła (z dyżurami rodziców)',
      'Klasa 3 (z dyżurami i terminami zadań domowych)',
      'Liceum 4 (z dyżurami i terminami zadań domowych)',
    ])
    expect(link(/^Dodaj do Kalendarza Google/)).toHaveAttribute('target', '_blank')
    expect(link(/^Dodaj do Kalendarza Apple$/)).toBeInTheDocument()
    expect(link(/^Dodaj do Outlooka/)).toHaveAccessibleName(
      'Dodaj do Outlooka (otwiera się w nowym oknie)',
    )
  })

  it('without a configured address, builds the links from the page’s address after hydration', () => {
    render(<CalendarSubscribe {...props} />)
    expect(href(/Apple/)).toBe('webcal://localhost/kalendarz-zajec/kalendarz.ics')
    expect(href(/Google/)).toBe(
      'https://calendar.google.com/calendar/render?cid=' +
        encodeURIComponent('webcal://localhost/kalendarz-zajec/kalendarz.ics'),
    )
    expect(href(/Outlook/)).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=' +
        encodeURIComponent('http://localhost/kalendarz-zajec/kalendarz.ics') +
        '&name=' +
        encodeURIComponent('Polska Szkoła w Lombard – kalendarz zajęć'),
    )
    expect(screen.getByRole('textbox', { name: /Adres kalendarza/ })).toHaveValue(
      'http://localhost/kalendarz-zajec/kalendarz.ics',
    )
  })

  it('renders plain relative links into the HTML when the address is not configured', () => {
    const html = serverHtml(<CalendarSubscribe {...props} />)
    expect(html).toContain('href="/kalendarz-zajec/kalendarz.ics"')
    expect(html).not.toContain('webcal:')
  })

  it('renders absolute links into the HTML when the site’s address is configured', () => {
    const html = serverHtml(<CalendarSubscribe {...props} siteUrl="https://szkola.example/" />)
    expect(html).toContain('href="webcal://szkola.example/kalendarz-zajec/kalendarz.ics"')
  })

  it('hydrates the built HTML without a mismatch warning', async () => {
    const element = <CalendarSubscribe {...props} />
    const container = document.createElement('div')
    container.innerHTML = serverHtml(element)
    document.body.appendChild(container)
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => hydrateRoot(container, element))
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(container.querySelector('a[href^="webcal:"]')).not.toBeNull()
    act(() => root.unmount())
    container.remove()
  })

  it('switches every link to the chosen class’s feed', async () => {
    render(<CalendarSubscribe {...props} />)
    await userEvent.selectOptions(screen.getByRole('combobox'), 'klasa-3')
    expect(href(/Apple/)).toBe('webcal://localhost/kalendarz-zajec/klasa-3.ics')
    expect(href(/Outlook/)).toContain(encodeURIComponent('Polska Szkoła w Lombard – Klasa 3'))
    expect(link(/Pobierz plik \.ics/)).toHaveAttribute(
      'href',
      'http://localhost/kalendarz-zajec/klasa-3.ics',
    )
  })
})
