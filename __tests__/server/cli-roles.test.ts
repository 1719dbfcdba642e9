import { messages, USAGE } from '../../server/cli/messages'
import { setUpStaffCli } from './support/staffCli'

const { staff, storedUser } = setUpStaffCli('szkola-cli-roles-')

describe('roles in npm run staff (issue #7)', () => {
  it('makes an editor by default, and with --role editor or --role admin', async () => {
    await staff(['add', 'domyslna@szkola.org', 'Domyślna'])
    await staff(['add', 'redaktor@szkola.org', 'Redaktor', '--role', 'editor'])
    const admin = await staff(['add', 'admin@szkola.org', 'Admin', '--role', 'admin'])
    expect(admin.out[0]).toBe(messages.added('admin@szkola.org', 'Admin', 'admin'))
    expect((await storedUser('domyslna@szkola.org'))!.role).toBe('editor')
    expect((await storedUser('redaktor@szkola.org'))!.role).toBe('editor')
    expect((await storedUser('admin@szkola.org'))!.role).toBe('admin')
  })

  it('takes the old role "staff" as editor, and says so', async () => {
    const result = await staff(['add', 'stara@szkola.org', 'Stara Rola', '--role', 'staff'])
    expect(result.code).toBe(0)
    expect(result.out.slice(0, 2)).toEqual([
      messages.staffMeansEditor,
      messages.added('stara@szkola.org', 'Stara Rola', 'editor'),
    ])
    expect((await storedUser('stara@szkola.org'))!.role).toBe('editor')
  })

  it('changes an account’s role with `role`, signing it out everywhere', async () => {
    await staff(['add', 'awans@szkola.org', 'Awans'])
    const before = await storedUser('awans@szkola.org')
    const result = await staff(['role', 'Awans@szkola.org', 'admin'])
    expect(result).toEqual({
      code: 0,
      out: [messages.roleChanged('awans@szkola.org', 'admin')],
      err: [],
    })
    expect(await storedUser('awans@szkola.org')).toMatchObject({
      role: 'admin',
      tokenVersion: before!.tokenVersion + 1,
    })
    const back = await staff(['role', 'awans@szkola.org', 'staff'])
    expect(back.out).toEqual([
      messages.staffMeansEditor,
      messages.roleChanged('awans@szkola.org', 'editor'),
    ])
    const unknown = await staff(['role', 'nikt@szkola.org', 'admin'])
    expect(unknown).toEqual({ code: 1, out: [], err: [messages.unknownAccount('nikt@szkola.org')] })
  })

  it.each([
    [['add', 'x@szkola.org', 'X', '--role', 'dyrektor']],
    [['add', 'x@szkola.org', 'X', '--admin', '--role', 'editor']],
    [['role', 'x@szkola.org']],
    [['role', 'x@szkola.org', 'wszystko']],
  ])('answers %j with exit code 2 and the usage text', async (args) => {
    const { code, err } = await staff(args)
    expect(code).toBe(2)
    expect(err.join('\n')).toContain(USAGE)
  })
})
