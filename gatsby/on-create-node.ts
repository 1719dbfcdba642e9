import type { GatsbyNode, Node } from 'gatsby'
import { siteSettingsErrors } from '../src/domain/site'

/** Fails the build naming the content file and field an editor has to fix. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, reporter }) => {
  if (node.internal.type !== 'SiteSettings') return
  const file = node.parent
    ? (getNode(node.parent) as (Node & { relativePath?: string }) | undefined)
    : undefined
  const where = `content/${file?.relativePath ?? 'site.yaml'}`
  for (const error of siteSettingsErrors(node)) reporter.panicOnBuild(`${where}: ${error}`)
}
