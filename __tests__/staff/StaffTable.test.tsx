import { render, screen, within } from '@testing-library/react'
import { StaffTable } from '../../src/staff/StaffTable'

const renderTable = () =>
  render(
    <StaffTable caption="Wiadomości" columns={['Tytuł', 'Widoczność', 'Działanie']}>
      <tr>
        <th scope="row">Dzień otwarty</th>
        <td>Opublikowana</td>
        <td>
          <button type="button">Wycofaj</button>
        </td>
      </tr>
    </StaffTable>,
  )

describe('a staff table', () => {
  it('names each body cell by its column, for the card each row becomes on a phone', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Wiadomości' })
    const [, row] = within(table).getAllByRole('row')
    const cells = [within(row!).getByRole('rowheader'), ...within(row!).getAllByRole('cell')]
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Tytuł', 'Widoczność', 'Działanie'])
    expect(within(row!).getByRole('button', { name: 'Wycofaj' })).toBeVisible()
  })

  it('writes its roles out, which display: block would otherwise drop', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Wiadomości' })
    expect(table).toHaveAttribute('role', 'table')
    expect(table.querySelector('tbody tr')).toHaveAttribute('role', 'row')
    expect(table.querySelector('tbody th')).toHaveAttribute('role', 'rowheader')
    expect(table.querySelector('thead th')).toHaveAttribute('role', 'columnheader')
    expect(table.querySelector('tbody td')).toHaveAttribute('role', 'cell')
  })

  describe('wider than its box (a phone)', () => {
    const widths = (scroll: number, client: number) => {
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll)
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client)
    }
    afterEach(() => jest.restoreAllMocks())

    it('scrolls in a region named by its caption that the keyboard can reach', () => {
      widths(900, 320)
      renderTable()
      const region = screen.getByRole('region', { name: 'Wiadomości' })
      expect(region).toHaveAttribute('tabindex', '0')
      expect(within(region).getByRole('table', { name: 'Wiadomości' })).toBeInTheDocument()
    })

    it('is no extra stop for the keyboard when it fits', () => {
      widths(320, 320)
      renderTable()
      expect(screen.queryByRole('region')).toBeNull()
      expect(screen.getByRole('table', { name: 'Wiadomości' }).parentElement).not.toHaveAttribute(
        'tabindex',
      )
    })
  })
})
