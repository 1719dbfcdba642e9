// Gatsby glue only: each hook is one module under gatsby/.
export { onPreBootstrap } from './gatsby/photo-copies'
export { createSchemaCustomization } from './gatsby/schema'
export { createResolvers } from './gatsby/resolvers'
export { sourceNodes } from './gatsby/styles-version'
export { onCreateNode } from './gatsby/on-create-node'
export { createPages } from './gatsby/create-pages'
export { onPostBuild } from './gatsby/post-build'
export { onCreateWebpackConfig } from './gatsby/webpack-config'
