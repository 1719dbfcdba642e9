// Runs the tracker queue (SPEC.md §4 "Tracker queue", §8): one send timer per store, the policy
// from src/domain/trackerQueue.ts, the calls from api.ts. Errors are logged, never thrown: the
// tracker must not disturb a visit.
import { createListenerMiddleware, type Dispatch } from '@reduxjs/toolkit'
import { batches, nextBatch, sendDelay, sessionCreationRecord } from '../domain/trackerQueue'
import { RetryLater, type TrackerEnv } from './api'
import {
  eventAdded,
  eventsConfirmed,
  flushTracker,
  sessionCreated,
  trackerStarted,
  type TrackerState,
} from './trackerSlice'

interface StoreAccess {
  getState: () => { tracker: TrackerState }
  dispatch: Dispatch
}

export function createTrackerListener(env: TrackerEnv) {
  const listener = createListenerMiddleware<{ tracker: TrackerState }, Dispatch, TrackerEnv>({
    extra: env,
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  let starting = false
  // Issue #32: after a 429 nothing is sent before the server's Retry-After.
  let pausedUntil = 0

  function schedule(store: StoreAccess) {
    const delay = Math.max(sendDelay(timer !== undefined), pausedUntil - Date.now())
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      void send(store)
    }, delay)
  }

  async function send(store: StoreAccess) {
    const batch = nextBatch(store.getState().tracker.tracks)
    if (batch.length === 0) return
    let times: string[]
    try {
      times = await env.api.saveTracks(batch)
    } catch (error) {
      console.error('Error saving tracks')
      // Refused for now: the batch stays queued and is sent once, when the server said, again.
      if (error instanceof RetryLater) {
        pausedUntil = Date.now() + error.delayMs
        if (timer === undefined) schedule(store)
      }
      return
    }
    store.dispatch(eventsConfirmed({ sent: batch, times }))
    // A backlog longer than one batch goes on draining without waiting for another event.
    if (store.getState().tracker.tracks.length > 0 && timer === undefined) schedule(store)
  }

  async function createSession(store: StoreAccess) {
    try {
      const record = sessionCreationRecord(store.getState().tracker.sessionId, env.now())
      store.dispatch(sessionCreated(await env.api.createSession(record)))
    } catch {
      // SPEC.md §8: tracking goes on with an empty session id.
      console.error('Error creating sessionId')
    }
  }

  listener.startListening({
    actionCreator: eventAdded,
    effect: (_action, store) => schedule(store),
  })

  listener.startListening({
    actionCreator: trackerStarted,
    effect: async (action, store) => {
      if (starting) return
      starting = true
      try {
        if (store.getState().tracker.sessionId === '') await createSession(store)
      } finally {
        starting = false
      }
      // Events left by an earlier page load (or its beacon, which is never confirmed), or queued
      // by this page before the store loaded, whose send is due now (./earlyTracker.ts).
      if (store.getState().tracker.tracks.length > 0 && timer === undefined) {
        if (action.payload.due) void send(store)
        else schedule(store)
      }
    },
  })

  listener.startListening({
    actionCreator: flushTracker,
    effect: (_action, store) => {
      // The beacon's answer is never read, so nothing is removed here: the events stay queued and
      // the next send confirms them (the API saves an event once however often it is sent).
      for (const batch of batches(store.getState().tracker.tracks)) {
        if (!env.api.beacon(batch)) break
      }
    },
  })

  return listener
}
