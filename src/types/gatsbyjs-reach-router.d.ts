// Gatsby's router (it renders every page and Head inside its location provider) ships no types;
// the one export Seo reads (src/components/Seo.tsx).
declare module '@gatsbyjs/reach-router' {
  import type { Context } from 'react'

  export const LocationContext: Context<
    { location?: { pathname: string; search?: string; hash?: string } } | undefined
  >
}
