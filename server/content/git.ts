import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'

const run = promisify(execFile)
const TIMEOUT_MS = 30_000

export interface Author {
  name: string
  email: string
}

// No shell and no prompt: arguments go to git as they are, and git never waits for a terminal.
const git = (cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  run('git', ['-C', cwd, ...args], {
    timeout: TIMEOUT_MS,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env },
  })

/** A name or address as git's ident wants it: no angle brackets or line breaks. */
const ident = (text: string) => text.replace(/[<>\r\n]/g, '').trim()

/**
 * When content/ is inside a git work tree, each save is committed: the changed files only, by the
 * staff member who saved. A commit that fails is logged; the save stands (issue #7).
 */
export function createGitCommitter(contentDir: string, log: FastifyBaseLogger) {
  return async (files: string[], message: string, author: Author): Promise<void> => {
    try {
      const inside = await git(contentDir, ['rev-parse', '--is-inside-work-tree']).then(
        ({ stdout }) => stdout.trim() === 'true',
        () => false,
      )
      if (!inside) return
      const who = { name: ident(author.name) || 'Gazda', email: ident(author.email) }
      // The server's own git identity commits, if it has one; otherwise the staff member does.
      const committer = await git(contentDir, ['config', 'user.email']).then(
        () => ({}),
        () => ({ GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email }),
      )
      await git(contentDir, ['add', '--', ...files])
      await git(
        contentDir,
        ['commit', '--quiet', '-m', message, `--author=${who.name} <${who.email}>`, '--', ...files],
        committer,
      )
    } catch (error) {
      log.warn({ err: error, files }, 'content saved, but the git commit failed')
    }
  }
}
