// What the site's components use of the client state (issue #20): the store, and the few slice
// functions they call, handed over in one object. The public pages receive it through
// ClientStateContext once it is loaded (./loader.ts), so they import no Redux Toolkit themselves.
import { selectIsLoggedIn } from './authSlice'
import { clearDraft, saveDraft, selectDraft } from './draftsSlice'
import type { AppStore } from './store'

export interface ClientState {
  store: AppStore
  saveDraft: typeof saveDraft
  clearDraft: typeof clearDraft
  selectDraft: typeof selectDraft
  selectIsLoggedIn: typeof selectIsLoggedIn
}

export const clientStateOf = (store: AppStore): ClientState => ({
  store,
  saveDraft,
  clearDraft,
  selectDraft,
  selectIsLoggedIn,
})
