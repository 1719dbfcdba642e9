import { useEffect, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { emptyStore } from './state/emptyStore'
import { loadClientState } from './state/loader'

/**
 * One root for the browser and the server render (Gatsby's using-redux example), with the site's
 * one Provider. Its store is the empty one on the server and in the first client render; the
 * browser's store (./state/store.ts, with the login, tracker and drafts the last visit kept) takes
 * its place once its code has loaded, after hydration and never during `gatsby build` (issue #20).
 * The components stay mounted: react-redux's hooks read the new store.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  const [store, setStore] = useState(emptyStore)
  useEffect(() => {
    let mounted = true
    // A chunk that failed to load is asked for again at the next navigation (./state/loader.ts).
    loadClientState().then(
      (state) => mounted && setStore(state.startedStore()),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [])
  return <Provider store={store}>{children}</Provider>
}
