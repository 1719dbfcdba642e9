import { randomUUID } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { messages } from './messages'
import { Refused } from './reason'
import {
  BACKUP_SIGNAL,
  processStarted,
  readListener,
  requestFile,
  resultFile,
  type BackupResult,
} from './requests'

/** How long `npm run backup` waits for the running server's backup. */
export const SERVER_BACKUP_WAIT_MS = 120_000

export type ServerBackup = Exclude<BackupResult, { error: string }>

/**
 * Asks the server holding the DATA_DIR lock (process `pid`) for a backup and waits for it
 * (server/backup/requests.ts). A process that has not said it answers is never signalled.
 */
export async function askServer(dataDir: string, pid: number, waitMs: number) {
  const listener = await readListener(dataDir)
  const sameProcess =
    listener?.pid === pid && (listener.started === null || listener.started === processStarted(pid))
  if (!sameProcess) throw new Refused(messages.notAServer(dataDir, pid))

  const id = randomUUID()
  await writeFile(requestFile(dataDir, id), `${new Date().toISOString()}\n`)
  try {
    signal(pid)
    const deadline = Date.now() + waitMs
    for (;;) {
      const result = await readResult(dataDir, id)
      if (result && 'error' in result) throw new Refused(messages.failed(result.error))
      if (result) return result
      if (!alive(pid)) throw new Refused(messages.serverStopped(pid))
      if (Date.now() > deadline) throw new Refused(messages.noAnswer(pid, waitMs / 1000))
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await rm(requestFile(dataDir, id), { force: true })
    await rm(resultFile(dataDir, id), { force: true })
  }
}

async function readResult(dataDir: string, id: string): Promise<BackupResult | null> {
  try {
    return JSON.parse(await readFile(resultFile(dataDir, id), 'utf8')) as BackupResult
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function signal(pid: number) {
  try {
    process.kill(pid, BACKUP_SIGNAL)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH')
      throw new Refused(messages.serverStopped(pid))
    throw error
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH'
  }
}
