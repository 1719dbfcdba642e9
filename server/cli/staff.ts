import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { hashPassword } from '../auth/passwords'
import { loadConfig } from '../config'
import { loadSchoolNames } from '../content/school'
import { normalizeClasses } from '../../src/domain/staffAccounts'
import { DataDirLockedError, lockDataDir } from '../dataDirLock'
import { openDatabase } from '../db/client'
import { createUserRepository } from '../repositories/users'
import { schoolDay } from '../time'
import { parseCommand, UsageError, UserError, type StaffCommand } from './arguments'
import { ACTIVE, DISABLED, messages, NO_ACCOUNTS, roleWithClasses, USAGE } from './messages'

export interface StaffCliIo {
  /** Standard input, read only for `add --password-stdin`. */
  stdin: string | undefined
  out: (line: string) => void
  err: (line: string) => void
  env: NodeJS.ProcessEnv
}

type Users = ReturnType<typeof createUserRepository>

/** `npm run staff -- …`: 0 done, 1 refused (one line on stderr), 2 bad usage (the usage text). */
export async function runStaffCli(args: string[], io: StaffCliIo): Promise<number> {
  try {
    const command = parseCommand(args, io.stdin)
    if (command.kind === 'help') io.out(USAGE)
    else {
      // Before the database is opened: an unknown class refuses the command at once.
      const checked = withKnownClasses(command, io.env)
      await withUsers(io.env, (users) => run(checked, users, io))
    }
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message)
      io.err(USAGE)
      return 2
    }
    io.err(error instanceof UserError ? error.message : messages.failed(innermostMessage(error)))
    return 1
  }
}

/**
 * A teacher's classes checked against the school's levels (content/school/levels.yaml under
 * CONTENT_DIR), and put in their order; an unknown one refuses the command.
 */
function withKnownClasses<C extends StaffCommand>(command: C, env: NodeJS.ProcessEnv): C {
  if (!('classes' in command) || command.classes.length === 0) return command
  const known = loadSchoolNames(loadConfig(env).contentDir).levels.map((level) => level.id)
  const unknown = command.classes.filter((id) => !known.includes(id))
  if (unknown.length > 0) throw new UserError(messages.unknownClasses(unknown, known))
  return { ...command, classes: normalizeClasses(command.classes, known) }
}

async function run(command: Exclude<StaffCommand, { kind: 'help' }>, users: Users, io: StaffCliIo) {
  switch (command.kind) {
    case 'add':
      return add(command, users, io)
    case 'list':
      return list(users, io)
    case 'role':
      if (command.staffAlias) io.out(messages.staffMeansEditor)
      if (!(await users.setRole(command.email, command.role, command.classes))) {
        throw new UserError(messages.unknownAccount(command.email))
      }
      return io.out(messages.roleChanged(command.email, command.role, command.classes))
    case 'disable':
      if (!(await users.disable(command.email))) {
        throw new UserError(messages.unknownAccount(command.email))
      }
      return io.out(messages.disabled(command.email))
  }
}

async function add(command: StaffCommand & { kind: 'add' }, users: Users, io: StaffCliIo) {
  const { email, name, role, classes } = command
  if (command.staffAlias) io.out(messages.staffMeansEditor)
  if (await users.byEmail(email)) throw new UserError(messages.duplicate(email))
  // 15 random bytes are exactly 20 base64url characters (120 bits).
  const password = command.password ?? randomBytes(15).toString('base64url')
  try {
    await users.add({ email, name, role, classes, passwordHash: await hashPassword(password) })
  } catch (error) {
    // Added by someone else (the server's PostgreSQL is shared) since we looked.
    if (hasCode(error, '23505')) throw new UserError(messages.duplicate(email))
    throw error
  }
  io.out(messages.added(email, name, role, classes))
  if (command.password === undefined) {
    io.out(messages.generatedPassword(password))
    io.out(messages.handOver)
  }
}

async function list(users: Users, io: StaffCliIo) {
  const rows = (await users.list()).map((user) => [
    user.email,
    user.name,
    roleWithClasses(user.role, user.classes),
    user.disabled ? DISABLED : ACTIVE,
    schoolDay(user.createdAt),
  ])
  if (rows.length === 0) return io.out(NO_ACCOUNTS)
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const row of rows)
    io.out(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
}

/**
 * The embedded database takes the server's DATA_DIR lock: PGlite cannot be opened by two
 * processes, so the tool refuses while the server runs (server/plugins/database.ts does the same).
 */
async function withUsers(env: NodeJS.ProcessEnv, work: (users: Users) => Promise<void>) {
  const config = loadConfig(env)
  const lock = config.databaseUrl ? undefined : lockOrExplain(config.dataDir)
  try {
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
    })
    try {
      await work(createUserRepository(opened.db))
    } finally {
      await opened.close()
    }
  } finally {
    lock?.release()
  }
}

function lockOrExplain(dataDir: string) {
  try {
    return lockDataDir(dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new UserError(messages.serverRunning(error.dir, error.pid))
    }
    throw error
  }
}

const causes = (error: unknown): unknown[] =>
  error instanceof Error && error.cause !== undefined ? [error, ...causes(error.cause)] : [error]

const hasCode = (error: unknown, code: string) =>
  causes(error).some((cause) => (cause as { code?: unknown } | null)?.code === code)

// Drizzle's own message quotes the query's parameters, a password hash among them: never shown.
function innermostMessage(error: unknown): string {
  const innermost = causes(error).at(-1) as { message?: unknown; code?: unknown } | null
  // A failed connection can be an AggregateError without a message, but with a code.
  return String(innermost?.message || innermost?.code || innermost)
}
