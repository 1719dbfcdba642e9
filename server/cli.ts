// The staff-account tool: `npm run staff -- help` (server/cli/staff.ts).
import { createInterface } from 'node:readline'
import { messages } from './cli/messages'
import { runStaffCli } from './cli/staff'
import { setPrivateUmask } from './privateFiles'

/** Only the first line is needed: a password typed at a terminal ends with Enter, not Ctrl+D. */
async function readFirstLine(): Promise<string | undefined> {
  const lines = createInterface({ input: process.stdin, terminal: false })
  try {
    for await (const line of lines) return line
    return undefined
  } finally {
    lines.close()
  }
}

// No top-level await: tsx runs this file as CommonJS (package.json has no "type": "module").
async function main(): Promise<number> {
  setPrivateUmask()
  const args = process.argv.slice(2)
  const stdin = args.includes('--password-stdin') ? await readFirstLine() : undefined
  return runStaffCli(args, {
    stdin,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
  })
}

main().then(
  (code) => process.exit(code),
  // runStaffCli answers its own errors; this is standard input failing.
  (error: unknown) => {
    process.stderr.write(
      `${messages.failed(error instanceof Error ? error.message : String(error))}\n`,
    )
    process.exit(1)
  },
)
