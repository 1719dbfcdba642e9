// Issue #30: after a failed build, Gatsby's cache (.cache/) could fail every later build of content
// that was fine ("inconsistent node counters detected", "Cannot return null for non-nullable field
// MarkdownRemark.fields", a file "is missing" that exists) until someone deleted it in a shell. A
// build that fails while every content file passes its check is built once more without it.
import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Kept: the build's own copies of the gallery's photos (gatsby/photo-copies.ts), no Gatsby state,
 * each made again whenever its photo changes; making all of them again is most of a cold build.
 */
const KEPT = new Set(['photo-copies'])

/**
 * Empties Gatsby's cache folder but for KEPT. PUBLIC_DIR stays: the live site is a copy of it by
 * now (SiteFolders.protectLive), and Gatsby itself deletes the HTML and CSS of earlier builds when
 * it starts without a cache (its "delete html and css files from previous builds" step).
 */
export async function emptyBuildCache(cacheDir: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[])
  await Promise.all(
    names
      .filter((name) => !KEPT.has(name))
      .map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true })),
  )
}

/** Gatsby's cache of a build command run in `cwd`, when the command is Gatsby's (not a stand-in). */
export function gatsbyCacheOf(command: readonly string[], cwd: string): string | undefined {
  return command.some((word) => /(^|[/\\])gatsby([/\\]|$)|^gatsby$/.test(word))
    ? path.join(cwd, '.cache')
    : undefined
}
