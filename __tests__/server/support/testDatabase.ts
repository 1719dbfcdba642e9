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
 * A bench passes its own server's URL.
 */
export function testDatabase(url = process.env.TEST_DATABASE_URL): TestDatabase {
  if (!url) return { create: async () => undefined, drop: async () => undefined }
  const name = `szkola_test_${randomBytes(6).toString('hex')}`
  const own = new URL(url)
  own.pathname = `/${name}`
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  return {
    databaseUrl: own.toString(),
    create: () => admin((client) => client.query(`CREATE DATABASE "${name}"`)).then(() => {}),
    drop: () =>
      admin(async (client) => {
        // A connection still open here is cut by the drop ("terminating connection due to
        // administrator command"); the app's pool survives that, but a test should close what
        // it opened, so it is reported. Killed server processes' sessions go within moments.
        const open = await waitForNoSessions(client, name)
        if (open > 0) console.warn(`${open} connection(s) to ${name} left open by the test`)
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      }),
  }
}

async function waitForNoSessions(client: pg.Client, database: string) {
  let open = 0
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ open: string }>(
      'SELECT count(*) AS open FROM pg_stat_activity WHERE datname = $1',
      [database],
    )
    open = Number(rows[0]?.open ?? 0)
    if (open === 0) return 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return open
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL)
