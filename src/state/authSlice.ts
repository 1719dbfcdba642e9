// SPEC.md §3 "Session user", §4 "Session" and "Access to /gazda/". Persisted in localStorage.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { isTokenValid } from '../domain/token'

export interface SessionUser {
  jwt: string
}

export interface AuthState {
  user: SessionUser | null
  isActive: boolean
}

export const initialAuthState: AuthState = { user: null, isActive: false }

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    login(state, action: PayloadAction<SessionUser>) {
      state.user = { jwt: action.payload.jwt }
      state.isActive = true
    },
    logout(state) {
      state.user = null
      state.isActive = false
    },
    setActive(state, action: PayloadAction<boolean>) {
      state.isActive = action.payload
    },
  },
})

export const { login, logout, setActive } = authSlice.actions

type WithAuth = { auth: AuthState }

export const selectUser = (state: WithAuth): SessionUser | null => state.auth.user
export const selectIsActive = (state: WithAuth): boolean => state.auth.isActive

/** A user with an unexpired jwt (SPEC.md §4); time is an input, so it is not memoised. */
export const selectIsLoggedIn = (state: WithAuth, nowMs: number = Date.now()): boolean =>
  isTokenValid(state.auth.user, nowMs)
