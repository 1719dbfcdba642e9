import { render, screen, within } from '@testing-library/react'
import { TextEncoder } from 'node:util'
import { Footer } from '../../src/components/Footer'
import { NavMenu } from '../../src/components/NavMenu'
import { MENU } from '../../src/domain/menu'
import { login } from '../../src/state/authSlice'
import { Provider } from 'react-redux'
import { jwtExpiringAt } from '../domain/jwtFixture'
import { makeClientStore } from '../state/clientStore'
import { fakeApi } from '../state/trackerFixtures'

const settings = {
  siteName: 'Polska Szkoła w Lombard',
  social: { facebook: 'https://www.facebook.com/x', youtube: 'https://www.youtube.com/@x' },
  author: { name: 'Komitet' },
}
const now = Math.floor(Date.now() / 1000)

function storeWith(jwt?: string) {
  const store = makeClientStore({ persist: false, api: fakeApi() })
  if (jwt) store.dispatch(login({ jwt }))
  return store
}

const page = (jwt?: string) => (
  <Provider store={storeWith(jwt)}>
    <NavMenu menu={MENU} current={{}} />
    <Footer menu={MENU} current={{}} settings={settings} year={2026} />
  </Provider>
)

describe('the menu’s admin links (SPEC.md §3 "Menu item": admin)', () => {
  it('show "Edytuj" beside each item that has one, in the menu and the footer, when logged in', async () => {
    render(page(jwtExpiringAt(now + 3600)))
    const footer = screen.getByRole('contentinfo')
    const faq = await within(footer).findByRole('link', { name: 'Edytuj Najczęstsze pytania' })
    expect(faq).toHaveAttribute('href', '/gazda/faq/')
    expect(within(footer).getByRole('link', { name: 'Edytuj Opłaty za szkołę' })).toHaveAttribute(
      'href',
      '/gazda/page/7/',
    )
    expect(within(footer).getByRole('link', { name: 'Edytuj Wiadomości' })).toHaveAttribute(
      'href',
      '/gazda/new/',
    )
    const nav = screen.getByRole('navigation', { name: 'Menu główne' })
    expect(within(nav).getAllByRole('link', { name: /^Edytuj /, hidden: true }).length).toBe(
      MENU.flatMap((group) => group.items).filter((item) => item.admin).length,
    )
    expect(within(footer).queryByRole('link', { name: /^Edytuj Sponsorzy/ })).toBeNull()
  })

  it('are not there without a session, with an expired token, or without a store', () => {
    render(page())
    render(page(jwtExpiringAt(now - 10)))
    render(<Footer menu={MENU} current={{}} settings={settings} year={2026} />)
    expect(screen.queryAllByRole('link', { name: /^Edytuj/, hidden: true })).toEqual([])
  })

  it('are left out of the server’s HTML, so that it matches the first client render', () => {
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
    expect(renderToString(page(jwtExpiringAt(now + 3600)))).not.toContain('Edytuj')
  })
})
