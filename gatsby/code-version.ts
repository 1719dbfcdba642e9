import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// Gatsby empties its cache when a `gatsby-*` file at the site's root changes (they make the hash of
// the site's own plugin), but not when a module those files import changes: nodes made by an older
// onCreateNode (the content checks, GalleryPhoto) would be kept by a warm build. This file, at the
// root, follows every such module, so Gatsby sees the change and builds from nothing once.
export const CODE_VERSION_FILE = 'gatsby-code-version.txt'
/** What Gatsby's hooks are made of, besides the gatsby-* files themselves. */
const HOOK_SOURCES = ['gatsby', 'src/domain/content']

/** Every file under `dir`, sorted, in its folders' order. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? filesUnder(full) : [full]
    })
}

/** A sha-256 of files' names (relative to `root`) and bytes, in the order given. */
export function hashFiles(root: string, files: readonly string[]): string {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

/** The hash of the hooks' sources; written only when it changed. Returns it. */
export function writeCodeVersion(root: string): string {
  const sources = HOOK_SOURCES.flatMap((dir) => filesUnder(path.join(root, dir)))
  const version = `${hashFiles(root, sources)}\n`
  const file = path.join(root, CODE_VERSION_FILE)
  if (!existsSync(file) || readFileSync(file, 'utf8') !== version) writeFileSync(file, version)
  return version.trim()
}
