import { useEffect, useState, type ReactNode } from 'react'
import type { ClientState } from './state/clientState'
import { ClientStateContext } from './state/context'
import { loadClientState } from './state/loader'

/**
 * One root for the browser and the server render (Gatsby's using-redux example). The client state
 * (store, redux-persist, tracker) is loaded in an effect, so after hydration and never during
 * `gatsby build` (issue #20): the server's HTML and the first client render, both without it, are
 * the same (DESIGN.md, "Gatsby facts"). The context's provider is there from the start, so its
 * arrival re-renders only the components that read it.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<ClientState | null>(null)
  useEffect(() => {
    let mounted = true
    void loadClientState().then((state) => mounted && setClient(state.browserClientState()))
    return () => {
      mounted = false
    }
  }, [])
  return <ClientStateContext.Provider value={client}>{children}</ClientStateContext.Provider>
}
