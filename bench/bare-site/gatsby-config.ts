// The bare Gatsby site of the build-scaling bench (issue #9): the same markdown as the real site,
// from the same CONTENT_DIR, with no images, YAML or checks. bench/build-scaling.ts builds a copy.
import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'

const config: GatsbyConfig = {
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: path.resolve(process.env.CONTENT_DIR || 'content'),
        ignore: ['**/README.md', '**/*.{jpg,jpeg,png,webp,pdf,yaml,yml}'],
      },
    },
    'gatsby-transformer-remark',
  ],
}

export default config
