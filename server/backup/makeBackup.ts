import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PRIVATE_DIR_MODE } from '../privateFiles'
import { backupFileName, backupsDir } from './format'
import { pruneBackups } from './rotation'
import { writeBackup, type BackupSource, type WrittenBackup } from './write'

export interface MadeBackup extends WrittenBackup {
  /** The names of the older backups removed to keep the newest fourteen. */
  pruned: string[]
}

/** One backup into DATA_DIR/backups and the rotation after it: by the CLI or the running server. */
export async function makeBackup(source: BackupSource, dataDir: string): Promise<MadeBackup> {
  const dir = backupsDir(dataDir)
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const written = await writeBackup(source, path.join(dir, backupFileName(new Date())))
  return { ...written, pruned: await pruneBackups(dir) }
}
