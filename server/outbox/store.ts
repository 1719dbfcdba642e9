import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { isOutboxId, type OutboxState } from '../../src/domain/api/outbox'

/**
 * DATA_DIR/outbox/ (issue #18): mail written while no SMTP_URL was set is `outbox/{id}`; mail an
 * SMTP server refused or could not take is `outbox/failed/{id}`. An id is the file's name
 * (src/domain/api/outbox.ts), unique in both folders: a message is in one of them or gone.
 */
export const FAILED_FOLDER = 'failed'

export interface StoredMail {
  id: string
  state: OutboxState
}

export interface OutboxStore {
  /** Writes a composed message (RFC 822 bytes) and answers its id. */
  keep(raw: Buffer, state: OutboxState): Promise<string>
  /** Every message, newest first. */
  list(): Promise<StoredMail[]>
  read(id: string): Promise<(StoredMail & { raw: Buffer }) | null>
  /** Moves a message written without SMTP to the failed ones (a later attempt failed). */
  markFailed(id: string): Promise<void>
  remove(id: string): Promise<void>
}

export function createOutboxStore(outboxDir: string): OutboxStore {
  const root = path.resolve(outboxDir)
  const folders: Record<OutboxState, string> = {
    unsent: root,
    failed: path.join(root, FAILED_FOLDER),
  }
  const fileOf = (id: string, state: OutboxState) => {
    // The routes validate ids against the same pattern; this is the store's own guard.
    if (!isOutboxId(id)) throw new Error('not an outbox id')
    return path.join(folders[state], id)
  }

  async function ids(state: OutboxState): Promise<string[]> {
    const names = await fs.readdir(folders[state]).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
    return names.filter(isOutboxId)
  }

  async function find(id: string): Promise<StoredMail | null> {
    for (const state of ['failed', 'unsent'] as const) {
      const exists = await fs.stat(fileOf(id, state)).then(
        (stat) => stat.isFile(),
        () => false,
      )
      if (exists) return { id, state }
    }
    return null
  }

  return {
    async keep(raw, state) {
      const stamp = new Date().toISOString().replace(/:/g, '-') // ':' is not allowed on Windows
      const id = `${stamp}-${randomBytes(6).toString('hex')}.eml`
      await writeAtomically(fileOf(id, state), raw)
      return id
    },

    async list() {
      const all = [
        ...(await ids('unsent')).map((id) => ({ id, state: 'unsent' as const })),
        ...(await ids('failed')).map((id) => ({ id, state: 'failed' as const })),
      ]
      // Ids begin with their moment in ISO 8601: their order is the order they were written in.
      return all.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    },

    async read(id) {
      const found = await find(id)
      if (!found) return null
      const raw = await fs.readFile(fileOf(id, found.state)).catch(() => null)
      return raw && { ...found, raw }
    },

    async markFailed(id) {
      await fs.mkdir(folders.failed, { recursive: true, mode: 0o700 })
      await fs.rename(fileOf(id, 'unsent'), fileOf(id, 'failed'))
    },

    async remove(id) {
      const found = await find(id)
      if (found) await fs.rm(fileOf(id, found.state), { force: true })
    },
  }
}

// Whoever reads the outbox sees a whole message or none: the temp file is a dotfile, not *.eml.
// Messages carry personal data, so only the server's own user may read them.
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const dir = path.dirname(file)
  const temp = path.join(dir, `.${path.basename(file)}.tmp`)
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    await fs.writeFile(temp, content, { flag: 'wx', mode: 0o600 })
    await fs.rename(temp, file)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}
