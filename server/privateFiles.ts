import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { chmod, lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

// Issue #17 "Files private": DATA_DIR holds the database, backups (every family's data and the
// staff's password hashes), parents' uploads, mail and secrets. Only the server's user may read it.

/** Group and others get nothing on whatever this process creates from now on. */
export const PRIVATE_UMASK = 0o077
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * Called first by every entry point (server, staff and backup tools): PGlite's files are created
 * by its Node file system with 0666 less the umask, so the umask is what keeps them private.
 */
export function setPrivateUmask(): void {
  process.umask(PRIVATE_UMASK)
}

export class DataDirNotPrivateError extends Error {
  readonly code = 'DATA_DIR_NOT_PRIVATE'

  constructor(dir: string, reason: string) {
    super(`DATA_DIR ${dir} cannot be created or made private (mode 0700): ${reason}`)
    this.name = 'DataDirNotPrivateError'
  }
}

/**
 * Creates DATA_DIR as 0700, or makes it 0700; refuses (DataDirNotPrivateError, one line) when it
 * cannot, or when the mode does not hold (a file system that ignores modes).
 */
export function preparePrivateDataDir(dir: string): void {
  const absolute = path.resolve(dir)
  try {
    mkdirSync(absolute, { recursive: true, mode: PRIVATE_DIR_MODE })
    chmodSync(absolute, PRIVATE_DIR_MODE)
    const mode = statSync(absolute).mode & 0o777
    if (mode !== PRIVATE_DIR_MODE) {
      throw new Error(`its mode stays ${mode.toString(8)}`)
    }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new DataDirNotPrivateError(absolute, reason)
  }
}

/**
 * Takes group and other permissions off everything under `dir`, for folders made by older
 * versions (0755, files 0644 or PGlite's 0666). Links are left alone: `site/live` points at
 * PUBLIC_DIR, which is not ours to change. Returns how many entries it changed.
 */
export async function makeTreePrivate(dir: string): Promise<number> {
  let changed = 0
  const visit = async (entry: string) => {
    const stats = await lstat(entry)
    if (stats.isSymbolicLink()) return
    if (stats.mode & 0o077) {
      await chmod(entry, stats.mode & 0o700)
      changed += 1
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name))
    }
  }
  await visit(dir)
  return changed
}
