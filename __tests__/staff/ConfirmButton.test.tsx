import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NEWS_ITEM } from './support/newsItem'
import { renderStaff } from './support/renderStaff'

/** The news list for an admin; returns the writes it sent. */
function renderNewsList() {
  const writes: string[] = []
  renderStaff({
    pathname: '/gazda/new/',
    answer: ({ url, method }) => {
      if (method !== 'GET') writes.push(`${method} ${url}`)
      return {
        body: url.includes('/publish')
          ? { enabled: false }
          : url.endsWith('/news')
            ? [NEWS_ITEM]
            : { ...NEWS_ITEM, version: 'b'.repeat(64) },
      }
    },
  })
  return writes
}

/** The button's name: its word, then the item's title, visually hidden. */
const UNPUBLISH = /^Wycofaj\s*:\s*Dzień otwarty$/

describe('"Wycofaj" on the news list', () => {
  const question =
    'Wycofać wiadomość „Dzień otwarty”? Zniknie ze strony szkoły (można ją potem opublikować ponownie).'

  it('asks first, with "Tak" focused, and "Anuluj" changes nothing', async () => {
    const writes = renderNewsList()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: UNPUBLISH }))
    expect(screen.getByRole('group', { name: question })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Tak' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Anuluj' }))
    expect(screen.getByRole('button', { name: UNPUBLISH })).toHaveFocus()
    expect(writes).toEqual([])
  })

  it('unpublishes only after "Tak"', async () => {
    const writes = renderNewsList()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: UNPUBLISH }))
    expect(writes).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Tak' }))
    await screen.findByRole('button', { name: UNPUBLISH })
    expect(writes).toEqual(['PUT /api/gazda/content/news/2026-12-12-dzien-otwarty'])
  })
})
