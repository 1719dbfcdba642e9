import path from 'node:path'
import { messages, USAGE } from '../../server/cli/messages'
import { loadSchoolNames } from '../../server/content/school'
import { setUpStaffCli } from './support/staffCli'

// Issue #30: `npm run staff -- add EMAIL "NAME" --teacher klasa-3,klasa-4`, checked against
// content/school/levels.yaml (the repository's, CONTENT_DIR unset).
const { staff, storedUser } = setUpStaffCli('szkola-cli-teacher-')
/** The levels' ids of the repository's content/school/levels.yaml, in its order. */
const known = () =>
  loadSchoolNames(path.resolve(__dirname, '../../content')).levels.map((level) => level.id)

describe('teachers in npm run staff (issue #30)', () => {
  it('adds a teacher with --teacher, their classes once each and in the school’s order', async () => {
    const result = await staff([
      'add',
      'nauczycielka@szkola.org',
      'Maria Nauczycielka',
      '--teacher',
      'klasa-4, klasa-3,klasa-4',
    ])
    expect(result.code).toBe(0)
    expect(result.out[0]).toBe(
      messages.added('nauczycielka@szkola.org', 'Maria Nauczycielka', 'teacher', [
        'klasa-3',
        'klasa-4',
      ]),
    )
    expect(result.out[0]).toContain('nauczyciel: klasa-3, klasa-4')
    expect(await storedUser('nauczycielka@szkola.org')).toMatchObject({
      role: 'teacher',
      classes: ['klasa-3', 'klasa-4'],
    })
  })

  it('takes --role teacher --classes as the same', async () => {
    const result = await staff([
      'add',
      'drugi@szkola.org',
      'Drugi',
      '--role',
      'teacher',
      '--classes',
      'liceum-1',
    ])
    expect(result.code).toBe(0)
    expect(await storedUser('drugi@szkola.org')).toMatchObject({
      role: 'teacher',
      classes: ['liceum-1'],
    })
  })

  it('refuses a class the school does not have, naming it and the known ones, and adds nothing', async () => {
    const result = await staff(['add', 'zly@szkola.org', 'Zły', '--teacher', 'klasa-3,klasa-99'])
    expect(result).toEqual({
      code: 1,
      out: [],
      err: [messages.unknownClasses(['klasa-99'], known())],
    })
    expect(result.err[0]).toMatch(
      /^Szkoła nie ma klasy: klasa-99\. Klasy z .*levels\.yaml: zerowka/,
    )
    await expect(storedUser('zly@szkola.org')).resolves.toBeUndefined()
  })

  it('refuses a teacher without classes', async () => {
    const result = await staff(['add', 'pusty@szkola.org', 'Pusty', '--role', 'teacher'])
    expect(result).toEqual({ code: 1, out: [], err: [messages.noClasses] })
    const empty = await staff(['add', 'pusty@szkola.org', 'Pusty', '--teacher', ' , '])
    expect(empty.err).toEqual([messages.noClasses])
    await expect(storedUser('pusty@szkola.org')).resolves.toBeUndefined()
  })

  it('changes a role to teacher with --classes, and back to editor without them', async () => {
    await staff(['add', 'zmiana@szkola.org', 'Zmiana'])
    const before = await storedUser('zmiana@szkola.org')
    const result = await staff(['role', 'zmiana@szkola.org', 'teacher', '--classes', 'zerowka'])
    expect(result).toEqual({
      code: 0,
      out: [messages.roleChanged('zmiana@szkola.org', 'teacher', ['zerowka'])],
      err: [],
    })
    expect(await storedUser('zmiana@szkola.org')).toMatchObject({
      role: 'teacher',
      classes: ['zerowka'],
      tokenVersion: before!.tokenVersion + 1,
    })
    const unknown = await staff(['role', 'zmiana@szkola.org', 'teacher', '--classes', 'klasa-0'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toEqual([messages.unknownClasses(['klasa-0'], known())])
    expect((await staff(['role', 'zmiana@szkola.org', 'editor'])).code).toBe(0)
    expect(await storedUser('zmiana@szkola.org')).toMatchObject({ role: 'editor', classes: [] })
  })

  it('lists a teacher with their classes', async () => {
    const { out } = await staff(['list'])
    const rows = out.map((line) => line.split(/ {2,}/).join(' | '))
    expect(rows.find((row) => row.startsWith('nauczycielka@szkola.org'))).toContain(
      'Maria Nauczycielka | nauczyciel: klasa-3, klasa-4 | aktywne',
    )
    expect(rows.find((row) => row.startsWith('zmiana@szkola.org'))).toContain('| redaktor |')
  })

  it.each([
    [['add', 'x@szkola.org', 'X', '--teacher', 'klasa-3', '--admin']],
    [['add', 'x@szkola.org', 'X', '--teacher', 'klasa-3', '--role', 'editor']],
    [['add', 'x@szkola.org', 'X', '--classes', 'klasa-3']],
    [['add', 'x@szkola.org', 'X', '--teacher']],
    [['role', 'x@szkola.org', 'editor', '--classes', 'klasa-3']],
    [['role', 'x@szkola.org', 'teacher', 'klasa-3']],
  ])('answers %j with exit code 2 and the usage text', async (args) => {
    const { code, err } = await staff(args)
    expect(code).toBe(2)
    expect(err.join('\n')).toContain(USAGE)
  })

  it('says in the usage text how to add a teacher', () => {
    expect(USAGE).toContain('--teacher klasa-3,klasa-4')
    expect(USAGE).toContain('role <e-mail> <editor|admin|teacher> [--classes <klasy>]')
  })
})
