import { createReadStream } from 'node:fs'
import { createGunzip } from 'node:zlib'
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupTrailer } from './format'

/** The file is not a backup of this site (another file, another format). */
export class NotABackupError extends Error {}
/** The file began as a backup but is cut short or damaged. */
export class DamagedBackupError extends Error {}

export type BackupRecord =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'rows'; table: string; json: string }
  | { kind: 'end'; trailer: BackupTrailer }

async function* lines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip()
  const input = createReadStream(file)
  input.on('error', (error) => gunzip.destroy(error))
  input.pipe(gunzip).setEncoding('utf8')
  // A line can be megabytes long: only each new chunk is searched for its end.
  let pending: string[] = []
  let decoded = false
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      decoded = true
      let start = 0
      for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
        yield pending.join('') + chunk.slice(start, end)
        pending = []
        start = end + 1
      }
      pending.push(chunk.slice(start))
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'Z_DATA_ERROR' && !decoded) throw new NotABackupError('not gzip')
    if (code?.startsWith('Z_')) throw new DamagedBackupError(String(code))
    throw error
  } finally {
    input.destroy()
  }
  if (pending.join('') !== '') throw new DamagedBackupError('the last line is cut short')
}

function parseHeader(line: string): BackupHeader {
  const [kind, json] = line.split('\t', 2)
  let header: Partial<BackupHeader> | undefined
  try {
    header = kind === 'header' ? (JSON.parse(json ?? '') as Partial<BackupHeader>) : undefined
  } catch {
    header = undefined
  }
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new NotABackupError('no backup header')
  }
  return header as BackupHeader
}

function parseTrailer(json: string): BackupTrailer {
  try {
    return JSON.parse(json) as BackupTrailer
  } catch {
    throw new DamagedBackupError('the end line is not JSON')
  }
}

/** The records of a backup, checked in order: a header first, the end last. */
export async function* readBackup(file: string): AsyncGenerator<BackupRecord> {
  let first = true
  let ended = false
  for await (const line of lines(file)) {
    if (first) {
      first = false
      yield { kind: 'header', header: parseHeader(line) }
      continue
    }
    if (ended) throw new DamagedBackupError('lines after the end')
    const tab = line.indexOf('\t')
    const kind = line.slice(0, tab)
    if (kind === 'rows') {
      const second = line.indexOf('\t', tab + 1)
      yield { kind, table: line.slice(tab + 1, second), json: line.slice(second + 1) }
    } else if (kind === 'end') {
      ended = true
      yield { kind, trailer: parseTrailer(line.slice(tab + 1)) }
    } else {
      throw new DamagedBackupError(`unknown line: ${line.slice(0, 20)}`)
    }
  }
  if (first) throw new NotABackupError('empty')
  if (!ended) throw new DamagedBackupError('no end')
}

/** The header alone: whether the file is a backup, and of which schema. */
export async function readHeader(file: string): Promise<BackupHeader> {
  const records = readBackup(file)
  try {
    const { value } = await records.next()
    return (value as { header: BackupHeader }).header
  } finally {
    await records.return(undefined)
  }
}
