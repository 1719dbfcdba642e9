import { LocationContext } from '@gatsbyjs/reach-router'
import { render, screen } from '@testing-library/react'
import { Header } from '../../src/components/Header'
import { MENU } from '../../src/domain/menu'

const renderAt = (pathname: string) =>
  render(
    <LocationContext.Provider value={{ location: { pathname } }}>
      <Header siteName="Polska Szkoła w Lombard" menu={MENU} current={{}} />
    </LocationContext.Provider>,
  )

describe('Header', () => {
  it('has the site search on a public page', () => {
    renderAt('/wiadomosci/')
    expect(screen.getByRole('search')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Szukaj na stronie' })).toBeInTheDocument()
  })

  it('has no site search in the staff area', () => {
    renderAt('/gazda/enrollment/')
    expect(screen.queryByRole('search')).toBeNull()
  })
})
