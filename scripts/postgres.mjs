// The PostgreSQL run of the server tests: the server named by TEST_DATABASE_URL, or the local one
// on 127.0.0.1:5432, started first when it is installed but stopped. Skipped, with one line saying
// so, when there is none.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import pg from 'pg'

const LOCAL = 'postgres://postgres@127.0.0.1:5432/test'

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

function startLocalCluster() {
  if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) return false
  for (const version of readdirSync('/etc/postgresql')) {
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'ignore',
      })
    } catch {
      // Already running, or not startable by this user: the probe below decides.
    }
  }
  return true
}

/** A PostgreSQL URL the tests can use, or undefined. */
export async function findPostgres() {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL
  if (await reachable(url)) return url
  if (!process.env.TEST_DATABASE_URL && startLocalCluster() && (await reachable(url))) return url
  return undefined
}
