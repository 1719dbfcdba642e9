import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

const modules = path.resolve('node_modules')

/**
 * Issue #20: the staff area (its own chunk, loaded on /gazda/ only) takes Redux Toolkit and immer
 * from their other ES builds. Webpack keeps one copy of a module for the whole site and the
 * exports any chunk uses: with RTK Query in the staff area sharing the reading pages' copy, every
 * public page carried RTK Query's half of the toolkit (async thunks, matchers, immer's patches),
 * ~2.7 KB gzip. Its own copy keeps that in the staff chunk.
 */
const STAFF_SIDE = [
  path.resolve('src/staff'),
  path.join(modules, '@reduxjs/toolkit/dist/query'),
  path.join(modules, '@reduxjs/toolkit/dist/redux-toolkit.legacy-esm.js'),
]
const STAFF_COPIES = {
  '@reduxjs/toolkit$': path.join(modules, '@reduxjs/toolkit/dist/redux-toolkit.legacy-esm.js'),
  immer$: path.join(modules, 'immer/dist/immer.esm.js'),
}

// Issue #17: no source maps in the published site (they hand out the whole source, comments
// included). Gatsby's production bundle asks webpack for them with `devtool: 'source-map'`.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false })
  if (stage === 'build-javascript' || stage === 'develop')
    actions.setWebpackConfig({
      module: { rules: [{ test: STAFF_SIDE, resolve: { alias: STAFF_COPIES } }] },
    })
}
