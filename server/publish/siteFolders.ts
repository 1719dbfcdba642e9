import { createHash } from 'node:crypto'
import { constants, existsSync, type Stats } from 'node:fs'
import {
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIR_MODE } from '../privateFiles'

// Gatsby writes into PUBLIC_DIR while it builds, so the server never serves PUBLIC_DIR during a
// build of ours: it serves DATA_DIR/site/live, a symlink to either PUBLIC_DIR (when nothing was
// published yet) or to a copy of a finished build in DATA_DIR/site/builds/<n>.

/** What DATA_DIR/site/state.json keeps across restarts. */
export interface SiteState {
  /** False from the start of a build of ours until it succeeded: PUBLIC_DIR may be half-built. */
  publicTrusted: boolean
  /** The fingerprint of PUBLIC_DIR when its last copy was made. */
  copiedFingerprint?: string
  liveAt?: string
  lastBuildMs?: number
}

export interface SiteFolders {
  /** What the server serves: the live symlink (followed on every request). */
  readonly liveDir: string
  readonly publicDir: string
  /** Brings `live` up to date at startup; answers whether a build of ours was cut short. */
  prepare(log: (message: string) => void): Promise<{ interruptedBuild: boolean }>
  /** Before a build: makes `live` a copy, so that the build does not write into what is served. */
  protectLive(): Promise<void>
  /** After a successful build: copies PUBLIC_DIR, switches `live` to the copy, prunes old copies. */
  publish(): Promise<void>
  readState(): Promise<SiteState>
  writeState(change: Partial<SiteState>): Promise<void>
}

const isBuilt = (dir: string) => existsSync(path.join(dir, 'index.html'))

/**
 * Changes whenever a build changes a page: Gatsby rewrites the page-data of every page whose data
 * changed, and app-data.json when the code changed.
 */
export async function fingerprintOf(publicDir: string): Promise<string> {
  const hash = createHash('sha256')
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else {
        const { size, mtimeMs } = await stat(full)
        hash.update(`${path.relative(publicDir, full)}\t${size}\t${mtimeMs}\n`)
      }
    }
  }
  await walk(path.join(publicDir, 'page-data'))
  const index = await stat(path.join(publicDir, 'index.html')).catch(() => undefined)
  hash.update(`index.html\t${index?.size}\t${index?.mtimeMs}`)
  return hash.digest('hex')
}

/**
 * What a copy knows of each file of PUBLIC_DIR it copied (by path relative to it): the file's
 * identity then. A file of PUBLIC_DIR whose identity is the same at the next copy was not written
 * since, so that copy hard-links the earlier copy's file instead of copying it again (issue #20:
 * a build rewrites a few pages of the ~100 MB). Only files older than a margin before the copy
 * began are listed: any write after that moment gives the file a later change time, however
 * coarse the file system's clock.
 */
export type CopyIndex = Record<string, string>

/** A write of a file changes its change time (ctime), which nothing can set back, or its inode. */
const identityOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.ctimeMs}:${stats.mtimeMs}`
/** How many files a copy links or copies at once. */
const COPY_CONCURRENCY = 16
/** Files changed this close before a copy began are copied, never linked, by the next one. */
export const SETTLED_MS = 2000

/**
 * Copies `from` into `to` (made here): each file of `from` unchanged since `earlier` was made is
 * hard-linked from it, the others copied (a copy-on-write clone where the file system can). What
 * it makes is the server's alone (#17): folders 0700, copied files without group and other
 * permissions, linked files as private as the earlier copy's (made here too). Answers the new
 * copy's index.
 */
export async function copyTree(
  from: string,
  to: string,
  earlier?: { dir: string; index: CopyIndex },
  settledMs = SETTLED_MS,
): Promise<{ index: CopyIndex; linked: number; copied: number }> {
  const began = Date.now()
  const index: CopyIndex = {}
  let linked = 0
  let copied = 0
  const files: string[] = []
  // The folders first, one by one; then the files, several at a time.
  const visit = async (relative: string): Promise<void> => {
    await mkdir(path.join(to, relative), { recursive: true, mode: PRIVATE_DIR_MODE })
    for (const entry of await readdir(path.join(from, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      if (entry.isDirectory()) await visit(name)
      else if (entry.isSymbolicLink()) {
        await symlink(await readlink(path.join(from, name)), path.join(to, name))
      } else if (entry.isFile()) files.push(name)
    }
  }
  const place = async (name: string) => {
    const file = path.join(from, name)
    const stats = await lstat(file)
    const identity = identityOf(stats)
    if (earlier && earlier.index[name] === identity) {
      try {
        await link(path.join(earlier.dir, name), path.join(to, name))
        index[name] = identity
        linked += 1
        return
      } catch {
        // The earlier copy's file is gone (or cannot be linked): copied below.
      }
    }
    await copyFile(file, path.join(to, name), constants.COPYFILE_FICLONE)
    // The copy keeps the file's mode (0644): the copy in DATA_DIR is the server's alone (#17).
    await chmod(path.join(to, name), stats.mode & PRIVATE_DIR_MODE)
    // Listed only once settled, and only if it was not written while it was being copied.
    const after = await lstat(file)
    if (identityOf(after) === identity && after.ctimeMs < began - settledMs) {
      index[name] = identity
    }
    copied += 1
  }
  await visit('')
  let next = 0
  const worker = async () => {
    while (next < files.length) await place(files[next++]!)
  }
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker))
  return { index, linked, copied }
}

export function createSiteFolders({
  publicDir,
  dataDir,
  keep = 2,
  settledMs = SETTLED_MS,
}: {
  publicDir: string
  dataDir: string
  keep?: number
  /** How long before a copy a file must have been written to be linked by the next (tests). */
  settledMs?: number
}): SiteFolders {
  const siteDir = path.join(dataDir, 'site')
  const liveDir = path.join(siteDir, 'live')
  const buildsDir = path.join(siteDir, 'builds')
  const stateFile = path.join(siteDir, 'state.json')

  const target = async () => {
    const link = await readlink(liveDir).catch(() => undefined)
    return link === undefined ? undefined : path.resolve(siteDir, link)
  }
  const isCopy = (dir: string | undefined) =>
    dir !== undefined && path.dirname(dir) === buildsDir && /^\d+$/.test(path.basename(dir))

  /** Points `live` at a folder in one step: a new link renamed over the old one. */
  async function pointLiveAt(dir: string) {
    await mkdir(siteDir, { recursive: true })
    const temporary = `${liveDir}.tmp`
    await rm(temporary, { force: true })
    // Copies are linked relatively, so that DATA_DIR can be moved.
    const inside = dir.startsWith(siteDir + path.sep)
    await symlink(inside ? path.relative(siteDir, dir) : dir, temporary, 'dir')
    await rename(temporary, liveDir)
  }

  async function copies(): Promise<number[]> {
    const names = await readdir(buildsDir).catch(() => [] as string[])
    return names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
  }

  /** Each copy's CopyIndex: site/copy-index/<n>.json. */
  const indexFile = (dir: string) => path.join(siteDir, 'copy-index', `${path.basename(dir)}.json`)

  /** The index of a copy, or none (a copy made by an older version, or unreadable). */
  async function indexOf(dir: string): Promise<CopyIndex | undefined> {
    try {
      return JSON.parse(await readFile(indexFile(dir), 'utf8')) as CopyIndex
    } catch {
      return undefined
    }
  }

  /**
   * Copies PUBLIC_DIR to builds/<n+1>: what did not change since the newest copy is hard-linked
   * from it, the rest copied (copyTree). Renamed into place only once complete.
   */
  async function copyPublic(): Promise<string> {
    const newest = (await copies()).at(-1)
    const next = (newest ?? 0) + 1
    const dir = path.join(buildsDir, String(next))
    const partial = `${dir}.partial`
    await rm(partial, { recursive: true, force: true })
    await rm(indexFile(dir), { force: true })
    await mkdir(buildsDir, { recursive: true })
    const earlierDir = newest === undefined ? undefined : path.join(buildsDir, String(newest))
    const earlierIndex = earlierDir && (await indexOf(earlierDir))
    const { index } = await copyTree(
      publicDir,
      partial,
      earlierDir && earlierIndex ? { dir: earlierDir, index: earlierIndex } : undefined,
      settledMs,
    )
    await mkdir(path.dirname(indexFile(dir)), { recursive: true })
    await writeFile(indexFile(dir), JSON.stringify(index))
    await rename(partial, dir)
    return dir
  }

  async function readState(): Promise<SiteState> {
    try {
      return { publicTrusted: true, ...JSON.parse(await readFile(stateFile, 'utf8')) }
    } catch {
      return { publicTrusted: true }
    }
  }

  async function writeState(change: Partial<SiteState>) {
    await mkdir(siteDir, { recursive: true })
    const next = { ...(await readState()), ...change }
    await writeFile(`${stateFile}.tmp`, JSON.stringify(next, null, 2))
    await rename(`${stateFile}.tmp`, stateFile)
  }

  return {
    liveDir,
    publicDir,
    readState,
    writeState,

    async prepare(log) {
      const state = await readState()
      const current = await target()
      const exists = await lstat(liveDir).then(
        () => true,
        () => false,
      )
      if (!exists || current === undefined || (!isCopy(current) && current !== publicDir)) {
        await pointLiveAt(publicDir)
      } else if (isCopy(current) && !existsSync(current)) {
        await pointLiveAt(publicDir)
      } else if (isCopy(current) && state.publicTrusted && isBuilt(publicDir)) {
        // PUBLIC_DIR was built since its last copy, outside the staff area (npm start, a deploy).
        if ((await fingerprintOf(publicDir)) !== state.copiedFingerprint) {
          log('PUBLIC_DIR was built since the last published copy: serving it')
          await pointLiveAt(publicDir)
        }
      }
      return { interruptedBuild: !state.publicTrusted }
    },

    async protectLive() {
      if (isCopy(await target())) return
      if (isBuilt(publicDir)) {
        const copy = await copyPublic()
        await writeState({ copiedFingerprint: await fingerprintOf(publicDir) })
        await pointLiveAt(copy)
      } else {
        // Nothing built yet: an empty copy answers "not built" (503) until the build is done.
        const empty = path.join(buildsDir, String(((await copies()).at(-1) ?? 0) + 1))
        await mkdir(empty, { recursive: true })
        await pointLiveAt(empty)
      }
    },

    async publish() {
      const copy = await copyPublic()
      await writeState({ copiedFingerprint: await fingerprintOf(publicDir) })
      await pointLiveAt(copy)
      // The copy before stays a while: requests that started on it may still be reading it.
      for (const old of (await copies()).slice(0, -keep)) {
        await rm(path.join(buildsDir, String(old)), { recursive: true, force: true })
        await rm(indexFile(path.join(buildsDir, String(old))), { force: true })
      }
    },
  }
}
