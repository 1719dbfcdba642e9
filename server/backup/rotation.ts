import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { BACKUP_FILE, KEEP_BACKUPS } from './format'

/** The backups in `dir`, oldest first (their names sort by time). Other files are not ours. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  return names.filter((name) => BACKUP_FILE.test(name)).sort()
}

/** Removes all but the newest `keep` backups; answers the names removed. */
export async function pruneBackups(dir: string, keep = KEEP_BACKUPS): Promise<string[]> {
  const backups = await listBackups(dir)
  const old = backups.slice(0, Math.max(0, backups.length - keep))
  for (const name of old) await rm(path.join(dir, name), { force: true })
  return old
}
