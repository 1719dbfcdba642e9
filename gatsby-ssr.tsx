import type { GatsbySSR } from 'gatsby'

// SPEC.md §1: the interface language is Polish.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'pl' })
}
