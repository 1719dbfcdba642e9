import { LocationContext } from '@gatsbyjs/reach-router'
import { useContext } from 'react'
import { THEME_COLOR } from '../domain/feeds/manifest'
import { ICONS, SITE_FILES, SOCIAL_IMAGE_SIZE, newsFeedPath } from '../domain/feeds/paths'
import { absoluteUrl } from '../domain/feeds/siteAddress'
import { isPublicPage } from '../domain/feeds/sitemap'
import { SOCIAL_IMAGE_ALT, newsFeedTitle } from '../domain/feeds/text'
import { withTrailingSlash } from '../domain/routes'
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  SOURCE_LANGUAGE,
  languageOfPath,
  pathIn,
} from '../domain/i18n/languages'
import { pageDescription, pageTitle } from '../domain/site'
import { useSiteMetadata } from '../hooks/useSiteMetadata'
import { useSiteSettings } from '../hooks/useSiteSettings'
import { useSiteUrl } from '../hooks/useSiteUrl'

export interface SeoImage {
  /** A path the build wrote (`/static/…/photo.jpg`) or an absolute URL. */
  src: string
  width?: number | null
  height?: number | null
  alt?: string | null
}

export interface SeoProps {
  title: string
  description?: string
  /** The page's path; by default the one Gatsby renders the Head for. */
  path?: string
  /** Open Graph type: `article` for a news item. */
  type?: 'website' | 'article'
  /** The picture shown when the page is shared; the school's logo picture otherwise. */
  image?: SeoImage | null
  /** An article's date (YYYY-MM-DD). */
  publishedTime?: string
}

// Gatsby renders every Head inside a location provider (SSR and browser); a test may not.
function useCurrentPath(): string | undefined {
  return useContext(LocationContext)?.location?.pathname
}

/**
 * The document head of every page (Gatsby Head API): title template, keywords, description, and
 * (issue #10) the canonical URL, Open Graph, the manifest, icons and the news feed.
 */
export function Seo({
  title,
  description,
  path,
  type = 'website',
  image,
  publishedTime,
}: SeoProps) {
  const meta = useSiteMetadata()
  const { siteName } = useSiteSettings()
  const origin = useSiteUrl()
  const currentPath = useCurrentPath()
  const pagePath = path ?? currentPath
  // The pages the sitemap lists get a canonical URL; not-found pages (they stand for any unknown
  // address) and the staff area (noindex) do not.
  const canonical =
    pagePath && isPublicPage(pagePath)
      ? absoluteUrl(origin, withTrailingSlash(pagePath))
      : undefined
  const language = languageOfPath(pagePath ?? '/')
  // Issue #35: each public page names itself in both languages, and Polish as the default.
  const alternates =
    canonical && pagePath
      ? [
          ...LANGUAGES.map((lang) => ({
            hreflang: LANGUAGE_TAGS[lang].hreflang,
            href: absoluteUrl(origin, withTrailingSlash(pathIn(pagePath, lang))),
          })),
          {
            hreflang: 'x-default',
            href: absoluteUrl(origin, withTrailingSlash(pathIn(pagePath, SOURCE_LANGUAGE))),
          },
        ]
      : []
  const summary = description?.trim() || meta.description || pageDescription(title, siteName)
  const picture = image ?? {
    src: ICONS.socialImage,
    ...SOCIAL_IMAGE_SIZE,
    alt: SOCIAL_IMAGE_ALT(siteName),
  }
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={summary} />
      <meta name="keywords" content={meta.keywords} />
      <meta name="application-version" content={meta.version} />
      {canonical && <link rel="canonical" href={canonical} />}
      {alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={LANGUAGE_TAGS[language].ogLocale} />
      {type === 'article' && publishedTime && (
        <meta property="article:published_time" content={publishedTime} />
      )}
      {summary && <meta property="og:description" content={summary} />}
      <meta property="og:image" content={absoluteUrl(origin, picture.src)} />
      {picture.width && <meta property="og:image:width" content={String(picture.width)} />}
      {picture.height && <meta property="og:image:height" content={String(picture.height)} />}
      {picture.alt && <meta property="og:image:alt" content={picture.alt} />}
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href={ICONS.favicon} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={ICONS.appleTouch} />
      <link rel="manifest" href={SITE_FILES.manifest} />
      {/* The news feed in the page's language (issue #35). */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={newsFeedTitle(siteName, language)}
        href={newsFeedPath(language)}
      />
    </>
  )
}
