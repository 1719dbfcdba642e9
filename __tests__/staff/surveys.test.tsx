import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SEARCH_DEBOUNCE_MS } from '../../src/staff/enrollments/filters'
import type { SurveyRecord } from '../../src/staff/types'
import { renderStaff } from './support/renderStaff'

/** An answer as the API gives it, or without `family` (the view reads that as no family). */
type Answer = Omit<SurveyRecord, 'family'> & Partial<Pick<SurveyRecord, 'family'>>

const ANSWERS: Answer[] = [
  {
    id: 3,
    survey: 'zapisy',
    createdAt: '2026-11-20T15:00:00.000Z',
    answers: { mode: 'nowa', contactEmail: 'gesl@example.com', motherEmail: 'GESL@example.com' },
    family: { name: 'Gęśl', enrollmentId: 12, number: '2026-0012' },
  },
  {
    id: 2,
    survey: 'zapisy',
    createdAt: '2026-11-19T15:00:00.000Z',
    answers: { mode: 'nowa', fatherEmail: 'tata@example.com' },
    family: null,
  },
  { id: 1, survey: 'zapisy', createdAt: '2026-11-18T15:00:00.000Z', answers: { mode: 'nowa' } },
]

/** The staff app at `pathname` for an admin; returns the URLs it asked for. */
function renderAt(pathname: string, answer: (url: URL) => unknown) {
  const urls: URL[] = []
  renderStaff({
    pathname,
    answer: (call) => {
      const url = new URL(call.url, 'http://localhost')
      urls.push(url)
      return { body: answer(url) }
    },
  })
  return urls
}

const paged = (items: Answer[]) => ({ items, total: items.length, page: 1, pageSize: 25 })

describe('the survey answer list (/gazda/ankiety/)', () => {
  it('says which family answered: its enrolment, the e-mails given, or that none was', async () => {
    renderAt('/gazda/ankiety/', () => paged(ANSWERS))
    const table = await screen.findByRole('table', { name: 'Odpowiedzi' })
    expect(within(table).getByRole('columnheader', { name: 'Rodzina' })).toBeVisible()
    const [, first, second, third] = within(table).getAllByRole('row')
    const link = within(first!).getByRole('link', { name: 'Gęśl (zgłoszenie 2026-0012)' })
    expect(link).toHaveAttribute('href', '/gazda/zapisy/12/')
    expect(first).toHaveTextContent('Gęśl (zgłoszenie 2026-0012) · gesl@example.com')
    expect(within(second!).getByText('tata@example.com')).toBeVisible()
    expect(within(third!).getByText('nie podano')).toBeVisible()
  })

  it('sends what is typed in its search box as q once typing stops', async () => {
    const urls = renderAt('/gazda/ankiety/', (url) =>
      paged(url.searchParams.get('q') === 'gesl' ? ANSWERS.slice(0, 1) : ANSWERS.slice(0, 2)),
    )
    await screen.findByRole('table', { name: 'Odpowiedzi' })
    const box = screen.getByRole('searchbox', {
      name: 'Szukaj (e-mail, adres, miejsce urodzenia, uwagi)',
    })
    await userEvent.type(box, ' gesl ')
    await waitFor(() => expect(screen.getByText(/Razem: 1/)).toBeVisible(), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    })
    const searched = urls.filter((url) => url.searchParams.has('q'))
    expect(searched.map((url) => url.searchParams.get('q'))).toEqual(['gesl'])
    expect(searched[0]!.pathname).toBe('/api/gazda/surveys')
  })
})

describe('one survey answer (/gazda/ankiety/{id}/)', () => {
  it('says which family answered', async () => {
    renderAt('/gazda/ankiety/3/', () => ANSWERS[0])
    expect(await screen.findByText(/Rodzina:/)).toHaveTextContent(
      'Rodzina: Gęśl (zgłoszenie 2026-0012) · gesl@example.com',
    )
  })
})
