import {
  ACCOUNT_MESSAGES,
  accountChangeErrors,
  newAccountErrors,
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
