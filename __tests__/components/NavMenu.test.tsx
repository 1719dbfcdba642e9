import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NavMenu } from '../../src/components/NavMenu'
import { MENU } from '../../src/domain/menu'

const renderMenu = (current = {}) => render(<NavMenu menu={MENU} current={current} />)
const groupButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })
const submenuOf = (name: string) =>
  document.getElementById(groupButton(name).getAttribute('aria-controls') ?? '') as HTMLElement
const groupItem = (name: string) => groupButton(name).closest('li') as HTMLElement

/** The pointer comes over a group of the menu and leaves it again. */
const passOver = (group: string) => {
  fireEvent.mouseEnter(groupItem(group))
  fireEvent.mouseLeave(groupItem(group))
}

describe('NavMenu', () => {
  afterEach(() => jest.useRealTimers())

  it('opens a group submenu when the pointer hovers it', () => {
    renderMenu()
    expect(submenuOf('Szkoła')).not.toBeVisible()
    fireEvent.mouseEnter(groupItem('Szkoła'))
    expect(submenuOf('Szkoła')).toBeVisible()
    expect(groupButton('Szkoła')).toHaveAttribute('aria-expanded', 'true')
  })

  it('keeps only one submenu open at a time', () => {
    renderMenu()
    fireEvent.mouseEnter(groupItem('Szkoła'))
    fireEvent.mouseEnter(groupItem('Rodzice'))
    expect(submenuOf('Szkoła')).not.toBeVisible()
    expect(submenuOf('Rodzice')).toBeVisible()
  })

  it('closes a submenu 1 second after the pointer leaves it, not before', () => {
    jest.useFakeTimers()
    renderMenu()
    passOver('Uczniowie')
    act(() => jest.advanceTimersByTime(999))
    expect(submenuOf('Uczniowie')).toBeVisible()
    act(() => jest.advanceTimersByTime(1))
    expect(submenuOf('Uczniowie')).not.toBeVisible()
  })

  it('stays open when the pointer comes back within the second', () => {
    jest.useFakeTimers()
    renderMenu()
    passOver('Uczniowie')
    act(() => jest.advanceTimersByTime(600))
    fireEvent.mouseEnter(groupItem('Uczniowie'))
    act(() => jest.advanceTimersByTime(2000))
    expect(submenuOf('Uczniowie')).toBeVisible()
  })

  it('closes on a click outside the menu', () => {
    render(
      <>
        <NavMenu menu={MENU} current={{}} />
        <p>Treść strony</p>
      </>,
    )
    fireEvent.mouseEnter(groupItem('Kontakt'))
    fireEvent.mouseDown(screen.getByText('Treść strony'))
    expect(submenuOf('Kontakt')).not.toBeVisible()
  })

  it('closes the parent menu when one of its items is clicked', async () => {
    renderMenu()
    await userEvent.click(groupButton('Rodzice'))
    // jsdom cannot navigate; the click itself is what is under test.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(within(submenuOf('Rodzice')).getByRole('link', { name: 'Wiadomości' }))
    expect(submenuOf('Rodzice')).not.toBeVisible()
  })

  it('keeps a group opened by hovering open when it is then clicked', async () => {
    const user = userEvent.setup()
    renderMenu()
    await user.hover(groupButton('Szkoła'))
    await user.click(groupButton('Szkoła'))
    expect(submenuOf('Szkoła')).toBeVisible()
    await user.click(groupButton('Szkoła'))
    expect(submenuOf('Szkoła')).not.toBeVisible()
  })

  it('marks the current group and item with a badge icon', () => {
    renderMenu({ menu: 'uczniowie', submenu: '/zadania-domowe/' })
    expect(within(groupButton('Uczniowie')).getByTestId('menu-badge')).toBeInTheDocument()
    expect(within(groupButton('Szkoła')).queryByTestId('menu-badge')).toBeNull()
    const current = within(submenuOf('Uczniowie')).getByRole('link', {
      name: 'Zadania domowe',
      hidden: true,
    })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current.querySelector('svg')).not.toBeNull()
    const other = within(submenuOf('Uczniowie')).getByRole('link', {
      name: 'Kalendarz zajęć',
      hidden: true,
    })
    expect(other).not.toHaveAttribute('aria-current')
  })

  it('links every item to its target', () => {
    renderMenu()
    for (const group of MENU) {
      const links = within(submenuOf(group.label)).getAllByRole('link', { hidden: true })
      expect(links.map((link) => link.getAttribute('href'))).toEqual(group.items.map((i) => i.to))
    }
  })

  it('toggles the whole menu with a button on small screens', async () => {
    renderMenu()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', 'menu-groups')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('navigation')).toHaveAttribute('data-mobile-open', 'true')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  describe('by keyboard', () => {
    it('reaches the groups with Tab and opens one with Enter', async () => {
      renderMenu()
      await userEvent.tab() // the small-screen toggle
      await userEvent.tab()
      expect(groupButton('Szkoła')).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      expect(submenuOf('Szkoła')).toBeVisible()
      await userEvent.tab()
      expect(within(submenuOf('Szkoła')).getAllByRole('link')[0]).toHaveFocus()
    })

    it('toggles a group with Space', async () => {
      renderMenu()
      groupButton('Kontakt').focus()
      await userEvent.keyboard(' ')
      expect(submenuOf('Kontakt')).toBeVisible()
      await userEvent.keyboard(' ')
      expect(submenuOf('Kontakt')).not.toBeVisible()
    })

    it('closes the open group with Escape and puts focus back on its button', async () => {
      renderMenu()
      await userEvent.click(groupButton('Uczniowie'))
      within(submenuOf('Uczniowie')).getAllByRole('link')[2]!.focus()
      await userEvent.keyboard('{Escape}')
      expect(submenuOf('Uczniowie')).not.toBeVisible()
      expect(groupButton('Uczniowie')).toHaveFocus()
    })

    it('closes the open group when focus leaves the menu', async () => {
      render(
        <>
          <NavMenu menu={MENU} current={{}} />
          <button type="button">Dalej</button>
        </>,
      )
      await userEvent.click(groupButton('Kontakt'))
      expect(submenuOf('Kontakt')).toBeVisible()
      act(() => screen.getByRole('button', { name: 'Dalej' }).focus())
      expect(submenuOf('Kontakt')).not.toBeVisible()
    })
  })
})
