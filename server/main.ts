import { buildApp } from './app'
import { answerBackupRequests } from './backup/onSignal'
import { loadConfig } from './config'
import { DataDirLockedError } from './dataDirLock'
import { DataDirNotPrivateError, setPrivateUmask } from './privateFiles'

// No top-level await: tsx runs this file as CommonJS (package.json has no "type": "module").
async function main(): Promise<void> {
  setPrivateUmask()
  const config = loadConfig()
  const app = await buildApp(config)
  // `npm run backup` while the server runs on the embedded database (docs/operations.md, "Data durability and backups"),
  // and `npm run notify -- digest` the same way (issue #34).
  await answerBackupRequests(app, config, { digest: ({ day }) => app.digest.send(day) })

  let closing = false
  const shutDown = (signal: NodeJS.Signals) => {
    // Ctrl+C reaches us twice under `npm start` (from the terminal and forwarded by scripts/start.mjs).
    if (closing) return
    closing = true
    app.log.info(`${signal} received, closing the server`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'could not close cleanly')
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutDown)
  process.on('SIGTERM', shutDown)

  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  app.log.info(`Site and API at http://localhost:${port}`)
}

main().catch((error: unknown) => {
  // A known cause (a DATA_DIR in use, a bad setting) is said in one line; anything else in full.
  if (
    error instanceof DataDirLockedError ||
    error instanceof DataDirNotPrivateError ||
    (error instanceof Error && /^[A-Z_]+ must /.test(error.message))
  ) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
