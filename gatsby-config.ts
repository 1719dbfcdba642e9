import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { writeCodeVersion } from './gatsby/code-version'
import { CONTENT_DIR } from './gatsby/content-dir'
import { PHOTO_COPIES_DIR, PHOTO_COPIES_SOURCE } from './gatsby/photo-copies'
import { yamlTypeName } from './gatsby/yaml-type-name'

const { version } = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as {
  version: string
}

// SPEC.md §1 "Site configuration": trailing slash on, empty path prefix, link catching on.
// The school's name, alert, social links and author credit live in content/site.yaml.
// gatsby-source-filesystem wants its folder to exist; onPreBootstrap fills it (gatsby/photo-copies.ts).
mkdirSync(PHOTO_COPIES_DIR, { recursive: true })
// Before Gatsby hashes the gatsby-* files: a change under gatsby/ then empties its cache too.
writeCodeVersion(__dirname)

const config: GatsbyConfig = {
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  siteMetadata: {
    description: '',
    keywords:
      'polska szkoła, polska szkoła katolicka, szkoła sobotnia, język polski, Lombard, Illinois, Polonia',
    version,
    // SPEC.md §1 leaves the site URL empty; Gatsby rejects an empty one, so it is set only when given.
    ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: CONTENT_DIR, ignore: ['**/README.md'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: PHOTO_COPIES_SOURCE, path: PHOTO_COPIES_DIR, ignore: ['**/*.partial.*'] },
    },
    { resolve: 'gatsby-transformer-yaml', options: { typeName: yamlTypeName } },
    'gatsby-transformer-remark',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // Formats and quality chosen on purpose (DESIGN.md): WebP plus the original JPEG, no AVIF
      // (slow to encode), a blurred placeholder so nothing jumps while a photo loads.
      options: {
        defaults: { formats: ['auto', 'webp'], placeholder: 'blurred', quality: 70 },
      },
    },
    'gatsby-transformer-sharp',
    'gatsby-plugin-catch-links',
  ],
}

export default config
