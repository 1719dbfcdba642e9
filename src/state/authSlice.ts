// SPEC.md §3 "Session user", §4 "Session" and "Access to /gazda/". Persisted in localStorage
// (./persist.ts); injected into the store with the client state (./client.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { isTokenValid } from '../domain/token'
import { persistedStateRead } from './persist'

export interface SessionUser {
  jwt: string
  /** Who logged in (the login's answer), for the staff area; only the jwt decides validity. */
  name?: string
  email?: string
  role?: string
  /** A teacher's classes (levels' ids, issue #30): what the staff area offers them. */
  classes?: string[]
}

export interface AuthState {
  user: SessionUser | null
  isActive: boolean
  /** Set when the API refused the token (401): the login page says the session expired. */
  expired?: boolean
}

export const initialAuthState: AuthState = { user: null, isActive: false }

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    login(state, action: PayloadAction<SessionUser>) {
      const { jwt, name, email, role, classes } = action.payload
      state.user = { jwt }
      if (name !== undefined) state.user.name = name
      if (email !== undefined) state.user.email = email
      if (role !== undefined) state.user.role = role
      if (classes !== undefined) state.user.classes = classes
      state.isActive = true
      delete state.expired
    },
    logout(state) {
      state.user = null
      state.isActive = false
      delete state.expired
    },
    /** The API refused the token (expired or revoked, whatever the browser's clock says). */
    sessionExpired(state) {
      state.user = null
      state.isActive = false
      state.expired = true
    },
    setActive(state, action: PayloadAction<boolean>) {
      state.isActive = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(persistedStateRead, (state, action) => action.payload.auth ?? state)
  },
})

declare module './store' {
  interface LazyLoadedSlices {
    auth: AuthState
  }
}

export const { login, logout, sessionExpired, setActive } = authSlice.actions

/** Before the client state is injected (server, first render) there is no auth: logged out. */
type WithAuth = { auth?: AuthState }

export const selectUser = (state: WithAuth): SessionUser | null => state.auth?.user ?? null
export const selectIsActive = (state: WithAuth): boolean => state.auth?.isActive ?? false
export const selectSessionExpired = (state: WithAuth): boolean => state.auth?.expired === true

/** A user with an unexpired jwt (SPEC.md §4); time is an input, so it is not memoised. */
export const selectIsLoggedIn = (state: WithAuth, nowMs: number = Date.now()): boolean =>
  isTokenValid(state.auth?.user ?? null, nowMs)
