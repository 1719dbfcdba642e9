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
  /** `password` is absent when the tool is to generate one; `classes`, a teacher's, are levels' ids. */
  | {
      kind: 'add'
      email: string
      name: string
      role: Role
      classes: string[]
      password?: string
      staffAlias?: true
    }
  | { kind: 'role'; email: string; role: Role; classes: string[]; staffAlias?: true }

/** Bad usage: answered with the usage text and exit code 2. */
export class UsageError extends Error {}
/** A refused request (a bad address, a short password, an existing account): exit code 1. */
export class UserError extends Error {}

const ADD_OPTIONS = {
  admin: { type: 'boolean' },
  role: { type: 'string' },
  /** `--teacher klasa-3,klasa-4`: a teacher of these classes (issue #30). */
  teacher: { type: 'string' },
  /** `--role teacher --classes klasa-3,klasa-4`, the same said otherwise. */
  classes: { type: 'string' },
  'password-stdin': { type: 'boolean' },
} as const satisfies ParseArgsConfig['options']

const ROLE_OPTIONS = { classes: { type: 'string' } } as const satisfies ParseArgsConfig['options']

/** `klasa-3,klasa-4` (blanks allowed): each class once; whether the school has them is checked later. */
const classList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
]

/**
 * A teacher's classes, from `--classes` or `--teacher`: at least one (UserError); none may be
 * given for another role (UsageError).
 */
function classesFor(command: string, role: Role, given: string | undefined): string[] {
  if (role !== 'teacher') {
    if (given !== undefined) throw new UsageError(messages.badArguments(command))
    return []
  }
  const classes = classList(given ?? '')
  if (classes.length === 0) throw new UserError(messages.noClasses)
  return classes
}

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
      const { values, positionals: words } = parse(command, rest, ROLE_OPTIONS)
      if (words.length !== 2) throw new UsageError(messages.badArguments(command))
      const [email = '', word = ''] = words
      const role = roleFrom(command, word)
      const classes = classesFor(command, role.role, values.classes)
      return { kind: 'role', email: normalizeEmail(email), ...role, classes }
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
  // --teacher names the role itself: with --admin, another --role or --classes it is a mistake.
  const teacher = values.teacher !== undefined
  if (
    teacher &&
    (values.admin || values.classes !== undefined || (values.role ?? 'teacher') !== 'teacher')
  ) {
    throw new UsageError(messages.badArguments('add'))
  }
  const role = values.admin
    ? { role: 'admin' as const }
    : roleFrom('add', teacher ? 'teacher' : (values.role ?? 'editor'))
  const classes = classesFor('add', role.role, values.teacher ?? values.classes)
  if (!EMAIL_PATTERN.test(email.trim())) throw new UserError(messages.badEmail(email))
  return {
    kind: 'add',
    email: normalizeEmail(email),
    name,
    ...role,
    classes,
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
