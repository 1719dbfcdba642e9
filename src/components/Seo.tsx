import { pageTitle } from '../domain/site'
import { useSiteMetadata } from '../hooks/useSiteMetadata'

/** The document head of every page (Gatsby Head API): title template, keywords, description. */
export function Seo({ title, description }: { title: string; description?: string }) {
  const meta = useSiteMetadata()
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description ?? meta.description} />
      <meta name="keywords" content={meta.keywords} />
      <meta name="application-version" content={meta.version} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  )
}
