import pg from 'pg'
import { setUpServer } from './built-site'
import { onPostgres } from './support/testDatabase'

// A PostgreSQL restart or an administrator ending sessions cuts the pool's idle connections.
// The server must log it and go on with new connections, not die of an unhandled error event.
const server = setUpServer()
const onlyOnPostgres = onPostgres() ? it : it.skip

async function endSessionsOf(databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1)
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    )
    return rows.filter((row) => row.ended).length
  } finally {
    await client.end()
  }
}

const startSession = () =>
  server.app.inject({
    method: 'POST',
    url: '/api/tracker/',
    payload: [{ sesstionId: '', time: new Date().toISOString(), action: 'create-session-id' }],
  })

onlyOnPostgres('carries on after its idle connections are ended by the server', async () => {
  expect((await startSession()).statusCode).toBe(201)
  const ended = await endSessionsOf(server.site.config.databaseUrl!)
  expect(ended).toBeGreaterThan(0)
  // Give the cut connections' error events time to arrive (they would end the test run).
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect((await startSession()).statusCode).toBe(201)
})
