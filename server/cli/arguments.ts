import { parseArgs, type ParseArgsConfig } from 'node:util'
import { EMAIL_PATTERN } from '../../src/domain/enrollment/constants'
import { MIN_PASSWORD_LENGTH } from '../auth/passwords'
import { ROLES } from '../db/schema'
import { normalizeEmail, type Role } from '../repositories/users'
import { messages } from './messages'

export type StaffCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | { kind: 'disable'; email: string }
  /** `password` is absent when the tool is to generate one. */
  | { kind: 'add'; email: string; name: string; role: Role; password?: string; staffAlias?: true }
  | { kind: 'role'; email: string; role: Role; staffAlias?: true }

/** Bad usage: answered with the usage text and exit code 2. */
export class UsageError extends Error {}
/** A refused request (a bad address, a short password, an existing account): exit code 1. */
export class UserError extends Error {}

const ADD_OPTIONS = {
  admin: { type: 'boolean' },
  role: { type: 'string' },
  'password-stdin': { type: 'boolean' },
} as const satisfies ParseArgsConfig['options']

/** 'staff', the one role before issue #7, is still understood: it is an editor now. */
const STAFF_ALIAS = 'staff'

function roleFrom(command: string, word: string): { role: Role; staffAlias?: true } {
  if (word === STAFF_ALIAS) return { role: 'editor', staffAlias: true }
  if ((ROLES as readonly string[]).includes(word)) return { role: word as Role }
  throw new UsageError(messages.badRole(command, word))
}

export function parseCommand(args: string[], stdin: string | undefined): StaffCommand {
  const [command = 'help', ...rest] = args
  switch (command) {
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' }
    case 'list':
      positionals(command, rest, 0, 0)
      return { kind: 'list' }
    case 'disable':
      return { kind: 'disable', email: normalizeEmail(positionals(command, rest, 1, 1).join('')) }
    case 'add':
      return parseAdd(rest, stdin)
    case 'role': {
      const [email = '', role = ''] = positionals(command, rest, 2, 2)
      return { kind: 'role', email: normalizeEmail(email), ...roleFrom(command, role) }
    }
    default:
      throw new UsageError(messages.unknownCommand(command))
  }
}

function parseAdd(rest: string[], stdin: string | undefined): StaffCommand {
  const { values, positionals: words } = parse('add', rest, ADD_OPTIONS)
  const [email = '', ...nameWords] = words
  // One line per account in `list`, whatever blanks the name was typed with.
  const name = nameWords.join(' ').replace(/\s+/g, ' ').trim()
  if (!name) throw new UsageError(messages.badArguments('add'))
  if (values.admin && values.role !== undefined && values.role !== 'admin') {
    throw new UsageError(messages.badArguments('add'))
  }
  const role = values.admin ? { role: 'admin' as const } : roleFrom('add', values.role ?? 'editor')
  if (!EMAIL_PATTERN.test(email.trim())) throw new UserError(messages.badEmail(email))
  return {
    kind: 'add',
    email: normalizeEmail(email),
    name,
    ...role,
    password: values['password-stdin'] ? passwordFrom(stdin) : undefined,
  }
}

function passwordFrom(stdin: string | undefined): string {
  const password = stdin?.split(/\r?\n/)[0] ?? ''
  if (!password) throw new UserError(messages.noPassword)
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new UserError(messages.shortPassword)
  return password
}

function positionals(command: string, args: string[], min: number, max: number): string[] {
  const words = parse(command, args, {}).positionals
  if (words.length < min || words.length > max) throw new UsageError(messages.badArguments(command))
  return words
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch {
    // node:util's own messages are in English; the office gets ours and the usage text.
    throw new UsageError(messages.badArguments(command))
  }
}
