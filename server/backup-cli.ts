// `npm run backup` and `npm run restore -- FILE` (server/backup/commands.ts). Backups hold every
// family's data and the staff's password hashes (issue #17): written private.
import { runBackupCli } from './backup/commands'
import { runAsProcess } from './cli/process'

runAsProcess(runBackupCli)
