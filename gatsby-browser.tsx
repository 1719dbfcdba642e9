import { navigate, type GatsbyBrowser } from 'gatsby'
import {
  browserStore,
  guardStaffArea,
  startPageTracking,
  trackNavigation,
} from './src/state/browser'
import { RootProviders } from './src/wrap-root-element'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  const { store, persistor } = browserStore()
  return (
    <RootProviders store={store} persistor={persistor}>
      {element}
    </RootProviders>
  )
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  startPageTracking()
}

// Marks the page as interactive once React has hydrated it (browser tests wait for this).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
}

// The guard is a convenience for staff; the API is what protects the data (SPEC.md §6).
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  trackNavigation(prevLocation?.pathname ?? '', location.pathname)
  guardStaffArea(location.pathname, (to) => void navigate(to, { replace: true }))
}
