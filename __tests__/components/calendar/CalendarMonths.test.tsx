import { render, screen, within } from '@testing-library/react'
import { CalendarMonths, type CalendarEvent } from '../../../src/components/calendar/CalendarMonths'
import { LanguageProvider } from '../../../src/i18n/LanguageProvider'

const events: CalendarEvent[] = [
  {
    date: '2025-09-06',
    title: 'Rozpoczęcie roku szkolnego',
    kind: 'zajecia',
    start: null,
    end: null,
    classes: null,
    note: null,
  },
  {
    date: '2025-09-13',
    title: 'Piknik',
    kind: 'wydarzenie',
    start: '10:00',
    end: '13:30',
    classes: ['klasa-3'],
    note: 'W parku',
  },
]
const shifts = [{ buildingId: 1, name: 'Sobota rano (9:00–13:00)', start: '09:00', end: '13:00' }]
const nameOf = (id: string) => (id === 'klasa-3' ? 'Grade 3' : id)

describe('CalendarMonths on an English page (issue #35)', () => {
  it('words its columns, kinds and times in English and marks the Polish content', () => {
    const { container } = render(
      <LanguageProvider lang="en">
        <CalendarMonths events={events} nameOf={nameOf} shifts={shifts} />
      </LanguageProvider>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'September 2025' })).toBeVisible()
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Day',
      'What',
      'Hours',
      'Classes',
    ])
    const [first, second] = screen.getAllByRole('row').slice(1)
    expect(first).toHaveTextContent('Saturday, September 6, 2025')
    expect(first).toHaveTextContent('Classes Rozpoczęcie roku szkolnego')
    expect(first).toHaveTextContent('Sobota rano 9:00 a.m.–1:00 p.m.')
    expect(within(first!).getAllByRole('cell')[3]).toHaveTextContent('All')
    expect(second).toHaveTextContent('Event Piknik')
    expect(second).toHaveTextContent('10:00 a.m.–1:30 p.m.')
    expect(second).toHaveTextContent('Grade 3')
    const polish = [...container.querySelectorAll('[lang="pl"]')].map((el) => el.textContent)
    expect(polish).toEqual(['Rozpoczęcie roku szkolnego', 'Sobota rano ', 'Piknik', 'W parku'])
  })

  it('stays Polish, without lang marks, on a Polish page', () => {
    const { container } = render(<CalendarMonths events={events} nameOf={nameOf} shifts={shifts} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Wrzesień 2025' })).toBeVisible()
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Sobota rano 09:00–13:00')
    expect(container.querySelector('[lang]')).toBeNull()
  })
})
