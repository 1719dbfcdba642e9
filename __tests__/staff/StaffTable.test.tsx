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
})
