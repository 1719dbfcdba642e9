import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { filesUnder, hashFiles } from './code-version'

// Gatsby 5 writes the site's CSS into every page's <head> (<style data-href="/styles.….css">), but
// with slices on (its default) a new CSS bundle does not make it render the pages again: after a
// change of the style sheets alone, every page whose data had not changed kept the old CSS (seen in
// issue 20's fourth session: the fixed /gazda/ankiety/ still 16 px too wide after a warm build).
// Before issue 20 every build rendered every page, which hid it. A SiteStyles node carries the
// style sheets' version; the query every page shares asks for it (src/hooks/useSiteSettings.ts), so
// when the style sheets change, the node changes, the shared query's result with it, and Gatsby
// renders every page again, as it must then. A resolver reading the files would not do: Gatsby runs
// a query again only when a node it read has changed.

/** A hash of every style sheet under src/ (names and bytes): what Gatsby's CSS bundle is made of. */
export function stylesVersion(root: string): string {
  const sheets = filesUnder(path.join(root, 'src')).filter((file) => file.endsWith('.css'))
  return hashFiles(root, sheets).slice(0, 16)
}

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const version = stylesVersion(program.directory)
  actions.createNode({
    id: createNodeId('site-styles'),
    version,
    internal: { type: 'SiteStyles', contentDigest: version },
  })
}
