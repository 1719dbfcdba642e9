import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { MIN_PASSWORD_LENGTH, verifyPassword } from '../../server/auth/passwords'
import { messages, USAGE } from '../../server/cli/messages'
import { lockDataDir } from '../../server/dataDirLock'
import { schoolDay } from '../../server/time'
import { setUpStaffCli } from './support/staffCli'
import { onPostgres } from './support/testDatabase'

const { dataDir, env, staff, storedUser } = setUpStaffCli('szkola-cli-')

describe('npm run staff -- add', () => {
  it('creates a staff account with a generated password, printed once, that logs in', async () => {
    const { code, out, err } = await staff(['add', 'Jan@Szkola.org', 'Jan', 'Kowalski'])
    expect([code, err]).toEqual([0, []])
    const prefix = messages.generatedPassword('')
    const password = out.find((line) => line.startsWith(prefix))!.slice(prefix.length)
    expect(password).toMatch(/^[\w-]{20}$/)
    expect(out.join('\n').split(password)).toHaveLength(2)
    const user = await storedUser('jan@szkola.org')
    expect(user).toMatchObject({ name: 'Jan Kowalski', role: 'editor', disabled: false })
    await expect(verifyPassword(user!.passwordHash, password)).resolves.toBe(true)
  })

  it('takes a 12-character admin password from the first line of stdin, never printed', async () => {
    const password = 'dwanaście-12'
    expect([...password]).toHaveLength(MIN_PASSWORD_LENGTH)
    const args = ['add', 'ewa@szkola.org', 'Ewa Nowak', '--admin', '--password-stdin']
    const added = messages.added('ewa@szkola.org', 'Ewa Nowak', 'admin')
    const result = await staff(args, `${password}\ndrugi wiersz\n`)
    expect(result).toEqual({ code: 0, out: [added], err: [] })
    const user = await storedUser('ewa@szkola.org')
    expect(user!.role).toBe('admin')
    await expect(verifyPassword(user!.passwordHash, password)).resolves.toBe(true)
  })

  it('refuses a password from stdin one character too short, and adds nothing', async () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1)
    const result = await staff(['add', 'krotkie@szkola.org', 'K', '--password-stdin'], short)
    expect(result).toEqual({ code: 1, out: [], err: [messages.shortPassword] })
    await expect(storedUser('krotkie@szkola.org')).resolves.toBeUndefined()
  })

  it('refuses an e-mail that already has an account, in any case, and changes nothing', async () => {
    await staff(['add', 'ola@szkola.org', 'Ola'])
    const before = await storedUser('ola@szkola.org')
    const result = await staff(['add', 'OLA@szkola.org', 'Inna Ola', '--admin'])
    expect(result).toEqual({ code: 1, out: [], err: [messages.duplicate('ola@szkola.org')] })
    await expect(storedUser('ola@szkola.org')).resolves.toEqual(before)
  })
})

describe('npm run staff -- list and disable', () => {
  it('lists each account on a line: e-mail, name, role, state and day, but no hash', async () => {
    await staff(['add', 'lista@szkola.org', 'Lista Kont', '--admin'])
    await staff(['add', 'byla@szkola.org', 'Była  Pracownica'])
    await staff(['disable', 'byla@szkola.org'])
    const { code, out } = await staff(['list'])
    expect(code).toBe(0)
    const [rows, day] = [out.map((line) => line.split(/ {2,}/).join(' | ')), schoolDay()]
    expect(rows).toContain(`lista@szkola.org | Lista Kont | administrator | aktywne | ${day}`)
    expect(rows).toContain(`byla@szkola.org | Była Pracownica | redaktor | wyłączone | ${day}`)
    expect(out.join('\n')).not.toMatch(/argon2/)
  })

  it('disables an account and revokes its tokens, and fails for an unknown e-mail', async () => {
    await staff(['add', 'odchodzi@szkola.org', 'Odchodzi'])
    const before = await storedUser('odchodzi@szkola.org')
    const result = await staff(['disable', 'Odchodzi@szkola.org'])
    expect(result).toEqual({ code: 0, out: [messages.disabled('odchodzi@szkola.org')], err: [] })
    const after = await storedUser('odchodzi@szkola.org')
    expect(after).toMatchObject({ disabled: true, tokenVersion: before!.tokenVersion + 1 })
    const unknown = await staff(['disable', 'nikt@szkola.org'])
    expect(unknown).toEqual({ code: 1, out: [], err: [messages.unknownAccount('nikt@szkola.org')] })
  })
})

describe('npm run staff -- usage', () => {
  it.each([[[]], [['help']]])('prints the usage text with exit code 0 for %j', async (args) => {
    await expect(staff(args)).resolves.toEqual({ code: 0, out: USAGE.split('\n'), err: [] })
  })

  it.each([
    [['usun', 'jan@szkola.org']],
    [['add', 'bez-imienia@szkola.org']],
    [['add', 'x@szkola.org', 'X', '--haslo']],
    [['list', 'nadmiar']],
    [['disable']],
  ])('answers %j with exit code 2 and the usage text on stderr', async (args) => {
    const { code, out, err } = await staff(args)
    expect([code, out]).toEqual([2, []])
    expect(err.join('\n')).toContain(USAGE)
  })
})

describe('npm run staff -- the server’s DATA_DIR lock', () => {
  const onPglite = onPostgres() ? it.skip : it
  onPglite('refuses with “stop the server” while it is held, and leaves none itself', async () => {
    const server = lockDataDir(dataDir())
    const refused = await staff(['list']).finally(() => server.release())
    expect([refused.code, refused.err]).toEqual([
      1,
      [messages.serverRunning(dataDir(), process.pid)],
    ])
    expect(refused.err[0]).toContain('Najpierw zatrzymaj serwer')
    expect((await staff(['list'])).code).toBe(0)
    expect(() => lockDataDir(dataDir()).release()).not.toThrow()
  })

  const onPostgreSql = onPostgres() ? it : it.skip
  onPostgreSql('is not needed on PostgreSQL: the tool works while a server runs', async () => {
    const server = lockDataDir(dataDir())
    const result = await staff(['list']).finally(() => server.release())
    expect(result.code).toBe(0)
  })
})

it('runs as a real process: `tsx server/cli.ts` reads stdin and lists the accounts', () => {
  const repoRoot = path.resolve(__dirname, '../..')
  const run = (args: string[], input = '') =>
    spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['server/cli.ts', ...args], {
      cwd: repoRoot,
      input,
      encoding: 'utf8',
      // DATABASE_URL undefined: the child gets none, even if this shell has one.
      env: { ...process.env, ...env() },
    })
  const added = run(['add', 'proces@szkola.org', 'Proces', '--password-stdin'], 'hasło-procesu\n')
  expect([added.status, added.stderr]).toEqual([0, ''])
  const listed = run(['list'])
  expect([listed.status, listed.stderr]).toEqual([0, ''])
  expect(listed.stdout).toMatch(/^proces@szkola\.org +Proces +redaktor +aktywne +[\d-]{10}$/m)
})
