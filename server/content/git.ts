import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyBaseLogger } from 'fastify'
import { createLock } from './files'

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

/** One git command sequence at a time per content folder: two would fight over index.lock. */
const locks = new Map<string, ReturnType<typeof createLock>>()
const inTurn = <T>(contentDir: string, task: () => Promise<T>): Promise<T> => {
  const key = path.resolve(contentDir)
  if (!locks.has(key)) locks.set(key, createLock())
  return locks.get(key)!(task)
}

const isWorkTree = (contentDir: string) =>
  git(contentDir, ['rev-parse', '--is-inside-work-tree']).then(
    ({ stdout }) => stdout.trim() === 'true',
    () => false,
  )

/** A name or address as git's ident wants it: no angle brackets or line breaks. */
const ident = (text: string) => text.replace(/[<>\r\n]/g, '').trim()

/** A git command another process is running holds index.lock: a save waits a moment for it. */
const LOCK_RETRIES = [250, 750, 1500]
const heldLock = (error: unknown) => /index\.lock/.test(String((error as Error)?.message ?? ''))

/** A commit that could not be made: the save it belongs to is undone (issue #32). */
export class CommitFailedError extends Error {}

/**
 * When content/ is inside a git work tree, each save is committed: the changed files only, by the
 * staff member who saved. Issue #32: a commit that fails (after waiting out another git command's
 * lock) throws CommitFailedError, and the save is undone: no change without its commit.
 */
export function createGitCommitter(contentDir: string, log: FastifyBaseLogger) {
  const once = (files: string[], message: string, author: Author): Promise<void> =>
    inTurn(contentDir, async () => {
      if (!(await isWorkTree(contentDir))) return
      const who = { name: ident(author.name) || 'Gazda', email: ident(author.email) }
      // The server's own git identity commits, if it has one; otherwise the staff member does.
      const committer = await git(contentDir, ['config', 'user.email']).then(
        () => ({}),
        () => ({ GIT_COMMITTER_NAME: who.name, GIT_COMMITTER_EMAIL: who.email }),
      )
      await git(contentDir, ['add', '--', ...files])
      // Nothing of these files changed since the last commit: there is nothing to commit.
      const same = await git(contentDir, ['diff', '--cached', '--quiet', '--', ...files]).then(
        () => true,
        () => false,
      )
      if (same) return
      await git(
        contentDir,
        ['commit', '--quiet', '-m', message, `--author=${who.name} <${who.email}>`, '--', ...files],
        committer,
      )
    })
  return async (files: string[], message: string, author: Author): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once(files, message, author)
      } catch (error) {
        if (heldLock(error) && attempt < LOCK_RETRIES.length) {
          await new Promise((resolve) => setTimeout(resolve, LOCK_RETRIES[attempt]))
          continue
        }
        log.error({ err: error, files }, 'the git commit failed: the save is undone')
        throw new CommitFailedError('git commit failed')
      }
    }
  }
}

/**
 * Takes files out of git's index again after a failed commit had added them (a save undone):
 * the index as the last commit holds it for them. Fails quietly where .git cannot be written.
 */
export function createUnstager(contentDir: string) {
  return (files: string[]): Promise<void> =>
    inTurn(contentDir, async () => {
      if (!(await isWorkTree(contentDir))) return
      await git(contentDir, ['reset', '--quiet', '--', ...files]).catch(() => undefined)
    })
}

/**
 * The files as the last commit holds them, for undoing a save whose commit failed: read-only git
 * commands, which work even when .git cannot be written. Answers null outside a work tree.
 */
export function createCommittedReader(contentDir: string) {
  return (file: string): Promise<Buffer | null | undefined> =>
    inTurn(contentDir, async () => {
      if (!(await isWorkTree(contentDir))) return undefined
      const shown = await run('git', ['-C', contentDir, 'show', `HEAD:./${file}`], {
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
        timeout: TIMEOUT_MS,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      }).then(
        ({ stdout }) => stdout,
        () => null,
      )
      return shown
    })
}

/**
 * Everything under content/ and nothing else: the staff area's temporary files (written and renamed
 * within one save, server/content/files.ts) left out. Relative to the content folder.
 */
const CONTENT_ONLY = ['--', '.', ':(exclude,glob)**/.*.tmp']
/** Who commits changes no staff member made, where the repository names no one. */
const NO_ONE = { name: 'Gazda (serwer szkoły)', email: 'gazda@localhost' }

/**
 * Issue #30: files under content/ changed outside the staff area (by hand, in an editor or a
 * shell) and not committed yet are committed before the publish that takes them, in a commit of
 * their own that says so. Only paths under content/; nothing else of the repository, whatever else
 * is changed or staged. Answers the files committed (relative to content/); a failure is logged.
 */
export function createOutsideChangesCommitter(contentDir: string, log: FastifyBaseLogger) {
  return (): Promise<string[]> =>
    inTurn(contentDir, async () => {
      try {
        if (!(await isWorkTree(contentDir))) return []
        await git(contentDir, ['add', '--all', ...CONTENT_ONLY])
        const { stdout } = await git(contentDir, [
          'diff',
          '--cached',
          '--name-status',
          '--relative',
          '--no-renames',
          ...CONTENT_ONLY,
        ])
        const changes = stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string])
        if (changes.length === 0) return []
        const named = changes.map(([status, file]) =>
          status === 'D' ? `${file} (usunięty)` : file,
        )
        const message =
          `gazda: pliki zmienione poza panelem, dołączone do publikacji (${changes.length})\n\n` +
          `Zmienione w content/ poza panelem administracyjnym i jeszcze niezapisane w git:\n` +
          named.map((name) => `- ${name}`).join('\n')
        const identity = await git(contentDir, ['config', 'user.email']).then(
          () => ({}),
          () => ({
            GIT_AUTHOR_NAME: NO_ONE.name,
            GIT_AUTHOR_EMAIL: NO_ONE.email,
            GIT_COMMITTER_NAME: NO_ONE.name,
            GIT_COMMITTER_EMAIL: NO_ONE.email,
          }),
        )
        await git(contentDir, ['commit', '--quiet', '-m', message, ...CONTENT_ONLY], identity)
        const files = changes.map(([, file]) => file)
        log.info({ files }, 'committed content changed outside the staff area')
        return files
      } catch (error) {
        log.warn({ err: error }, 'content changed outside the staff area could not be committed')
        return []
      }
    })
}
