import { createHash, randomBytes } from 'node:crypto'
import { open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'

/** A content file's version: the sha256 of its bytes, in hex (optimistic concurrency). */
export const versionOf = (bytes: Buffer | string) =>
  createHash('sha256').update(bytes).digest('hex')

export interface ContentFile {
  text: string
  version: string
}

/** The file, or undefined when there is none. `relative` is a path under content/. */
export async function readContentFile(
  contentDir: string,
  relative: string,
): Promise<ContentFile | undefined> {
  try {
    const bytes = await readFile(inside(contentDir, relative))
    return { text: bytes.toString('utf8'), version: versionOf(bytes) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** The written file failed the build's own checks: it was not written. */
export class ContentCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '))
  }
}

/**
 * Writes a content file atomically: into a temporary file beside it (its name ends in .tmp, which
 * the build's checks do not read), checked as the build reads it, then renamed over the original.
 * A file that fails its check is never in place. Answers the new version.
 */
export async function writeContentFile(
  contentDir: string,
  relative: string,
  text: string,
  check: (written: string) => string[],
): Promise<string> {
  let version = ''
  await writeBytesAtomically(inside(contentDir, relative), Buffer.from(text, 'utf8'), (written) => {
    const problems = check(written.toString('utf8'))
    if (problems.length > 0) throw new ContentCheckError(problems)
    version = versionOf(written)
  })
  return version
}

/**
 * Writes bytes atomically (a photo, a PDF, a content file): a temporary file beside the target,
 * synced, read back for `check` (which may throw to keep it out), then renamed into place.
 */
export async function writeBytesAtomically(
  target: string,
  bytes: Buffer,
  check?: (written: Buffer) => void,
): Promise<void> {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  )
  try {
    const handle = await open(temporary, 'wx', 0o644)
    try {
      // Content is public and shared with the repository's users: not under the server's 077 umask.
      await handle.chmod(0o644)
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    check?.(await readFile(temporary))
    await rename(temporary, target)
  } finally {
    await rm(temporary, { force: true })
  }
}

/** The absolute path of a file under content/; never outside it. */
function inside(contentDir: string, relative: string): string {
  const full = path.resolve(contentDir, relative)
  if (!full.startsWith(path.resolve(contentDir) + path.sep)) {
    throw new Error(`${relative} is not under the content folder`)
  }
  return full
}

/** Runs one task at a time: a save's version check and its rename cannot interleave with another. */
export function createLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
