import {
  FIRST_SEND_DELAY_MS,
  MAX_EVENTS_PER_BATCH,
  RESTART_SEND_DELAY_MS,
} from '../../src/domain/tracker'
import { routeEvent } from '../../src/domain/trackerQueue'
import { selectTracks, track } from '../../src/state/trackerSlice'
import { deferred, fakeApi, makeTrackerStore, quietFakeClock } from './trackerFixtures'

const visit = (to: string) => track(routeEvent('/', to))

const quiet = quietFakeClock()

describe('the tracker queue (SPEC.md §4 "Tracker queue")', () => {
  it('sends an event 25 s after it is added, not before', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api)
    const event = store.dispatch(visit('/kalendarz-zajec/'))

    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS - 1)
    expect(api.saveTracks).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
    expect(api.saveTracks).toHaveBeenCalledWith([event])
    expect(selectTracks(store.getState())).toEqual([])
  })

  it('restarts the pending send at 12 s when another event is added', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api)
    const first = store.dispatch(visit('/wiadomosci/'))
    await jest.advanceTimersByTimeAsync(20_000)
    const second = store.dispatch(visit('/galeria-zdjec/'))

    await jest.advanceTimersByTimeAsync(RESTART_SEND_DELAY_MS - 1)
    expect(api.saveTracks).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
    expect(api.saveTracks).toHaveBeenCalledWith([first, second])
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS * 2)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
  })

  it('sends at most 48 events per batch, oldest first: 100 events go as 48, 48 and 4', async () => {
    const api = fakeApi()
    const store = makeTrackerStore(api)
    for (let page = 0; page < 100; page++) store.dispatch(visit(`/zadania-domowe/${786 + page}/`))
    const queued = selectTracks(store.getState())
    expect(queued).toHaveLength(100)

    await jest.advanceTimersByTimeAsync(RESTART_SEND_DELAY_MS)
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS)
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS)

    const sent = api.saveTracks.mock.calls.map(([batch]) => batch)
    expect(sent.map((batch) => batch.length)).toEqual([
      MAX_EVENTS_PER_BATCH,
      MAX_EVENTS_PER_BATCH,
      4,
    ])
    expect(sent.flat()).toEqual(queued)
    expect(selectTracks(store.getState())).toEqual([])
  })

  it('removes only the events whose time the server confirmed', async () => {
    const api = fakeApi()
    api.saveTracks.mockImplementationOnce((events) => Promise.resolve([events[1]!.time]))
    const store = makeTrackerStore(api)
    const [first, second, third] = ['/', '/wiadomosci/', '/maturzysci/2024-25/'].map((to) =>
      store.dispatch(visit(to)),
    )

    await jest.advanceTimersByTimeAsync(RESTART_SEND_DELAY_MS)
    expect(api.saveTracks).toHaveBeenCalledWith([first, second, third])
    expect(selectTracks(store.getState())).toEqual([first, third])
  })

  it('keeps an event added while a batch is on its way', async () => {
    const api = fakeApi()
    const request = deferred<string[]>()
    api.saveTracks.mockImplementationOnce(() => request.promise)
    const store = makeTrackerStore(api)
    const sent = store.dispatch(visit('/wiadomosci/'))
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS)
    const later = store.dispatch(visit('/kalendarz-zajec/'))

    request.resolve([sent.time])
    await jest.advanceTimersByTimeAsync(0)
    expect(selectTracks(store.getState())).toEqual([later])
  })

  it('removes nothing and logs "Error saving tracks" when the request fails', async () => {
    const api = fakeApi()
    api.saveTracks.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const store = makeTrackerStore(api)
    const events = [store.dispatch(visit('/')), store.dispatch(visit('/wiadomosci/'))]

    await jest.advanceTimersByTimeAsync(RESTART_SEND_DELAY_MS)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
    expect(quiet.consoleError).toHaveBeenCalledWith('Error saving tracks')
    expect(selectTracks(store.getState())).toEqual(events)
  })

  it('clears the timer after a failed send: the next event waits 25 s again', async () => {
    const api = fakeApi()
    api.saveTracks.mockRejectedValueOnce(new Error('HTTP 503'))
    const store = makeTrackerStore(api)
    store.dispatch(visit('/'))
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS * 3)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)

    store.dispatch(visit('/wiadomosci/'))
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS - 1)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(api.saveTracks).toHaveBeenCalledTimes(2)
    expect(api.saveTracks.mock.calls[1]![0]).toHaveLength(2)
  })
})
