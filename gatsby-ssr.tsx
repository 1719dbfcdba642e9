import type { GatsbySSR } from 'gatsby'
import { makeStore } from './src/state'
import { RootProviders } from './src/wrap-root-element'

// SPEC.md §1: the interface language is Polish.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'pl' })
}

// A fresh store per page render, with no storage: there is no window during `gatsby build`.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => {
  const { store, persistor } = makeStore({ persist: false })
  return (
    <RootProviders store={store} persistor={persistor}>
      {element}
    </RootProviders>
  )
}
