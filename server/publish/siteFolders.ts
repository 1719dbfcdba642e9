import { createHash } from 'node:crypto'
import { constants, existsSync } from 'node:fs'
import {
  cp,
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
import { makeTreePrivate } from '../privateFiles'

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

export function createSiteFolders({
  publicDir,
  dataDir,
  keep = 2,
}: {
  publicDir: string
  dataDir: string
  keep?: number
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

  /** Copies PUBLIC_DIR to builds/<n+1> (a copy-on-write clone where the file system can). */
  async function copyPublic(): Promise<string> {
    const next = ((await copies()).at(-1) ?? 0) + 1
    const dir = path.join(buildsDir, String(next))
    const partial = `${dir}.partial`
    await rm(partial, { recursive: true, force: true })
    await mkdir(buildsDir, { recursive: true })
    await cp(publicDir, partial, { recursive: true, mode: constants.COPYFILE_FICLONE })
    // cp keeps PUBLIC_DIR's modes (0644, 0755): the copy in DATA_DIR is the server's alone (#17).
    await makeTreePrivate(partial)
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
      }
    },
  }
}
