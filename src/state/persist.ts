// The client state's storage (./storage.ts), and the action that hands what it kept to the slices.
import { createAction } from '@reduxjs/toolkit'
import type { PersistedState } from './storage'

export * from './storage'

/** Dispatched once, when the client state starts: what the last page load kept, read back. */
export const persistedStateRead = createAction<PersistedState>('persist/read')
