import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { CSP_MANIFEST_FILE, type CspManifest, pagePolicy } from '../../src/domain/csp'

// Issue #17: the CSP header of each file the site serves, with the hashes of the page's inline
// scripts from the manifest the build wrote (gatsby/post-build/csp.ts). The site's folder is a
// link switched by each publish (server/publish/siteFolders.ts), so the manifest is looked at on
// each page served (one stat) and read again only when it is another file.

export interface PagePolicies {
  /** The header for `file`, relative to the site's folder (`gazda/index.html`, `app-1.js`). */
  headerFor(file: string): string
}

const EMPTY: CspManifest = { apiOrigin: null, pages: {} }

export function createPagePolicies(siteDir: string, warn: (message: string) => void): PagePolicies {
  const manifestFile = path.join(siteDir, CSP_MANIFEST_FILE)
  let seen = ''
  let manifest = EMPTY
  /** The headers made from this manifest, by file: most requests are for a file asked before. */
  let headers = new Map<string, string>()

  function current(): CspManifest {
    const stat = statSync(manifestFile, { throwIfNoEntry: false })
    const version = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : 'none'
    if (version === seen) return manifest
    seen = version
    headers = new Map()
    manifest = stat ? read() : EMPTY
    // Without it the pages' inline scripts are blocked: strict rather than open, and said once.
    if (!stat)
      warn(`No ${CSP_MANIFEST_FILE} in ${siteDir}: inline scripts are blocked until a build`)
    return manifest
  }

  function read(): CspManifest {
    try {
      return JSON.parse(readFileSync(manifestFile, 'utf8')) as CspManifest
    } catch (error) {
      warn(`Cannot read ${manifestFile} (${String(error)}): inline scripts are blocked`)
      return EMPTY
    }
  }

  return {
    headerFor(file) {
      const { apiOrigin, pages } = current()
      let header = headers.get(file)
      if (header === undefined) {
        const scriptHashes = pages[file.split(path.sep).join('/')] ?? []
        header = pagePolicy({ scriptHashes, apiOrigin }, 'header')
        headers.set(file, header)
      }
      return header
    },
  }
}
