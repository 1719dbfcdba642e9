import type { GatsbySSR } from 'gatsby'
import { RootProviders } from './src/wrap-root-element'

// SPEC.md §1: the interface language is Polish.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'pl' })
}

// No store on the server: the client state is the browser's, loaded after hydration.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
)
