import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runStaffCli } from '../../../server/cli/staff'
import { loadConfig } from '../../../server/config'
import { openDatabase } from '../../../server/db/client'
import { createUserRepository } from '../../../server/repositories/users'
import { testDatabase } from './testDatabase'

/**
 * `npm run staff` over a DATA_DIR (and, on PostgreSQL runs, a database) of its own, for one test
 * file: made before its tests, removed after them.
 */
export function setUpStaffCli(tmpPrefix: string) {
  const database = testDatabase()
  let dataDir = ''
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix))
    await database.create()
  })
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const env = () => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.databaseUrl })

  /** Runs the command with these arguments: its exit code and the lines it wrote. */
  async function staff(args: string[], stdin?: string) {
    const out: string[] = []
    const err: string[] = []
    const push = (lines: string[]) => (line: string) => lines.push(...line.split('\n'))
    const code = await runStaffCli(args, { stdin, out: push(out), err: push(err), env: env() })
    return { code, out, err }
  }

  /** The account as the database holds it. */
  async function storedUser(email: string) {
    const config = loadConfig(env())
    const opened = await openDatabase({ ...config, pgliteDir: path.join(config.dataDir, 'db') })
    return createUserRepository(opened.db).byEmail(email).finally(opened.close)
  }

  return { dataDir: () => dataDir, env, staff, storedUser }
}
