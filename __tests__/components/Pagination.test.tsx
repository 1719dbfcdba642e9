import { render, screen } from '@testing-library/react'
import { Pagination } from '../../src/components/Pagination'
import { LanguageProvider } from '../../src/i18n/LanguageProvider'

describe('Pagination on an English page (issue #35)', () => {
  it('names its links in English and keeps them on the English pages', () => {
    render(
      <LanguageProvider lang="en">
        <Pagination page={2} pageCount={3} pathOf={(n) => `/wiadomosci/${n}/`} label="News" />
      </LanguageProvider>,
    )
    expect(screen.getByRole('link', { name: '← Newer' })).toHaveAttribute(
      'href',
      '/en/wiadomosci/1/',
    )
    expect(screen.getByRole('link', { name: 'Older →' })).toHaveAttribute(
      'href',
      '/en/wiadomosci/3/',
    )
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })
})
