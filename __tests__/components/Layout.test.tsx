import { render, screen, within } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { Layout } from '../../src/components/Layout'
import type { SiteSettings } from '../../src/domain/site'

const settings: SiteSettings = {
  siteName: 'Polska Szkoła w Lombard',
  alert: {
    kind: 'alert',
    content: '<strong>Zajęcia odwołane</strong> z powodu śniegu.',
    link: null,
  },
  social: {
    facebook: 'https://www.facebook.com/szkola',
    youtube: 'https://www.youtube.com/@szkola',
  },
  author: { name: 'Jan Kowalski', url: 'https://example.org/jan' },
}

const mockSettings = (value: SiteSettings) =>
  (useStaticQuery as jest.Mock).mockReturnValue({ siteSettings: value })

describe('Layout', () => {
  beforeEach(() => mockSettings(settings))

  it('shows the page title as the main heading', () => {
    render(<Layout title="Wiadomości" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Wiadomości' })).toBeInTheDocument()
  })

  it('shows a back link only when the page has a previous one', () => {
    const { rerender } = render(<Layout title="Album" />)
    expect(screen.queryByRole('link', { name: 'Wróć' })).toBeNull()
    rerender(<Layout title="Album" previous="/galeria-zdjec/rok-szkolny-2023-2024/" />)
    expect(screen.getByRole('link', { name: 'Wróć' })).toHaveAttribute(
      'href',
      '/galeria-zdjec/rok-szkolny-2023-2024/',
    )
  })

  it('links the logo and the school name to the home page', () => {
    render(<Layout title="x" />)
    const home = screen.getByRole('link', { name: 'Polska Szkoła w Lombard' })
    expect(home).toHaveAttribute('href', '/')
    const logo = home.querySelector('img')
    expect(logo).toHaveAttribute('width', '64')
    expect(logo).toHaveAttribute('height', '51')
  })

  it('links the accessibility statement from the footer of every page', () => {
    render(<Layout title="x" />)
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Deklaracja dostępności' })).toHaveAttribute(
      'href',
      '/pages/deklaracja-dostepnosci/',
    )
  })

  it('renders the children inside the main landmark, reachable by the skip link', () => {
    render(
      <Layout title="x">
        <p>Treść</p>
      </Layout>,
    )
    const main = screen.getByRole('main')
    expect(within(main).getByText('Treść')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    )
  })

  describe('alert banner', () => {
    it('shows an alert in the alert colour with a bell icon and its HTML', () => {
      render(<Layout title="x" />)
      const banner = screen.getByRole('region', { name: 'Ważny komunikat' })
      expect(banner).toHaveAttribute('data-kind', 'alert')
      expect(banner).toHaveClass('alert')
      expect(within(banner).getByText('Zajęcia odwołane').tagName).toBe('STRONG')
      expect(within(banner).queryByRole('link')).toBeNull()
    })

    it('shows an info in the accent colour with its link', () => {
      mockSettings({
        ...settings,
        alert: { kind: 'info', content: 'Zapisy', link: '/zapisy-do-szkoly/' },
      })
      render(<Layout title="x" />)
      const banner = screen.getByRole('region', { name: 'Informacja' })
      expect(banner).toHaveClass('info')
      expect(within(banner).getByRole('link', { name: 'Więcej informacji' })).toHaveAttribute(
        'href',
        '/zapisy-do-szkoly/',
      )
    })

    it('shows nothing when the kind is none or there is no alert', () => {
      mockSettings({ ...settings, alert: { kind: 'none', content: 'x' } })
      const { unmount } = render(<Layout title="x" />)
      expect(screen.queryByRole('region', { name: /komunikat|Informacja/ })).toBeNull()
      unmount()
      mockSettings({ ...settings, alert: null })
      render(<Layout title="x" />)
      expect(screen.queryByRole('region', { name: /komunikat|Informacja/ })).toBeNull()
    })
  })

  describe('footer', () => {
    const footer = () => screen.getByRole('contentinfo')

    it('has a column for each menu group with its items', () => {
      render(<Layout title="x" />)
      const column = within(footer()).getByRole('region', { name: 'Rodzice' })
      expect(
        within(column)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([
        'Zapisy do szkoły',
        'Wiadomości',
        'Biuletyny szkolne',
        'Formularze szkolne',
        'Dyżury rodziców',
      ])
    })

    it('marks the current section and item with a check badge', () => {
      render(<Layout title="x" menu="rodzice" submenu="/wiadomosci/" />)
      const checks = within(footer()).getAllByTestId('footer-check')
      expect(checks).toHaveLength(2)
      const column = within(footer()).getByRole('region', { name: /Rodzice/ })
      expect(within(column).getByRole('heading')).toContainElement(checks[0]!)
      expect(within(column).getByRole('link', { name: 'Wiadomości' })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })

    it('links to the school on facebook and youtube', () => {
      render(<Layout title="x" />)
      expect(within(footer()).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        settings.social.facebook,
      )
      expect(within(footer()).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
        'href',
        settings.social.youtube,
      )
    })

    it('links the copyright with the current year to /gazda/ and credits the author', () => {
      render(<Layout title="x" />)
      const year = new Date().getFullYear()
      expect(
        within(footer()).getByRole('link', { name: `© ${year} Polska Szkoła w Lombard` }),
      ).toHaveAttribute('href', '/gazda/')
      expect(within(footer()).getByRole('link', { name: 'Jan Kowalski' })).toHaveAttribute(
        'href',
        'https://example.org/jan',
      )
    })
  })
})
