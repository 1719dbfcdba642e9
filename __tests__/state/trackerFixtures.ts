// A fake tracker API and a store without persistence, for the tracker's tests.
import type { TrackEvent } from '../../src/domain/tracker'
import type { TrackerApi } from '../../src/state/api'
import { makeClientStore, type ClientStoreOptions } from './clientStore'

export const SESSION = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f'
export const HOST = 'polskaszkolalombard.org'

export function fakeApi() {
  return {
    createSession: jest.fn<Promise<string>, Parameters<TrackerApi['createSession']>>(() =>
      Promise.resolve(SESSION),
    ),
    // Like the server: every sent event is saved, and its time answered.
    saveTracks: jest.fn<Promise<string[]>, [TrackEvent[]]>((events) =>
      Promise.resolve(events.map((event) => event.time)),
    ),
    beacon: jest.fn<boolean, [TrackEvent[]]>(() => true),
  }
}

export function makeTrackerStore(
  api: TrackerApi = fakeApi(),
  options: Omit<ClientStoreOptions, 'api'> = {},
) {
  return makeClientStore({ persist: false, api, host: () => HOST, ...options })
}

/** A promise and the functions that settle it, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * Fake timers and a silenced console.error around each test of the tracker queue; the spy is read
 * as `quiet.consoleError` once a test runs.
 */
export function quietFakeClock() {
  const quiet = {} as { consoleError: jest.SpyInstance }
  beforeEach(() => {
    jest.useFakeTimers()
    quiet.consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    jest.clearAllTimers()
    jest.useRealTimers()
    quiet.consoleError.mockRestore()
  })
  return quiet
}
