import { render, screen } from '@testing-library/react'
import { useAppSelector } from '../../src/state/hooks'
import { RootProviders } from '../../src/wrap-root-element'
import { jwtExpiringAt } from '../domain/jwtFixture'
import { SESSION } from './trackerFixtures'

// The site's root with its one store, as a returning visitor's browser has it: what an earlier
// visit left in storage, in the format redux-persist wrote (before issue #36), comes back once the
// client state is injected after the first render.
const JWT = jwtExpiringAt(Math.floor(Date.now() / 1000) + 3600)
const PERSIST = JSON.stringify({ version: -1, rehydrated: true })
const EVENT = {
  time: '2026-11-20T10:00:00.000Z',
  sessionId: SESSION,
  action: 'route',
  from: '/',
  to: '/wiadomosci/',
  domain: 'polskaszkolalombard.org',
}

function Probe() {
  const text = useAppSelector(({ auth, tracker, drafts }) =>
    auth
      ? [
          auth.user?.name,
          tracker?.sessionId,
          tracker?.tracks.length,
          JSON.stringify(drafts?.forms['zapisy-do-szkoly']?.values),
        ].join(' ')
      : 'not yet',
  )
  return <p>{text}</p>
}

beforeEach(() => {
  // The tracker sends nothing in this test's time (25 s); its session exists already.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined))
})

it('brings back the login, the tracker queue and the drafts that an earlier visit kept', async () => {
  localStorage.setItem(
    'persist:root',
    JSON.stringify({
      auth: JSON.stringify({ user: { jwt: JWT, name: 'Ewa Nowak' }, isActive: true }),
      tracker: JSON.stringify({ sessionId: SESSION, tracks: [EVENT] }),
      _persist: PERSIST,
    }),
  )
  sessionStorage.setItem(
    'persist:drafts',
    JSON.stringify({
      forms: JSON.stringify({
        'zapisy-do-szkoly': { values: { phase: 'form' }, savedAt: '2026-11-20T10:00:00.000Z' },
      }),
      _persist: PERSIST,
    }),
  )
  const page = (
    <RootProviders>
      <Probe />
    </RootProviders>
  )
  render(page)
  expect(await screen.findByText(`Ewa Nowak ${SESSION} 1 {"phase":"form"}`)).toBeInTheDocument()
  // And is written back in the same format, for the next page load (or an older page's tab).
  const root = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>
  expect(JSON.parse(root.auth!)).toEqual({ user: { jwt: JWT, name: 'Ewa Nowak' }, isActive: true })
  expect(JSON.parse(root.tracker!)).toEqual({ sessionId: SESSION, tracks: [EVENT] })
  expect(JSON.parse(root._persist!)).toEqual({ version: -1, rehydrated: true })
  expect(global.fetch).not.toHaveBeenCalled()
})
