// The rules of a staff account, as both the accounts view and /api/gazda/staff check them.
import { addFormError, emptyFormErrors } from './formErrors'
import type { FormErrors } from './formErrors'
import { CHANGES_REFUSED_MESSAGE } from './formErrorPayload'

export const STAFF_ROLES = ['editor', 'admin', 'teacher'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const PASSWORD_MIN_LENGTH = 12
/** A teacher's classes are levels' ids (content/school/levels.yaml): `klasa-3`. */
export const MAX_TEACHER_CLASSES = 40

export const ACCOUNT_MESSAGES = {
  emailInvalid: 'Podaj poprawny adres e-mail.',
  nameRequired: 'Imię i nazwisko (lub nazwa konta) jest wymagane.',
  roleInvalid: 'Wybierz rolę: redaktor, administrator albo nauczyciel.',
  classesRequired: 'Zaznacz co najmniej jedną klasę nauczyciela.',
  classUnknown: (id: string) => `Szkoła nie ma klasy „${id}”.`,
  classesOnlyForTeachers: 'Klasy przypisuje się tylko kontom nauczycieli.',
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
  /** A teacher's classes; none for another role. */
  classes?: string[]
}

export interface AccountChanges {
  name?: string
  role?: string
  /** A teacher's classes, all of them (what is not listed is taken away). */
  classes?: string[]
  disabled?: boolean
  password?: string
}

/**
 * The errors of a teacher's classes: at least one, each a level the school has (`known`, the ids
 * of levels.yaml; unchecked when not given). Another role takes none.
 */
function addClassErrors(
  errors: FormErrors,
  role: string | undefined,
  classes: string[] | undefined,
  known: readonly string[] | undefined,
) {
  if (role !== 'teacher') {
    if (role !== undefined && classes !== undefined && classes.length > 0)
      addFormError(errors, 'classes', ACCOUNT_MESSAGES.classesOnlyForTeachers)
    return
  }
  if (classes === undefined || classes.length === 0) {
    addFormError(errors, 'classes', ACCOUNT_MESSAGES.classesRequired)
    return
  }
  if (!known) return
  for (const id of new Set(classes))
    if (!known.includes(id)) addFormError(errors, 'classes', ACCOUNT_MESSAGES.classUnknown(id))
}

/** A teacher's classes as stored: each once, in the order of the school's levels when known. */
export function normalizeClasses(classes: string[], known?: readonly string[]): string[] {
  const unique = [...new Set(classes.map((id) => id.trim()).filter(Boolean))]
  return known ? unique.sort((a, b) => known.indexOf(a) - known.indexOf(b)) : unique
}

/**
 * Field errors of a change to an account (only the fields it has). `current` is the account's
 * role and classes before it: a change of classes alone, or to the teacher role, is checked
 * against what the account will have after it.
 */
export function accountChangeErrors(
  changes: AccountChanges,
  known?: readonly string[],
  current?: { role: string; classes: string[] },
): FormErrors {
  const errors = emptyFormErrors()
  if (changes.role !== undefined || changes.classes !== undefined) {
    const role = changes.role ?? current?.role
    // A teacher keeps their classes when the role alone is sent again; anyone made one needs some.
    const kept = role === 'teacher' && current?.role === 'teacher' ? current.classes : undefined
    if (role !== undefined) addClassErrors(errors, role, changes.classes ?? kept, known)
  }
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

/** Field errors of a new account; `known` the school's levels' ids, to check a teacher's classes. */
export function newAccountErrors(account: NewAccount, known?: readonly string[]): FormErrors {
  const { email, ...changes } = account
  const errors = accountChangeErrors(changes, known)
  if (!EMAIL.test(email.trim())) addFormError(errors, 'email', ACCOUNT_MESSAGES.emailInvalid)
  return errors
}
