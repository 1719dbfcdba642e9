import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import type { AppStore } from './state'

/**
 * One root for the browser and the server render (Gatsby's using-redux example). PersistGate's
 * child is a function that ignores `bootstrapped`, so the server's HTML and the first client
 * render are the same (DESIGN.md, "Gatsby facts").
 */
export function RootProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore
  persistor: Persistor
  children: ReactNode
}) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor}>{() => children}</PersistGate>
    </Provider>
  )
}
