import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadPagefind, type Pagefind } from '../../../src/components/search/loadPagefind'
import { SiteSearch } from '../../../src/components/search/SiteSearch'
import { MENU } from '../../../src/domain/menu'
import { LanguageProvider } from '../../../src/i18n/LanguageProvider'

// Pagefind itself runs in e2e/search.test.ts; here a small fake stands at the import boundary.
jest.mock('../../../src/components/search/loadPagefind', () => ({ loadPagefind: jest.fn() }))

interface FakePage {
  url: string
  title: string
  excerpt: string
}

const ZAJECIA: FakePage[] = [
  {
    url: '/pages/rozklad-zajec/',
    title: 'Rozkład zajęć',
    excerpt: '<mark>Zajęcia</mark> odbywają się w soboty.',
  },
  {
    url: '/kalendarz-zajec/',
    title: 'Kalendarz zajęć',
    excerpt: 'Soboty z <mark>zajęciami</mark> i dni wolne.',
  },
]

/** A fake Pagefind that answers each query (as the index holds it) with its pages. */
function fakePagefind(pages: Record<string, FakePage[]>) {
  const search = jest.fn(async (term: string) => ({
    results: (pages[term] ?? []).map((page, i) => ({
      id: String(i),
      data: async () => ({ url: page.url, meta: { title: page.title }, excerpt: page.excerpt }),
    })),
  }))
  const pagefind: Pagefind = { options: jest.fn(), search }
  jest.mocked(loadPagefind).mockResolvedValue(pagefind)
  return search
}

const field = () => screen.getByRole('searchbox', { name: 'Szukaj na stronie' })
const status = () => screen.getByRole('status')
const results = () => screen.getByRole('region', { name: 'Wyniki wyszukiwania' })

async function searchFor(query: string) {
  const user = userEvent.setup()
  await user.type(field(), `${query}{Enter}`)
  return user
}

describe('SiteSearch', () => {
  beforeEach(() => jest.mocked(loadPagefind).mockReset())

  it('has a labelled search field and a Szukaj button in a search landmark', () => {
    render(<SiteSearch menu={MENU} />)
    const form = screen.getByRole('search')
    expect(within(form).getByRole('searchbox', { name: 'Szukaj na stronie' })).toBeVisible()
    expect(within(form).getByRole('button', { name: 'Szukaj' })).toBeVisible()
  })

  it('loads nothing until the visitor types, not even on focus', async () => {
    fakePagefind({})
    render(<SiteSearch menu={MENU} />)
    const user = userEvent.setup()
    await user.click(field())
    expect(loadPagefind).not.toHaveBeenCalled()
    await user.keyboard('z')
    expect(loadPagefind).toHaveBeenCalled()
  })

  it('searches on Enter and lists each result with its title as a link and its excerpt', async () => {
    const search = fakePagefind({ zajecia: ZAJECIA })
    render(<SiteSearch menu={MENU} />)
    await searchFor('zajecia')
    expect(await within(status()).findByText('Znaleziono 2 wyniki dla „zajecia”.')).toBeVisible()
    expect(search).toHaveBeenCalledWith('zajecia')
    const items = within(results()).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('link', { name: 'Rozkład zajęć' })).toHaveAttribute(
      'href',
      '/pages/rozklad-zajec/',
    )
    expect(items[0]).toHaveTextContent('Zajęcia odbywają się w soboty.')
    expect(within(items[0]!).getByText('Zajęcia').tagName).toBe('MARK')
  })

  it('shows the excerpt as text, never as markup', async () => {
    fakePagefind({
      x: [
        {
          url: '/a/',
          title: 'A',
          excerpt: '&lt;img src=x onerror=alert(1)&gt; <b>i</b> <mark>x</mark>',
        },
      ],
    })
    render(<SiteSearch menu={MENU} />)
    await searchFor('x')
    const item = await within(results()).findByRole('listitem')
    expect(item).toHaveTextContent('<img src=x onerror=alert(1)> i x')
    expect(item.querySelector('img, b')).toBeNull()
  })

  it('says when nothing was found', async () => {
    fakePagefind({})
    render(<SiteSearch menu={MENU} />)
    await searchFor('xyz')
    expect(await within(status()).findByText('Brak wyników dla „xyz”.')).toBeVisible()
    expect(within(results()).queryByRole('list')).toBeNull()
  })

  it('searches for "ł" as the index holds it and shows it back as "ł"', async () => {
    const search = fakePagefind({
      'szkol\u0335a': [{ url: '/s/', title: 'Szkol\u0335a', excerpt: '<mark>Szkol\u0335a</mark>' }],
    })
    render(<SiteSearch menu={MENU} />)
    await searchFor('szkoła')
    expect(await screen.findByRole('link', { name: 'Szkoła' })).toBeVisible()
    expect(search).toHaveBeenCalledWith('szkol\u0335a')
  })

  it('shows five results, then five more on each request (issue #20: fewer downloads first)', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      url: `/p${i}/`,
      title: `Strona ${i}`,
      excerpt: 'matura',
    }))
    fakePagefind({ matura: many })
    render(<SiteSearch menu={MENU} />)
    const user = await searchFor('matura')
    expect(await within(status()).findByText('Znaleziono 12 wyników dla „matura”.')).toBeVisible()
    expect(within(results()).getAllByRole('listitem')).toHaveLength(5)
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej wyników' }))
    expect(await within(results()).findByRole('link', { name: 'Strona 9' })).toBeVisible()
    expect(within(results()).getAllByRole('listitem')).toHaveLength(10)
    expect(within(results()).getByRole('link', { name: 'Strona 5' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Pokaż więcej wyników' }))
    expect(await within(results()).findByRole('link', { name: 'Strona 11' })).toBeVisible()
    expect(within(results()).getByRole('link', { name: 'Strona 10' })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Pokaż więcej wyników' })).toBeNull()
  })

  it('closes the results on Escape and puts the focus back in the field', async () => {
    fakePagefind({ zajecia: ZAJECIA })
    render(<SiteSearch menu={MENU} />)
    const user = await searchFor('zajecia')
    await within(results()).findAllByRole('listitem')
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Zamknij wyniki' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Wyniki wyszukiwania' })).toBeNull()
    expect(field()).toHaveFocus()
    expect(field()).toHaveValue('zajecia')
  })

  it('closes the results on a click outside them', async () => {
    fakePagefind({ zajecia: ZAJECIA })
    render(
      <>
        <p>Poza</p>
        <SiteSearch menu={MENU} />
      </>,
    )
    const user = await searchFor('zajecia')
    await within(results()).findAllByRole('listitem')
    await user.click(screen.getByText('Poza'))
    expect(screen.queryByRole('region', { name: 'Wyniki wyszukiwania' })).toBeNull()
  })

  it('says so when the search cannot be loaded', async () => {
    jest.mocked(loadPagefind).mockRejectedValue(new Error('offline'))
    render(<SiteSearch menu={MENU} />)
    await searchFor('zajecia')
    expect(
      await within(status()).findByText(
        'Wyszukiwarka jest teraz niedostępna. Spróbuj ponownie za chwilę.',
      ),
    ).toBeVisible()
  })
})

describe('SiteSearch on an English page (issue #35)', () => {
  beforeEach(() => jest.mocked(loadPagefind).mockReset())

  const renderEnglish = () =>
    render(
      <LanguageProvider lang="en">
        <SiteSearch menu={MENU} />
      </LanguageProvider>,
    )

  it('labels its field and button in English and counts its results in English', async () => {
    fakePagefind({
      calendar: [
        { url: '/en/kalendarz-zajec/', title: 'Class calendar', excerpt: '<mark>calendar</mark>' },
      ],
    })
    renderEnglish()
    const form = screen.getByRole('search')
    expect(within(form).getByRole('button', { name: 'Search' })).toBeVisible()
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'calendar{Enter}')
    expect(await within(status()).findByText('1 result for “calendar”.')).toBeVisible()
    const list = screen.getByRole('region', { name: 'Search results' })
    expect(within(list).getByRole('link', { name: 'Class calendar' })).toHaveAttribute(
      'href',
      '/en/kalendarz-zajec/',
    )
    expect(screen.getByRole('button', { name: 'Close the results' })).toBeInTheDocument()
  })

  it('says in English when nothing was found', async () => {
    fakePagefind({})
    renderEnglish()
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'qqq{Enter}')
    expect(await within(status()).findByText('No results for “qqq”.')).toBeVisible()
  })
})
