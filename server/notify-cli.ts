// `npm run notify -- digest [--date=YYYY-MM-DD]` (server/subscriptions/digest/cli.ts, issue #34).
// The outbox's .eml files it may write hold parents' addresses: written private.
import { runAsProcess } from './cli/process'
import { runNotifyCli } from './subscriptions/digest/cli'

runAsProcess(runNotifyCli)
