// Issue #36: the tracker's queue before the store's code has loaded, in the store's own storage
// format, so that the store reads it back as if it had queued the events itself.
import { createEarlyTracker } from '../../src/state/earlyTracker'
import { readPersisted, safeStorage, ROOT_KEY } from '../../src/state/persist'
import { routeEvent, externalClickEvent } from '../../src/domain/trackerQueue'
import { FIRST_SEND_DELAY_MS, RESTART_SEND_DELAY_MS } from '../../src/domain/tracker'
import { deferred, fakeApi, HOST, SESSION } from './trackerFixtures'

const local = safeStorage(() => localStorage, 'localStorage')
const session = safeStorage(() => sessionStorage, 'sessionStorage')
const NOW = new Date('2026-11-20T10:00:00.000Z')

function tracker(api = fakeApi(), due = jest.fn()) {
  const early = createEarlyTracker({ due, local, env: { api, now: () => NOW, host: () => HOST } })
  return { early, api, due }
}

beforeEach(() => {
  localStorage.clear()
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

it('asks for a session on page load and gives it to the events queued meanwhile', async () => {
  const api = fakeApi()
  const answer = deferred<string>()
  api.createSession.mockReturnValueOnce(answer.promise)
  const { early } = tracker(api)
  const started = early.start()
  early.track(routeEvent('', '/'))
  expect(readPersisted(local, session).tracker?.tracks[0]?.sessionId).toBe('')
  answer.resolve(SESSION)
  await started
  expect(api.createSession).toHaveBeenCalledTimes(1)
  expect(readPersisted(local, session).tracker).toEqual({
    sessionId: SESSION,
    tracks: [
      {
        sessionId: SESSION,
        time: NOW.toISOString(),
        domain: HOST,
        action: 'route',
        from: '',
        to: '/',
      },
    ],
  })
})

it('asks for no session when one was kept, and keeps the login beside the queue', async () => {
  const auth = { user: { jwt: 'x.y.z', name: 'Ewa' }, isActive: true }
  localStorage.setItem(
    ROOT_KEY,
    JSON.stringify({
      auth: JSON.stringify(auth),
      tracker: JSON.stringify({ sessionId: SESSION, tracks: [] }),
    }),
  )
  const { early, api } = tracker()
  await early.start()
  early.track(externalClickEvent('facebook'))
  expect(api.createSession).not.toHaveBeenCalled()
  const read = readPersisted(local, session)
  expect(read.auth).toEqual(auth)
  expect(read.tracker?.tracks.map((event) => [event.sessionId, event.action])).toEqual([
    [SESSION, 'external-click'],
  ])
})

it('stamps events of the same millisecond one after another, as the store does', () => {
  const { early } = tracker()
  early.track(routeEvent('', '/'))
  early.track(routeEvent('/', '/wiadomosci/'))
  const times = readPersisted(local, session).tracker!.tracks.map((event) => event.time)
  expect(times).toEqual([NOW.toISOString(), new Date(NOW.getTime() + 1).toISOString()])
})

it('says the first send is due 25 s after the first event, 12 s after a later one', () => {
  const { early, due } = tracker()
  early.track(routeEvent('', '/'))
  jest.advanceTimersByTime(FIRST_SEND_DELAY_MS - 1)
  early.track(routeEvent('/', '/wiadomosci/'))
  jest.advanceTimersByTime(RESTART_SEND_DELAY_MS - 1)
  expect(due).not.toHaveBeenCalled()
  jest.advanceTimersByTime(1)
  expect(due).toHaveBeenCalledTimes(1)
})

it('says nothing once the store has taken over', () => {
  const { early, due } = tracker()
  early.track(routeEvent('', '/'))
  early.stop()
  jest.advanceTimersByTime(FIRST_SEND_DELAY_MS)
  expect(due).not.toHaveBeenCalled()
})

it('sends the whole queue by beacon when the page is hidden, removing nothing', () => {
  const { early, api } = tracker()
  for (let i = 0; i < 50; i += 1) early.track(routeEvent('/', `/${i}/`))
  early.flush()
  expect(api.beacon.mock.calls.map(([batch]) => batch.length)).toEqual([48, 2])
  expect(readPersisted(local, session).tracker?.tracks).toHaveLength(50)
})

it('goes on with an empty session when the session cannot be had', async () => {
  const api = fakeApi()
  api.createSession.mockRejectedValueOnce(new Error('offline'))
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const { early } = tracker(api)
  await early.start()
  early.track(routeEvent('', '/'))
  expect(error).toHaveBeenCalledWith('Error creating sessionId')
  expect(readPersisted(local, session).tracker?.tracks[0]?.sessionId).toBe('')
  error.mockRestore()
})
