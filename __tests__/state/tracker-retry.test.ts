// Issue #32: past its hourly cap the server answers 429 with Retry-After. The browser keeps the
// events, sends nothing before the time it was given, then once; its queue stays bounded.
import {
  FIRST_SEND_DELAY_MS,
  MAX_EVENTS_PER_BATCH,
  MAX_QUEUED_EVENTS,
} from '../../src/domain/tracker'
import { routeEvent } from '../../src/domain/trackerQueue'
import { createTrackerApi, RetryLater } from '../../src/state/api'
import { selectTracks, track } from '../../src/state/trackerSlice'
import { fakeApi, makeTrackerStore, quietFakeClock } from './trackerFixtures'

const visit = (to: string) => track(routeEvent('/', to))
const RETRY_AFTER_MS = 10 * 60 * 1000

quietFakeClock()

describe('the tracker queue refused with 429 (issue #32)', () => {
  it('keeps the events and sends nothing before Retry-After, even as pages are visited, then once', async () => {
    const api = fakeApi()
    api.saveTracks.mockRejectedValueOnce(
      new RetryLater('Spróbuj ponownie za godzinę.', RETRY_AFTER_MS),
    )
    const store = makeTrackerStore(api)
    const first = store.dispatch(visit('/wiadomosci/'))
    await jest.advanceTimersByTimeAsync(FIRST_SEND_DELAY_MS)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
    expect(selectTracks(store.getState())).toEqual([first])

    // Pages visited meanwhile wait with it.
    const second = store.dispatch(visit('/kalendarz-zajec/'))
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS - 1000)
    expect(api.saveTracks).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1000)
    expect(api.saveTracks).toHaveBeenCalledTimes(2)
    expect(api.saveTracks.mock.calls[1]![0]).toEqual([first, second])
    expect(selectTracks(store.getState())).toEqual([])
    // Nothing more to send: no further call.
    await jest.advanceTimersByTimeAsync(RETRY_AFTER_MS)
    expect(api.saveTracks).toHaveBeenCalledTimes(2)
  })

  it('keeps at most the newest MAX_QUEUED_EVENTS while the server refuses them', async () => {
    const api = fakeApi()
    api.saveTracks.mockRejectedValue(new RetryLater('Spróbuj ponownie za godzinę.', RETRY_AFTER_MS))
    const store = makeTrackerStore(api)
    const events = Array.from({ length: MAX_QUEUED_EVENTS + MAX_EVENTS_PER_BATCH }, (_, page) =>
      store.dispatch(visit(`/zadania-domowe/${786 + page}/`)),
    )
    await jest.advanceTimersByTimeAsync(3 * RETRY_AFTER_MS)
    // Refused three times in thirty minutes at most: once a Retry-After, never in a loop.
    expect(api.saveTracks.mock.calls.length).toBeLessThanOrEqual(4)
    expect(selectTracks(store.getState())).toEqual(events.slice(-MAX_QUEUED_EVENTS))
  })
})

describe('the tracker API client on 429 (issue #32)', () => {
  const refusal = (retryAfter: string | null) =>
    ({
      ok: false,
      status: 429,
      headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
      json: () => Promise.resolve({ code: 'TOO_MANY_EVENTS', message: 'Zbyt wiele zdarzeń.' }),
    }) as Response

  it.each([
    ['120', 120_000],
    ['0', 1000],
    ['86400', 3_600_000],
    [null, 60_000],
    ['jutro', 60_000],
  ])(
    'reads Retry-After %p as a wait of %p ms, between a second and an hour',
    async (header, ms) => {
      global.fetch = jest.fn().mockResolvedValue(refusal(header))
      const refused = createTrackerApi('').saveTracks([])
      await expect(refused).rejects.toBeInstanceOf(RetryLater)
      await expect(refused).rejects.toMatchObject({ message: 'Zbyt wiele zdarzeń.', delayMs: ms })
    },
  )
})
