// /manifest.webmanifest (issue #10; https://www.w3.org/TR/appmanifest/).
import { routes } from '../routes'
import { ICONS } from './paths'
import { MANIFEST_DESCRIPTION, MANIFEST_SHORT_NAME } from './text'

/** src/styles/global.css: --color-accent (the menu) and --color-bg. */
export const THEME_COLOR = '#1d3f6e'
export const BACKGROUND_COLOR = '#ffffff'

export interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: 'any' | 'maskable'
}

export function webManifest(siteName: string) {
  const icons: ManifestIcon[] = [
    { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]
  return {
    name: siteName,
    short_name: MANIFEST_SHORT_NAME,
    description: MANIFEST_DESCRIPTION,
    lang: 'pl',
    dir: 'ltr',
    start_url: routes.home(),
    scope: routes.home(),
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons,
  }
}
