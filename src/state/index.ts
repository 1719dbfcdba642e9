// What the rest of the site uses from the client state; see each module for the details.
export {
  browserStore,
  injectMiddleware,
  makeStore,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type RootState,
} from './store'
export { startClientState, type ClientStateOptions } from './client'
export { useAppDispatch, useAppSelector, useAppStore } from './hooks'
export { login, logout, setActive, selectIsActive, selectIsLoggedIn, selectUser } from './authSlice'
export { clearDraft, saveDraft, selectDraft } from './draftActions'
export { flushTracker, selectSessionId, selectTracks, track, trackerStarted } from './trackerSlice'
export { createTrackerApi, type TrackerApi } from './api'
export { externalClickEvent, routeEvent } from '../domain/trackerQueue'
