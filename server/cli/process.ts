import { setPrivateUmask } from '../privateFiles'

/** What a command-line tool of the server writes to and reads its settings from. */
export interface CliIo {
  out: (line: string) => void
  err: (line: string) => void
  env: NodeJS.ProcessEnv
}

/**
 * Runs a command-line tool as this process: every file it writes is private (backups and the
 * outbox hold families' data, issue #17), its lines go to stdout and stderr, and its answer is
 * the exit code. No top-level await: tsx runs the entry files as CommonJS (package.json has no
 * "type": "module").
 */
export function runAsProcess(run: (args: string[], io: CliIo) => Promise<number>): void {
  setPrivateUmask()
  void run(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
  }).then((code) => process.exit(code))
}
