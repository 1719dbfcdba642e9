// Gatsby glue only: each hook is one module under gatsby/.
export { createSchemaCustomization } from './gatsby/schema'
export { onCreateNode } from './gatsby/on-create-node'
export { createPages } from './gatsby/create-pages'
