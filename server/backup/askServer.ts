import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { messages } from './messages'
import { Refused } from './reason'
import {
  BACKUP_SIGNAL,
  processStarted,
  readListener,
  requestFile,
  resultFile,
  type BackupResult,
  type ServerRequest,
  writeAtomically,
} from './requests'

/** How long `npm run backup` waits for the running server's backup. */
export const SERVER_BACKUP_WAIT_MS = 120_000

export type ServerBackup = Exclude<BackupResult, { error: string }>

/** What the office is told when the server cannot answer; the backup's words unless given. */
export type AskWords = Pick<typeof messages, 'notAServer' | 'failed' | 'serverStopped' | 'noAnswer'>

/**
 * Asks the server holding the DATA_DIR lock (process `pid`) for a backup (or what `request`
 * says) and waits for its answer (server/backup/requests.ts). A process that has not said it
 * answers is never signalled.
 */
export async function askServer<Result extends object = ServerBackup>(
  dataDir: string,
  pid: number,
  waitMs: number,
  request: ServerRequest = { command: 'backup' },
  words: AskWords = messages,
): Promise<Result> {
  const listener = await readListener(dataDir)
  const sameProcess =
    listener?.pid === pid && (listener.started === null || listener.started === processStarted(pid))
  if (!sameProcess) throw new Refused(words.notAServer(dataDir, pid))

  const id = randomUUID()
  // Renamed into place: the server never reads half a request (and takes it for a backup).
  await writeAtomically(requestFile(dataDir, id), `${JSON.stringify(request)}\n`)
  try {
    signal(pid, words)
    const deadline = Date.now() + waitMs
    for (;;) {
      const result = await readResult(dataDir, id)
      if (result && 'error' in result) throw new Refused(words.failed(String(result.error)))
      if (result) return result as Result
      if (!alive(pid)) throw new Refused(words.serverStopped(pid))
      if (Date.now() > deadline) throw new Refused(words.noAnswer(pid, waitMs / 1000))
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await rm(requestFile(dataDir, id), { force: true })
    await rm(resultFile(dataDir, id), { force: true })
  }
}

async function readResult(dataDir: string, id: string): Promise<object | null> {
  try {
    return JSON.parse(await readFile(resultFile(dataDir, id), 'utf8')) as object
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function signal(pid: number, words: AskWords) {
  try {
    process.kill(pid, BACKUP_SIGNAL)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH')
      throw new Refused(words.serverStopped(pid))
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
