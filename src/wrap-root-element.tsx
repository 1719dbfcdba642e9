import { useEffect, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { emptyStore } from './state/emptyStore'
import { clientStateNeeded, loadClientState, whenClientStateLoads } from './state/loader'

/**
 * One root for the browser and the server render (Gatsby's using-redux example), with the site's
 * one Provider. Its store is the empty one on the server and in the first client render; the
 * browser's store (./state/store.ts, with the login, tracker and drafts the last visit kept) takes
 * its place once its code has loaded, never during `gatsby build` (issue #20): after hydration
 * when the page needs it (a staff member's login, the staff area), when a form asks for it, or
 * when the tracker's first send is due (issue #36, ./state/loader.ts). The components stay
 * mounted: react-redux's hooks read the new store.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  const [store, setStore] = useState(emptyStore)
  useEffect(() => {
    const stop = whenClientStateLoads((state) => setStore(state.startedStore()))
    // A chunk that failed to load is asked for again at the next need (./state/loader.ts).
    if (clientStateNeeded(window.location.pathname)) loadClientState().catch(() => undefined)
    return stop
  }, [])
  return <Provider store={store}>{children}</Provider>
}
