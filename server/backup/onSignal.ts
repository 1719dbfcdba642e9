import { mkdirSync, rmSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config'
import { makeBackup } from './makeBackup'
import { innermostMessage } from './reason'
import {
  BACKUP_SIGNAL,
  listenerFile,
  parseRequest,
  processStarted,
  readListener,
  REQUEST_FILE,
  requestFile,
  requestsDir,
  resultFile,
  writeAtomically,
  type BackupResult,
  type Listener,
  type ServerRequest,
} from './requests'

/** How the server answers the requests of other commands than `npm run backup`, by command. */
export type RequestAnswers = {
  [Command in Exclude<ServerRequest['command'], 'backup'>]?: (
    request: Extract<ServerRequest, { command: Command }>,
  ) => Promise<object>
}

/**
 * The running server writes the backups `npm run backup` asks for (server/backup/requests.ts):
 * only it may open the embedded database. One backup at a time; a request that comes while one
 * is being written is answered by the next. Called by server/main.ts only, so that apps built
 * in tests install no process-wide signal handler. `others` answers other commands' requests
 * (`npm run notify -- digest`) the same way.
 */
export async function answerBackupRequests(
  app: FastifyInstance,
  config: AppConfig,
  others: RequestAnswers = {},
) {
  // With PostgreSQL the command opens the database itself, server or no server.
  if (config.databaseUrl) return
  const { dataDir } = config
  const answer = () => answerPending(app, dataDir, others)
  let waiting: Promise<void> | null = null
  let last: Promise<void> = Promise.resolve()
  const onSignal = () => {
    // A round that has not started yet reads the folder when it starts: it answers this one too.
    if (waiting) return
    waiting = last.then(() => {
      waiting = null
      return answer()
    })
    last = waiting
  }

  // Requests left from before this start have no one waiting for them any more.
  rmSync(requestsDir(dataDir), { recursive: true, force: true })
  mkdirSync(requestsDir(dataDir), { recursive: true })
  try {
    process.on(BACKUP_SIGNAL, onSignal)
  } catch (error) {
    app.log.warn(
      { err: error },
      `${BACKUP_SIGNAL} unsupported: npm run backup needs the server stopped`,
    )
    return
  }
  const listener: Listener = { pid: process.pid, started: processStarted(process.pid) }
  await writeAtomically(listenerFile(dataDir), JSON.stringify(listener))

  app.addHook('preClose', async () => {
    process.off(BACKUP_SIGNAL, onSignal)
    if ((await readListener(dataDir))?.pid === process.pid) {
      await rm(listenerFile(dataDir), { force: true })
    }
    // The database closes after this: a backup under way is finished first.
    await last
  })
}

/**
 * One backup for all the backup requests in the folder, each other request answered on its own,
 * and a result file for each.
 */
async function answerPending(
  app: FastifyInstance,
  dataDir: string,
  others: RequestAnswers,
): Promise<void> {
  try {
    const all = (await readdir(requestsDir(dataDir)))
      .map((name) => REQUEST_FILE.exec(name)?.[1])
      .filter((id): id is string => id !== undefined)
    const ids: string[] = []
    for (const id of all) {
      // Gone since the folder was read: its command stopped waiting.
      const text = await readFile(requestFile(dataDir, id), 'utf8').catch(() => null)
      if (text === null) continue
      const request = parseRequest(text)
      if (request.command === 'backup') ids.push(id)
      else await answerOther(app, dataDir, id, request, others)
    }
    if (ids.length === 0) return
    let result: BackupResult
    try {
      const made = await makeBackup({ db: app.db, kind: 'pglite' }, dataDir)
      result = { file: made.file, tables: made.tables, rows: made.rows, pruned: made.pruned.length }
      app.log.info({ file: made.file, rows: made.rows }, 'backup written for npm run backup')
    } catch (error) {
      app.log.error({ err: error }, 'backup for npm run backup failed')
      result = { error: innermostMessage(error) }
    }
    for (const id of ids) {
      await writeAtomically(resultFile(dataDir, id), JSON.stringify(result))
      await rm(requestFile(dataDir, id), { force: true })
    }
  } catch (error) {
    // The command waiting says it got no answer; the reason is in the server's log.
    app.log.error({ err: error }, 'could not answer npm run backup')
  }
}

async function answerOther(
  app: FastifyInstance,
  dataDir: string,
  id: string,
  request: Exclude<ServerRequest, { command: 'backup' }>,
  others: RequestAnswers,
) {
  let result: object
  try {
    const answer = others[request.command]
    if (!answer) throw new Error(`this server does not answer ${request.command} requests`)
    result = await answer(request)
  } catch (error) {
    app.log.error({ err: error, command: request.command }, 'could not answer a request')
    result = { error: innermostMessage(error) }
  }
  await writeAtomically(resultFile(dataDir, id), JSON.stringify(result))
  await rm(requestFile(dataDir, id), { force: true })
}
