import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface TestDatabase {
  /** Set on PostgreSQL runs: a database of this test file's own. */
  databaseUrl?: string
  create: () => Promise<void>
  drop: () => Promise<void>
}

/**
 * The database a server test runs on: the embedded PGlite in the test's DATA_DIR by default, or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a new database there, dropped after the test.
 */
export function testDatabase(): TestDatabase {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return { create: async () => undefined, drop: async () => undefined }
  const name = `szkola_test_${randomBytes(6).toString('hex')}`
  const own = new URL(url)
  own.pathname = `/${name}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  return {
    databaseUrl: own.toString(),
    create: () => admin(`CREATE DATABASE "${name}"`),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL)
