import { CREATE_SESSION_ACTION, FIRST_SEND_DELAY_MS } from '../../src/domain/tracker'
import { externalClickEvent, makeTrackEvent, routeEvent } from '../../src/domain/trackerQueue'
import {
  flushTracker,
  selectSessionId,
  selectTracks,
  track,
  trackerStarted,
} from '../../src/state/trackerSlice'
import { deferred, fakeApi, HOST, makeTrackerStore, SESSION } from './trackerFixtures'

let consoleError: jest.SpyInstance
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-09-12T09:00:00Z') })
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  jest.clearAllTimers()
  jest.useRealTimers()
  consoleError.mockRestore()
})

const leftover = makeTrackEvent(SESSION, routeEvent('/', '/wiadomosci/'), new Date(0), HOST)

/** A started tracker whose request for a session id has not been answered yet. */
function startedWhileAskingForId() {
  const api = fakeApi()
  const request = deferred<string>()
  api.createSession.mockImplementationOnce(() => request.promise)
  const store = makeTrackerStore(api)
  store.dispatch(trackerStarted())
  return { api, request, store }
}

describe('the tracker session (SPEC.md §4 "Tracking on navigation", §8)', () => {
  it('asks for a session id on start when there is none, spelling it sesstionId', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api)
    store.dispatch(trackerStarted())
    await jest.advanceTimersByTimeAsync(0)

    expect(api.createSession).toHaveBeenCalledWith({
      sesstionId: '',
      time: '2026-09-12T09:00:00.000Z',
      action: CREATE_SESSION_ACTION,
    })
    expect(selectSessionId(store.getState())).toBe(SESSION)
  })

  it('sends the queue at once when started because its first send is due (issue #36)', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api, {
      preloadedState: { tracker: { sessionId: SESSION, tracks: [leftover] } },
    })
    store.dispatch(trackerStarted({ due: true }))
    await jest.advanceTimersByTimeAsync(0)
    expect(api.saveTracks).toHaveBeenCalledWith([leftover])
    expect(selectTracks(store.getState())).toEqual([])
  })

  it('keeps the session id it has and asks for none', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api, {
      preloadedState: { tracker: { sessionId: 'an-earlier-session', tracks: [] } },
    })
    store.dispatch(trackerStarted())
    await jest.advanceTimersByTimeAsync(0)
    expect(api.createSession).not.toHaveBeenCalled()
    expect(selectSessionId(store.getState())).toBe('an-earlier-session')
  })

  it('logs "Error creating sessionId" on failure and goes on tracking with an empty id', async () => {
    const api = fakeApi()
    api.createSession.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const store = makeTrackerStore(api)
    store.dispatch(trackerStarted())
    await jest.advanceTimersByTimeAsync(0)

    expect(consoleError).toHaveBeenCalledWith('Error creating sessionId')
    expect(selectSessionId(store.getState())).toBe('')
    const event = store.dispatch(track(externalClickEvent('facebook')))
    expect(event.sessionId).toBe('')
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS)
    expect(api.saveTracks).toHaveBeenCalledWith([event])
  })

  it('stamps an event with the session id of the moment it is added', async () => {
    const store = makeTrackerStore(fakeApi())
    store.dispatch(trackerStarted())
    await jest.advanceTimersByTimeAsync(0)
    const event = store.dispatch(track(routeEvent('/', '/kalendarz-zajec/')))
    expect(event).toMatchObject({ sessionId: SESSION, domain: HOST, from: '/' })
    expect(selectTracks(store.getState())).toEqual([event])
  })

  it('gives events added while the id was on its way the id once it arrives', async () => {
    const { request, store } = startedWhileAskingForId()
    const first = store.dispatch(track(routeEvent(null, '/')))
    expect(first.sessionId).toBe('')

    request.resolve(SESSION)
    await jest.advanceTimersByTimeAsync(0)
    expect(selectTracks(store.getState())).toEqual([{ ...first, sessionId: SESSION }])
  })

  it('sends the events left by an earlier page load 25 s after start', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api, {
      preloadedState: { tracker: { sessionId: SESSION, tracks: [leftover] } },
    })
    store.dispatch(trackerStarted())
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS - 1)
    expect(api.saveTracks).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(api.saveTracks).toHaveBeenCalledWith([leftover])
    expect(selectTracks(store.getState())).toEqual([])
  })

  it('asks for one session id however often it is started while asking', async () => {
    const { api, request, store } = startedWhileAskingForId()
    store.dispatch(trackerStarted())
    request.resolve(SESSION)
    await jest.advanceTimersByTimeAsync(0)
    expect(api.createSession).toHaveBeenCalledTimes(1)
  })
})

describe('flushing the tracker when the page is hidden', () => {
  it('sends the whole queue by beacon in batches of at most 48, keeping it until confirmed', () => {
    const api = fakeApi()
    const tracks = Array.from({ length: 50 }, (_, ms) =>
      makeTrackEvent(SESSION, routeEvent('/', '/'), new Date(ms), HOST),
    )
    const store = makeTrackerStore(api, {
      preloadedState: { tracker: { sessionId: SESSION, tracks } },
    })
    store.dispatch(flushTracker())
    expect(api.beacon.mock.calls.map(([batch]) => batch)).toEqual([
      tracks.slice(0, 48),
      tracks.slice(48),
    ])
    expect(selectTracks(store.getState())).toEqual(tracks)
  })

  it('stops when the browser refuses a beacon, and sends nothing for an empty queue', () => {
    const api = fakeApi()
    api.beacon.mockReturnValue(false)
    const tracks = Array.from({ length: 50 }, (_, ms) =>
      makeTrackEvent(SESSION, routeEvent('/', '/'), new Date(ms), HOST),
    )
    makeTrackerStore(api, { preloadedState: { tracker: { sessionId: SESSION, tracks } } }).dispatch(
      flushTracker(),
    )
    expect(api.beacon).toHaveBeenCalledTimes(1)
    makeTrackerStore(api).dispatch(flushTracker())
    expect(api.beacon).toHaveBeenCalledTimes(1)
  })
})
