import type { GatsbySSR } from 'gatsby'
import { LanguageProvider } from './src/i18n/LanguageProvider'
import { languageOfPath } from './src/domain/i18n/languages'
import { RootProviders } from './src/wrap-root-element'

// SPEC.md §1: the interface language is Polish; English under /en/ (issue #35).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) })
}

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <LanguageProvider
    key={languageOfPath(props.location.pathname)}
    lang={languageOfPath(props.location.pathname)}
  >
    {element}
  </LanguageProvider>
)

// No store on the server: the client state is the browser's, loaded after hydration.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
)
