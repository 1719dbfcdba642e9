import { useEffect, useState, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { loadClientState } from './state/loader'
import { browserStore, makeStore } from './state/store'

/**
 * One root for the browser and the server render (Gatsby's using-redux example), with the site's
 * one store: the browser's for the whole visit, a fresh one for each server render. The store
 * starts empty; the client state (login, tracker, drafts, what the last visit kept) is injected
 * after hydration and never during `gatsby build` (issue #20), so the server's HTML and the first
 * client render, both without it, are the same (DESIGN.md, "Gatsby facts").
 */
export function RootProviders({ children }: { children: ReactNode }) {
  const [store] = useState(() => (typeof window === 'undefined' ? makeStore() : browserStore()))
  // A chunk that failed to load is asked for again at the next navigation (./state/loader.ts).
  useEffect(() => void loadClientState().catch(() => undefined), [])
  return <Provider store={store}>{children}</Provider>
}
