import { render, screen } from '@testing-library/react'
import type { PageProps } from 'gatsby'
import { useStaticQuery } from 'gatsby'
import ContentPage from '../../src/templates/content-page'
import { LanguageContext } from '../../src/i18n/useText'
import type { Language } from '../../src/domain/i18n/languages'

// Issue #35: an English page shows the English version of a content page where it has one, and the
// Polish text marked lang="pl" under the English note where it has not.
const settings = {
  siteName: 'Polska Szkoła w Lombard',
  social: { facebook: 'https://www.facebook.com/s', youtube: 'https://www.youtube.com/@s' },
  author: { name: 'Komitet Rodzicielski' },
}

const polish = {
  html: '<p>Czesne i <a href="/pages/skarbnik/">skarbnik</a>, <a href="/formy-szkolne/a.pdf">plik</a>.</p>',
  excerpt: 'Czesne',
  frontmatter: {
    title: 'Opłaty za szkołę',
    faq: null,
    sponsors: [{ name: 'Piekarnia', url: 'https://example.org/', description: 'Polska piekarnia' }],
    members: null,
    address: null,
  },
}
const english = {
  html: '<p>Tuition and the <a href="/en/pages/skarbnik/">treasurer</a>.</p>',
  excerpt: 'Tuition',
  frontmatter: { title: 'Tuition and Fees', sponsors: [{ description: 'A Polish bakery' }] },
}

function renderPage(language: Language, withEnglish: boolean) {
  const props = {
    data: { page: { ...polish, english: withEnglish ? english : null } },
    pageContext: {},
  } as unknown as PageProps<never, never>
  return render(
    <LanguageContext.Provider value={language}>
      <ContentPage {...(props as object as Parameters<typeof ContentPage>[0])} />
    </LanguageContext.Provider>,
  )
}

beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue({ siteSettings: settings }))

it('shows the English version on the English page, over the Polish file’s names and links', () => {
  renderPage('en', true)
  expect(screen.getByRole('heading', { level: 1, name: 'Tuition and Fees' })).not.toHaveAttribute(
    'lang',
  )
  expect(screen.queryByText('This content is in Polish only.')).toBeNull()
  expect(screen.getByRole('link', { name: 'treasurer' })).toHaveAttribute(
    'href',
    '/en/pages/skarbnik/',
  )
  expect(screen.getByText('A Polish bakery')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Piekarnia' })).toHaveAttribute(
    'href',
    'https://example.org/',
  )
})

it('shows the Polish text marked lang="pl" under the note where there is no English version', () => {
  renderPage('en', false)
  const title = screen.getByRole('heading', { level: 1, name: 'Opłaty za szkołę' })
  expect(title.closest('[lang]')).toHaveAttribute('lang', 'pl')
  expect(screen.getByText('This content is in Polish only.')).toBeInTheDocument()
  const link = screen.getByRole('link', { name: 'skarbnik' })
  expect(link.closest('[lang]')).toHaveAttribute('lang', 'pl')
  // Its links to the site's pages lead to the English pages; files stay as they are.
  expect(link).toHaveAttribute('href', '/en/pages/skarbnik/')
  expect(screen.getByRole('link', { name: 'plik' })).toHaveAttribute('href', '/formy-szkolne/a.pdf')
})

it('shows the Polish file on the Polish page, English version or not', () => {
  renderPage('pl', true)
  expect(screen.getByRole('heading', { level: 1, name: 'Opłaty za szkołę' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'skarbnik' })).toHaveAttribute('href', '/pages/skarbnik/')
  expect(screen.getByText('Polska piekarnia')).toBeInTheDocument()
})
