import {
  ACCOUNT_MESSAGES,
  accountChangeErrors,
  newAccountErrors,
  normalizeClasses,
} from '../../src/domain/staffAccounts'

const account = {
  email: 'nauczyciel@szkola.org',
  name: 'Jan Nauczyciel',
  role: 'editor',
  password: 'dwanaście-zn',
}

describe('a staff account’s rules', () => {
  it('takes an e-mail, a name, a role and a password of at least 12 characters', () => {
    expect(newAccountErrors(account)).toEqual({ formErrors: [], inputErrors: {} })
    expect(newAccountErrors({ ...account, role: 'admin' }).inputErrors).toEqual({})
  })

  it('names each field that is wrong', () => {
    expect(
      newAccountErrors({ email: 'jan@', name: '  ', role: 'staff', password: 'jedenaście!' })
        .inputErrors,
    ).toEqual({
      email: [ACCOUNT_MESSAGES.emailInvalid],
      name: [ACCOUNT_MESSAGES.nameRequired],
      role: [ACCOUNT_MESSAGES.roleInvalid],
      password: [ACCOUNT_MESSAGES.passwordShort],
    })
  })

  it('counts a password’s characters, not its bytes', () => {
    expect(accountChangeErrors({ password: 'żółćżółćżół' }).inputErrors).toEqual({
      password: [ACCOUNT_MESSAGES.passwordShort],
    })
    expect(accountChangeErrors({ password: 'żółćżółćżółć' }).inputErrors).toEqual({})
  })

  it('checks only the fields a change has', () => {
    expect(accountChangeErrors({ disabled: true }).inputErrors).toEqual({})
    expect(accountChangeErrors({ role: 'editor' }).inputErrors).toEqual({})
  })
})

describe('a teacher’s classes (issue #30)', () => {
  const KNOWN = ['zerowka', 'klasa-1', 'klasa-3', 'klasa-4']
  const teacher = { ...account, role: 'teacher' }

  it('takes a teacher with at least one class the school has', () => {
    expect(newAccountErrors({ ...teacher, classes: ['klasa-3'] }, KNOWN).inputErrors).toEqual({})
    expect(newAccountErrors(teacher, KNOWN).inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classesRequired],
    })
    expect(
      newAccountErrors({ ...teacher, classes: ['klasa-3', 'klasa-9'] }, KNOWN).inputErrors,
    ).toEqual({ classes: ['Szkoła nie ma klasy „klasa-9”.'] })
  })

  it('gives classes to no other role', () => {
    expect(newAccountErrors({ ...account, classes: ['klasa-3'] }, KNOWN).inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classesOnlyForTeachers],
    })
    expect(newAccountErrors({ ...account, classes: [] }, KNOWN).inputErrors).toEqual({})
  })

  it('checks a change against the account as it will be', () => {
    const current = { role: 'teacher', classes: ['klasa-1'] }
    expect(accountChangeErrors({ role: 'teacher' }, KNOWN, current).inputErrors).toEqual({})
    expect(accountChangeErrors({ classes: [] }, KNOWN, current).inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classesRequired],
    })
    const editor = { role: 'editor', classes: [] }
    expect(accountChangeErrors({ role: 'teacher' }, KNOWN, editor).inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classesRequired],
    })
    expect(accountChangeErrors({ classes: ['klasa-3'] }, KNOWN, editor).inputErrors).toEqual({
      classes: [ACCOUNT_MESSAGES.classesOnlyForTeachers],
    })
  })

  it('stores each class once, in the school’s order', () => {
    expect(normalizeClasses(['klasa-4', ' klasa-1', 'klasa-4'], KNOWN)).toEqual([
      'klasa-1',
      'klasa-4',
    ])
  })
})
