// `npm run backup` and `npm run restore -- FILE` (server/backup/commands.ts).
import { runBackupCli } from './backup/commands'
import { setPrivateUmask } from './privateFiles'

// Backups hold every family's data and the staff's password hashes (issue #17).
setPrivateUmask()

// No top-level await: tsx runs this file as CommonJS (package.json has no "type": "module").
runBackupCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
}).then((code) => process.exit(code))
