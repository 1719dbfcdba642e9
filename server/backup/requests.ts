import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { backupsDir } from './format'

// How `npm run backup` asks a server running on the embedded database for a backup (only that
// server may open it): a request file in DATA_DIR/backups/.requests/, then SIGUSR2 to the pid in
// the DATA_DIR lock; the server answers each request file it finds with a result file. Other
// commands ask the same way (`npm run notify -- digest`): the request file says what is asked.

export const BACKUP_SIGNAL = 'SIGUSR2'

export const requestsDir = (dataDir: string) => path.join(backupsDir(dataDir), '.requests')
export const requestFile = (dataDir: string, id: string) =>
  path.join(requestsDir(dataDir), `${id}.request`)
export const resultFile = (dataDir: string, id: string) =>
  path.join(requestsDir(dataDir), `${id}.result.json`)
export const REQUEST_FILE = /^([0-9a-f-]+)\.request$/

/**
 * Written by a server that answers requests. Without it the lock's process is something else (a
 * restore, `npm run staff`, an older server): SIGUSR2's default action would kill it.
 */
export const listenerFile = (dataDir: string) => path.join(requestsDir(dataDir), 'server.json')

export interface Listener {
  pid: number
  /** The process's start time (/proc/PID/stat): a later process given the same pid differs. */
  started: string | null
}

/**
 * What a request file asks (JSON). A file that is not JSON (an older command's timestamp) asks
 * for a backup.
 */
export type ServerRequest = { command: 'backup' } | { command: 'digest'; day: string }

export function parseRequest(text: string): ServerRequest {
  try {
    const request = JSON.parse(text) as ServerRequest
    if (request?.command === 'digest' && typeof request.day === 'string') return request
  } catch {
    // not JSON: a backup
  }
  return { command: 'backup' }
}

export type BackupResult =
  { file: string; tables: number; rows: number; pruned: number } | { error: string }

/** Field 22 of /proc/PID/stat, the start time in clock ticks since boot; null without /proc. */
export function processStarted(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** Written beside and renamed, so that a reader never sees half a file. */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
  await writeFile(partial, text)
  await rename(partial, file)
}

export async function readListener(dataDir: string): Promise<Listener | null> {
  try {
    return JSON.parse(await readFile(listenerFile(dataDir), 'utf8')) as Listener
  } catch {
    return null
  }
}
