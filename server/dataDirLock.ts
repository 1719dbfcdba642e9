import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const LOCK_FILE_NAME = 'server.lock'

export interface DataDirLock {
  release(): void
}

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED'

  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another server (pid ${pid}). Stop it first, or use another DATA_DIR.`,
    )
    this.name = 'DataDirLockedError'
  }
}

// Lock files this process holds. A lock file with our own pid that is not in here was left by an
// earlier process that had the same pid (a restarted container's server is often pid 1).
const heldByUs = new Set<string>()

/**
 * Two servers on one DATA_DIR would corrupt the embedded database, so the second one stops at
 * once. A lock whose process is gone (killed, crashed) is stale and taken over.
 */
export function lockDataDir(dir: string): DataDirLock {
  const absoluteDir = path.resolve(dir)
  const lockPath = path.join(absoluteDir, LOCK_FILE_NAME)
  fs.mkdirSync(absoluteDir, { recursive: true })

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) {
      heldByUs.add(lockPath)
      return { release: () => release(lockPath) }
    }
    const holder = readHolder(lockPath)
    if (holder !== null && isHeld(lockPath, holder)) {
      throw new DataDirLockedError(absoluteDir, holder)
    }
    removeStale(lockPath, holder)
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing. Try again.`)
}

function tryCreate(lockPath: string): boolean {
  let fd: number
  try {
    fd = fs.openSync(lockPath, 'wx')
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`)
  } finally {
    fs.closeSync(fd)
  }
  return true
}

function release(lockPath: string): void {
  if (!heldByUs.delete(lockPath)) return
  // Removed only if it is still ours: a lock taken over by another server stays.
  if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true })
}

/** The pid in the lock file; null if the file is gone or holds no pid. */
function readHolder(lockPath: string): number | null {
  // Another server may have created the file and not yet written its pid: give it a moment.
  for (let wait = 0; wait < 20; wait++) {
    if (!fs.existsSync(lockPath)) return null
    const pid = readPid(lockPath)
    if (pid !== null) return pid
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25)
  }
  return null
}

function isHeld(lockPath: string, pid: number): boolean {
  if (pid === process.pid) return heldByUs.has(lockPath)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) !== 'ESRCH'
  }
}

// Moved aside first (atomic), then checked: if another server replaced the stale file since we
// read it, we moved its fresh lock and put it back instead of deleting it.
function removeStale(lockPath: string, stalePid: number | null): void {
  const aside = `${lockPath}.${randomBytes(6).toString('hex')}.stale`
  try {
    fs.renameSync(lockPath, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return
    throw error
  }
  if (readPid(aside) !== stalePid) {
    try {
      fs.linkSync(aside, lockPath)
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error
    }
  }
  fs.rmSync(aside, { force: true })
}

function readPid(file: string): number | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim()
    return /^\d+$/.test(text) ? Number(text) : null
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw error
  }
}

function errorCode(error: unknown): unknown {
  return (error as NodeJS.ErrnoException | null)?.code
}
