// The rules of a staff account, as both the accounts view and /api/gazda/staff check them.
import { addFormError, emptyFormErrors } from './formErrors'
import type { FormErrors } from './formErrors'
import { CHANGES_REFUSED_MESSAGE } from './formErrorPayload'

export const STAFF_ROLES = ['editor', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const PASSWORD_MIN_LENGTH = 12

export const ACCOUNT_MESSAGES = {
  emailInvalid: 'Podaj poprawny adres e-mail.',
  nameRequired: 'Imię i nazwisko (lub nazwa konta) jest wymagane.',
  roleInvalid: 'Wybierz rolę: redaktor albo administrator.',
  passwordShort: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`,
  emailTaken: 'Konto z tym adresem e-mail już istnieje.',
  notYourself: 'Nie możesz odebrać sobie uprawnień administratora ani zablokować własnego konta.',
  invalid: CHANGES_REFUSED_MESSAGE,
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface NewAccount {
  email: string
  name: string
  role: string
  password: string
}

export interface AccountChanges {
  name?: string
  role?: string
  disabled?: boolean
  password?: string
}

/** Field errors of a change to an account (only the fields it has). */
export function accountChangeErrors(changes: AccountChanges): FormErrors {
  const errors = emptyFormErrors()
  if (changes.name !== undefined && changes.name.trim() === '') {
    addFormError(errors, 'name', ACCOUNT_MESSAGES.nameRequired)
  }
  if (changes.role !== undefined && !(STAFF_ROLES as readonly string[]).includes(changes.role)) {
    addFormError(errors, 'role', ACCOUNT_MESSAGES.roleInvalid)
  }
  if (changes.password !== undefined && [...changes.password].length < PASSWORD_MIN_LENGTH) {
    addFormError(errors, 'password', ACCOUNT_MESSAGES.passwordShort)
  }
  return errors
}

/** Field errors of a new account. */
export function newAccountErrors(account: NewAccount): FormErrors {
  const errors = accountChangeErrors(account)
  if (!EMAIL.test(account.email.trim()))
    addFormError(errors, 'email', ACCOUNT_MESSAGES.emailInvalid)
  return errors
}
