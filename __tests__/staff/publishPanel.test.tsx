import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PublishStatus } from '../../src/staff/types'
import { renderStaff, type StaffCall } from './support/renderStaff'

// Issue #30: the dashboard's publishing panel, and a failed publish in Polish.
const IDLE: PublishStatus = {
  enabled: true,
  state: 'idle',
  liveAt: '2026-11-21T15:04:00Z',
  liveUrlTime: '09:04',
  buildStartedAt: null,
  lastBuildMs: 20_000,
  error: null,
  changesWaiting: 0,
}

const BAD_FILE: PublishStatus = {
  ...IDLE,
  state: 'failed',
  changesWaiting: 1,
  error: 'Plik content/homework/955.md, pole „due”: termin oddania …',
  failure: 'content',
  retried: false,
  problems: [
    {
      file: 'content/homework/955.md',
      field: 'due',
      message: 'termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)',
      detail: 'due: must not be before assigned',
    },
  ],
  output: 'content/homework/955.md: due: must not be before assigned',
}

/** The server's publish status, one answer after another; the last one is kept. */
function publishServer(...answers: PublishStatus[]) {
  const posts: StaffCall[] = []
  return {
    posts,
    answer: (call: StaffCall) => {
      if (call.url.endsWith('/api/gazda/publish')) {
        if (call.method === 'POST') {
          posts.push(call)
          return { status: 202, body: { ...IDLE, state: 'queued', changesWaiting: 1 } }
        }
        return { body: answers.length > 1 ? answers.shift() : answers[0] }
      }
      return { body: [] }
    },
  }
}

describe('the dashboard’s publishing panel', () => {
  it('names the bad file, its field and what to do, with the builder’s lines under "Szczegóły"', async () => {
    renderStaff({ pathname: '/gazda/', role: 'admin', answer: publishServer(BAD_FILE).answer })
    const panel = await screen.findByRole('region', { name: 'Publikacja strony' })
    const failure = await within(panel).findByRole('alert')
    expect(failure).toHaveTextContent('Publikacja nie powiodła się')
    expect(failure).toHaveTextContent('Strona nie została zbudowana, bo jeden plik treści ma błąd:')
    expect(within(failure).getByRole('listitem')).toHaveTextContent(
      'content/homework/955.md: pole „due”: termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)',
    )
    expect(failure).toHaveTextContent(
      'Popraw plik content/homework/955.md (albo usuń, jeśli powstał przez pomyłkę) i naciśnij „Opublikuj teraz”.',
    )
    const details = within(failure).getByText('Szczegóły').closest('details')!
    expect(details).not.toHaveAttribute('open')
    expect(details).toHaveTextContent('content/homework/955.md: due: must not be before assigned')
    // The button is beside it: no link away to the dashboard.
    expect(within(failure).queryByRole('link', { name: 'Przejdź do pulpitu' })).toBeNull()
  })

  it('publishes now for an admin and follows that publish to its end', async () => {
    const server = publishServer(BAD_FILE, { ...IDLE, state: 'building' }, IDLE)
    renderStaff({ pathname: '/gazda/', role: 'admin', answer: server.answer })
    await screen.findByRole('alert')
    await userEvent.click(screen.getByRole('button', { name: 'Opublikuj teraz' }))
    expect(server.posts).toHaveLength(1)
    expect(await screen.findByText('Publikowanie…')).toBeInTheDocument()
    expect(
      await screen.findByText('Opublikowano o 09:04.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('tells an editor what to do, without the button', async () => {
    renderStaff({ pathname: '/gazda/', role: 'editor', answer: publishServer(BAD_FILE).answer })
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'poproś administratora o „Opublikuj teraz” albo zapisz zmianę w panelu',
    )
    expect(screen.queryByRole('button', { name: 'Opublikuj teraz' })).toBeNull()
  })

  it('says a build failed though the files were fine, and that it was tried twice', async () => {
    const failed: PublishStatus = {
      ...IDLE,
      state: 'failed',
      error: 'Invariant violation: inconsistent node counters detected',
      failure: 'build',
      retried: true,
      problems: [],
      output: 'Invariant violation: inconsistent node counters detected',
    }
    renderStaff({ pathname: '/gazda/', role: 'admin', answer: publishServer(failed).answer })
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent(
      'Pliki treści są poprawne, ale budowanie strony nie powiodło się. Serwer spróbował drugi raz, z wyczyszczoną pamięcią podręczną Gatsby, i też się nie udało.',
    )
    expect(failure).toHaveTextContent('Naciśnij „Opublikuj teraz”, by spróbować ponownie.')
  })

  it('says when the site was last published', async () => {
    renderStaff({ pathname: '/gazda/', role: 'editor', answer: publishServer(IDLE).answer })
    expect(
      await screen.findByText('Strona jest aktualna: ostatnia publikacja o 09:04.'),
    ).toBeInTheDocument()
  })
})
