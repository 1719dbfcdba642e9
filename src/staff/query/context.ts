// The staff area's own store, under a React context of its own: RTK Query's code then stays in the
// staff app's chunk (public pages' budgets, e2e/budgets.test.ts), and the public store the views
// also read (the session's token, the editors' drafts) stays the default context's.
// https://redux-toolkit.js.org/rtk-query/api/created-api/hooks#custom-context
import { createContext } from 'react'
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux'
import type { StaffStore } from './store'

export const StaffStoreContext = createContext<ReactReduxContextValue | null>(null)

export const useStaffDispatch = createDispatchHook(StaffStoreContext)
export const useStaffSelector = createSelectorHook(StaffStoreContext)
export const useStaffStore = createStoreHook(StaffStoreContext)

/** The staff store's dispatch, typed: for thunks such as an endpoint's `initiate`. */
export const useStaffThunkDispatch = useStaffDispatch.withTypes<StaffStore['dispatch']>()
