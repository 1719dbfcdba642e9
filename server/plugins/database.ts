import path from 'node:path'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { lockDataDir } from '../dataDirLock'
import { releaseInterruptedKeys } from '../idempotency'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
  }
}

/**
 * Opens the database before any route runs and closes it after the last request in flight.
 * The embedded one takes a lock on DATA_DIR first: two servers on one folder would corrupt it.
 */
export const databasePlugin = fp<{ config: AppConfig }>(async (app, { config }) => {
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir)
  try {
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      onConnectionLost: (error) =>
        app.log.warn({ code: (error as { code?: string }).code }, 'database connection lost'),
    })
    app.decorate('db', opened.db)
    if (opened.kind === 'pglite') {
      const freed = await releaseInterruptedKeys(opened.db)
      if (freed > 0) app.log.info({ freed }, 'idempotency keys of interrupted requests freed')
    }
    app.addHook('onClose', async () => {
      await opened.close()
      lock?.release()
    })
    app.log.info(
      `Database: ${opened.kind === 'pglite' ? 'embedded PGlite in DATA_DIR/db' : 'PostgreSQL'}`,
    )
  } catch (error) {
    lock?.release()
    throw error
  }
})
