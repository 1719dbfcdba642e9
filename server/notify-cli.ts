// `npm run notify -- digest [--date=YYYY-MM-DD]` (server/subscriptions/digest/cli.ts, issue #34).
import { setPrivateUmask } from './privateFiles'
import { runNotifyCli } from './subscriptions/digest/cli'

// The outbox's .eml files hold parents' addresses.
setPrivateUmask()

// No top-level await: tsx runs this file as CommonJS (package.json has no "type": "module").
runNotifyCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
}).then((code) => process.exit(code))
