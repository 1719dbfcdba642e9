import type { GatsbyNode } from 'gatsby'

// Issue #17: no source maps in the published site (they hand out the whole source, comments
// included). Gatsby's production bundle asks webpack for them with `devtool: 'source-map'`.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false })
}
