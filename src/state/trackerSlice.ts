// SPEC.md §3 "Tracker state", §4 "Tracker queue". The timer and the calls are in
// trackerListener.ts; the policy is src/domain/trackerQueue.ts. Persisted in localStorage.
import { createAction, createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit'
import type { TrackEvent, TrackFields } from '../domain/tracker'
import {
  eventTime,
  makeTrackEvent,
  withinQueueLimit,
  withoutConfirmed,
  withSessionId,
} from '../domain/trackerQueue'
import type { StoreServices } from './store'
import { persistedStateRead } from './persist'

export interface TrackerState {
  sessionId: string
  tracks: TrackEvent[]
}

export const initialTrackerState: TrackerState = { sessionId: '', tracks: [] }

export const trackerSlice = createSlice({
  name: 'tracker',
  initialState: initialTrackerState,
  reducers: {
    sessionCreated(state, action: PayloadAction<string>) {
      state.sessionId = action.payload
      state.tracks = withSessionId(state.tracks, action.payload)
    },
    eventAdded(state, action: PayloadAction<TrackEvent>) {
      state.tracks = withinQueueLimit([...state.tracks, action.payload])
    },
    eventsConfirmed(state, action: PayloadAction<{ sent: TrackEvent[]; times: string[] }>) {
      state.tracks = withoutConfirmed(state.tracks, action.payload.sent, action.payload.times)
    },
  },
  extraReducers: (builder) => {
    builder.addCase(persistedStateRead, (state, action) => action.payload.tracker ?? state)
  },
})

declare module './store' {
  interface LazyLoadedSlices {
    tracker: TrackerState
  }
}

export const { sessionCreated, eventAdded, eventsConfirmed } = trackerSlice.actions

/**
 * Dispatch once, after rehydration: asks for a session id if there is none, sends leftovers (at
 * once when `due`: the store was loaded because the queue's first send was due, issue #36).
 */
export const trackerStarted = createAction(
  'tracker/started',
  (options: { due?: boolean } = {}) => ({ payload: { due: options.due ?? false } }),
)

/** Dispatch when the page is hidden or left: sends the queue with navigator.sendBeacon. */
export const flushTracker = createAction('tracker/flush')

type WithTracker = { tracker?: TrackerState }

export const selectSessionId = (state: WithTracker): string => state.tracker?.sessionId ?? ''
export const selectTracks = (state: WithTracker): TrackEvent[] => state.tracker?.tracks ?? []

/**
 * Adds an event (SPEC.md §4 "Tracking on navigation"): stamped now with the current session id,
 * which is '' until one arrives, and with the page's host. Build `fields` with routeEvent or
 * externalClickEvent from src/domain/trackerQueue.ts.
 */
export const track =
  (fields: TrackFields) =>
  (dispatch: Dispatch, getState: () => WithTracker, services: StoreServices): TrackEvent => {
    const { now, host } = services.tracker!
    const { sessionId, tracks } = getState().tracker ?? initialTrackerState
    const event = makeTrackEvent(sessionId, fields, eventTime(now(), tracks), host())
    dispatch(eventAdded(event))
    return event
  }
