// The server side of `npm run bench:api`, in a process of its own so that the load generator
// (autocannon, in the parent) does not share its thread. `bare` serves a bare Fastify app;
// otherwise the real app over DATA_DIR (and DATABASE_URL when given), with one staff account.
// Prints "READY <url>" when it listens; stops on SIGTERM.
import Fastify from 'fastify'
import { buildApp } from '../../server/app'
import { hashPassword } from '../../server/auth/passwords'
import { FLOOD_ENV } from '../../__tests__/server/support/limits'
import { loadConfig } from '../../server/config'
import { createUserRepository } from '../../server/repositories/users'

export const BENCH_ACCOUNT = { email: 'bench@szkola.org', password: 'bench-password-123' }

async function start() {
  const [mode, dataDir, databaseUrl] = process.argv.slice(2)
  const app =
    mode === 'bare'
      ? Fastify()
      : await buildApp({
          // Enrolments flat out from one address: issue #17's limits raised, the login's kept.
          ...loadConfig(FLOOD_ENV),
          dataDir: dataDir!,
          databaseUrl: databaseUrl || undefined,
          logLevel: 'silent',
          smtpUrl: undefined,
        })
  if (mode === 'bare') {
    app.get('/bare', async () => ({ ok: true }))
    app.patch('/bare', async (request) => (request.body as unknown[]).length)
  } else {
    await createUserRepository(app.db).add({
      email: BENCH_ACCOUNT.email,
      name: 'Bench',
      role: 'admin',
      passwordHash: await hashPassword(BENCH_ACCOUNT.password),
    })
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0))
  })
  console.log(`READY ${url}`)
}

if (require.main === module) {
  start().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
