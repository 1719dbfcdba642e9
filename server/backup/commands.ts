import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { loadConfig, type AppConfig } from '../config'
import { DataDirLockedError, lockDataDir } from '../dataDirLock'
import { openDatabase } from '../db/client'
import { askServer, SERVER_BACKUP_WAIT_MS, type ServerBackup } from './askServer'
import { makeBackup } from './makeBackup'
import { messages, USAGE } from './messages'
import { DamagedBackupError, NotABackupError, readHeader } from './read'
import { NewerBackupError, restoreBackup, TargetNotEmptyError } from './restore'
import { innermostMessage, Refused } from './reason'

export interface BackupCliIo {
  out: (line: string) => void
  err: (line: string) => void
  env: NodeJS.ProcessEnv
  /** How long to wait for a running server's backup; SERVER_BACKUP_WAIT_MS unless a test says. */
  waitMs?: number
}

/** `npm run backup` and `npm run restore -- FILE`: 0 done, 1 refused or failed, 2 bad usage. */
export async function runBackupCli(args: string[], io: BackupCliIo): Promise<number> {
  const [command, ...rest] = args
  try {
    if (command === 'backup' && rest.length === 0) await backup(loadConfig(io.env), io)
    // npm runs scripts in the repository; a relative path is the caller's (INIT_CWD).
    else if (command === 'restore' && rest.length === 1)
      await restore(path.resolve(io.env.INIT_CWD ?? process.cwd(), rest[0]!), io)
    else {
      io.err(command === 'restore' ? messages.noFile : USAGE)
      return 2
    }
    return 0
  } catch (error) {
    io.err(error instanceof Refused ? error.message : messages.failed(innermostMessage(error)))
    return 1
  }
}

async function backup(config: AppConfig, io: BackupCliIo) {
  const made = await withDataDir(
    config,
    () => backupHere(config),
    async (running) => {
      // Only the running server may open the embedded database: it writes the backup.
      io.out(messages.askingServer(running.pid))
      return askServer(config.dataDir, running.pid, io.waitMs ?? SERVER_BACKUP_WAIT_MS)
    },
  )
  io.out(messages.written(made.file, made.tables, made.rows))
  if (made.pruned > 0) io.out(messages.pruned(made.pruned))
}

async function backupHere(config: AppConfig): Promise<ServerBackup> {
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  })
  try {
    const made = await makeBackup(opened, config.dataDir)
    return { ...made, pruned: made.pruned.length }
  } finally {
    await opened.close()
  }
}

async function restore(file: string, io: BackupCliIo) {
  const config = loadConfig(io.env)
  if (!existsSync(file)) throw new Refused(messages.missingFile(file))
  const restored = await explained(file, async () => {
    await readHeader(file)
    return withDataDir(config, () =>
      config.databaseUrl
        ? restoreBackup(file, { databaseUrl: config.databaseUrl })
        : restoreIntoDataDir(file, config.dataDir, io),
    )
  })
  io.out(messages.restored(file, restored.createdAt, restored.rows))
}

/**
 * Into a new folder first; only a restore checked against the backup's counts and checksums
 * replaces DATA_DIR/db, and the database it replaces is kept aside, never deleted.
 */
async function restoreIntoDataDir(file: string, dataDir: string, io: BackupCliIo) {
  const stamp = new Date().toISOString().replace(/:/g, '-')
  const fresh = path.join(dataDir, `db-restoring-${stamp}`)
  const live = path.join(dataDir, 'db')
  const aside = path.join(dataDir, `db-before-restore-${stamp}`)
  let restored
  try {
    restored = await restoreBackup(file, { pgliteDir: fresh })
  } catch (error) {
    await rm(fresh, { recursive: true, force: true })
    throw error
  }
  if (existsSync(live)) {
    await rename(live, aside)
    io.out(messages.keptAside(aside))
  }
  await rename(fresh, live)
  return restored
}

const refuseWhileRunning = (running: DataDirLockedError): never => {
  throw new Refused(messages.serverRunning(running.dir, running.pid))
}

/**
 * The embedded database takes the server's DATA_DIR lock, as `npm run staff` does; while a server
 * holds it, `whileRunning` asks that server instead (`npm run notify` does the same).
 */
export async function withDataDir<T>(
  config: AppConfig,
  work: () => Promise<T>,
  whileRunning: (running: DataDirLockedError) => Promise<T> = refuseWhileRunning,
): Promise<T> {
  let lock
  try {
    lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) return whileRunning(error)
    throw error
  }
  try {
    return await work()
  } finally {
    lock?.release()
  }
}

async function explained<T>(file: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof NotABackupError) throw new Refused(messages.notABackup(file))
    if (error instanceof DamagedBackupError) throw new Refused(messages.damaged(file))
    if (error instanceof NewerBackupError) throw new Refused(messages.newer(file))
    if (error instanceof TargetNotEmptyError) throw new Refused(messages.targetNotEmpty)
    throw error
  }
}
