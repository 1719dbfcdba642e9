// Where the site files of issue #10 are served, and the icons made by scripts/generate-icons.mjs.
import { pathIn, type Language } from '../i18n/languages'

export const SITE_FILES = {
  newsRss: '/wiadomosci/rss.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  manifest: '/manifest.webmanifest',
} as const

/** The news feed in a language (issue #35): the English one at /en/ + the Polish one's path. */
export const newsFeedPath = (language: Language) => pathIn(SITE_FILES.newsRss, language)

export const ICONS = {
  favicon: '/favicon.svg',
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
  /** The picture of a shared page that has no photo of its own (1200 × 630, Open Graph's size). */
  socialImage: '/icons/og-image.png',
} as const

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const
