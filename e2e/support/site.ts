import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'

export const PUBLIC_DIR = path.join(__dirname, '../../public')

export interface RunningSite {
  url: string
  app: FastifyInstance
  /** The server's DATA_DIR (its outbox/ holds the mail it sent). */
  dataDir: string
  close: () => Promise<void>
}

/** The real server over the built public/ on a free loopback port, with a DATA_DIR of its own. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    throw new Error('public/ is not built: run `npm run build` before the browser tests')
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'szkola-e2e-'))
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // A save in the staff area rebuilds the site only in the tests that ask for it (publish.test.ts);
    // and never commits to this repository.
    PUBLISH: 'off',
    CONTENT_GIT_COMMIT: 'off',
    ...env,
  })
  const app = await buildApp(config)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: address,
    app,
    dataDir,
    close: async () => {
      await app.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
