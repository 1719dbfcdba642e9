import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { FormErrorSummary, SelectField, SubmitButton, TextField } from '../../components/form'
import { toFormikErrors } from '../../forms/formik'
import { newAccountErrors, type AccountChanges, type NewAccount } from '../../domain/staffAccounts'
import { isUnauthorized, messageOf } from '../api'
import { useAccountsQuery, useAddAccountMutation, useChangeAccountMutation } from './api'
import { resourceOf } from '../query/resource'
import { InputField } from '../InputField'
import { problemOf, showRefusal } from '../refusal'
import { useStaff } from '../session'
import { ACCOUNTS } from './text'
import { formatSchoolDate as formatMomentDay } from '../../domain/schoolClock'
import type { StaffAccount } from '../types'
import { ListTable, type ListTableSpec } from '../ListTable'
import { ClassCheckboxes, ClassesField } from '../ClassCheckboxes'
import { useSchool } from '../school'
import { ErrorNote, ResourceView } from '../ui'
import { Section } from '../Section'
import * as styles from '../Staff.module.css'
import type { ScreenViews } from '../routes'
import type { accountScreens } from './screens'

const EMPTY: NewAccount = { email: '', name: '', role: 'editor', password: '', classes: [] }
const roleLabel = (role: string) => ACCOUNTS.roles.find((r) => r.value === role)?.label ?? role

/** What is sent of a new account or a role: a teacher's classes, none for another role. */
function withClassesOfTeacher<T extends { role?: string; classes?: string[] }>(values: T): T {
  if (values.role === 'teacher') return values
  const { classes: _dropped, ...rest } = values
  return rest as T
}

/** The school's levels' ids, to check classes against; unknown (unchecked) when none are listed. */
function useLevelIds(): string[] | undefined {
  const { levels } = useSchool()
  return levels.length > 0 ? levels.map((level) => level.id) : undefined
}

/** The server's message, with its field errors when it gave some. */

/** /gazda/konta/ (admins): the accounts, a new one, and per account its role, state and password. */
export function Accounts() {
  const list = resourceOf(useAccountsQuery())
  const { user } = useStaff()
  const { levelName } = useSchool()
  const roleCell = (account: StaffAccount) =>
    account.role === 'teacher'
      ? ACCOUNTS.roleWithClasses(roleLabel(account.role), (account.classes ?? []).map(levelName))
      : roleLabel(account.role)
  const table: ListTableSpec<StaffAccount> = {
    caption: ACCOUNTS.caption,
    columns: [
      {
        header: ACCOUNTS.email,
        cell: (account) => (
          <>
            {account.email}{' '}
            {user?.email === account.email && <span className={styles.muted}>{ACCOUNTS.you}</span>}
          </>
        ),
      },
      { header: ACCOUNTS.name, cell: (account) => account.name },
      { header: ACCOUNTS.role, cell: roleCell },
      {
        header: ACCOUNTS.state,
        cell: (account) => (account.disabled ? ACCOUNTS.disabled : ACCOUNTS.active),
      },
      { header: ACCOUNTS.created, cell: (account) => formatMomentDay(account.createdAt) },
      { header: ACCOUNTS.actions, cell: (account) => <AccountActions account={account} /> },
    ],
    rowKey: (account) => account.id,
  }
  return (
    <>
      <ResourceView resource={list} onRetry={list.reload}>
        {(accounts) => <ListTable table={table} items={accounts} />}
      </ResourceView>
      {list.status === 'ready' && <NewAccountForm />}
    </>
  )
}

/** An account's role, state and password; a change loads the list again (the accounts' tag). */
function AccountActions({ account }: { account: StaffAccount }) {
  const [changeAccount] = useChangeAccountMutation()
  const [role, setRole] = useState<string>(account.role)
  const [classes, setClasses] = useState<string[]>(account.classes ?? [])
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  async function change(changes: AccountChanges) {
    setError('')
    setDone('')
    try {
      await changeAccount({ id: account.id, changes }).unwrap()
      setDone(ACCOUNTS.saved(account.email))
      setPassword('')
    } catch (caught) {
      if (isUnauthorized(caught)) return
      const problem = problemOf(caught)
      const fields = Object.values(problem?.inputErrors ?? {}).flat()
      setError(fields.join(' ') || messageOf(caught))
    }
  }

  const submit = (event: FormEvent, changes: AccountChanges) => {
    event.preventDefault()
    void change(changes)
  }

  const toggleClass = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target
    setClasses((now) => (checked ? [...now, value] : now.filter((id) => id !== value)))
  }

  const roleId = `account-${account.id}-role`
  const passwordId = `account-${account.id}-password`
  return (
    <>
      <form onSubmit={(event) => submit(event, withClassesOfTeacher({ role, classes }))}>
        <label htmlFor={roleId} className="visually-hidden">
          {ACCOUNTS.roleFor(account.email)}
        </label>
        <select id={roleId} value={role} onChange={(event) => setRole(event.target.value)}>
          {ACCOUNTS.roles.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>{' '}
        {role === 'teacher' && (
          <ClassCheckboxes
            id={`account-${account.id}-classes`}
            name={`account-${account.id}-classes`}
            legend={ACCOUNTS.classesFor(account.email)}
            chosen={classes}
            onChange={toggleClass}
          />
        )}
        <button type="submit" className="button">
          {ACCOUNTS.changeRole}
          <span className="visually-hidden">: {account.email}</span>
        </button>
      </form>
      <button
        type="button"
        className="button"
        onClick={() => void change({ disabled: !account.disabled })}
      >
        {account.disabled ? ACCOUNTS.enable : ACCOUNTS.disable}
        <span className="visually-hidden">: {account.email}</span>
      </button>
      <form onSubmit={(event) => submit(event, { password })}>
        <label htmlFor={passwordId} className="visually-hidden">
          {ACCOUNTS.newPasswordFor(account.email)}
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />{' '}
        <button type="submit" className="button">
          {ACCOUNTS.setPassword}
          <span className="visually-hidden">: {account.email}</span>
        </button>
      </form>
      <ErrorNote message={error} />
      {done && <p role="status">{done}</p>}
    </>
  )
}

function NewAccountForm() {
  const [addAccount] = useAddAccountMutation()
  const [added, setAdded] = useState('')
  const known = useLevelIds()

  async function add(values: NewAccount, helpers: FormikHelpers<NewAccount>) {
    setAdded('')
    try {
      const account = await addAccount(withClassesOfTeacher(values)).unwrap()
      helpers.resetForm()
      setAdded(ACCOUNTS.added(account.email))
    } catch (caught) {
      showRefusal(helpers, caught)
    }
  }

  return (
    <Section id="account-new" heading={ACCOUNTS.add}>
      <Formik<NewAccount>
        initialValues={EMPTY}
        validate={(values) =>
          toFormikErrors<NewAccount>(
            newAccountErrors(withClassesOfTeacher(values), known),
            (n) => n,
          )
        }
        onSubmit={add}
      >
        <Form noValidate>
          <FormErrorSummary />
          <TextField name="email" type="email" label={ACCOUNTS.email} autoComplete="off" required />
          <TextField name="name" label={ACCOUNTS.name} autoComplete="off" required />
          <SelectField name="role" label={ACCOUNTS.role} options={ACCOUNTS.roles} required />
          <TeacherClasses />
          <InputField
            name="password"
            type="password"
            label={ACCOUNTS.password}
            hint={ACCOUNTS.passwordHint}
            autoComplete="new-password"
            required
          />
          <SubmitButton label={ACCOUNTS.addSubmit} />
        </Form>
      </Formik>
      {added && <p role="status">{added}</p>}
    </Section>
  )
}

/** A teacher's classes, asked only when the new account is a teacher's (issue #30). */
function TeacherClasses() {
  const { values } = useFormikContext<NewAccount>()
  if (values.role !== 'teacher') return null
  return <ClassesField legend={ACCOUNTS.classes} hint={ACCOUNTS.classesHint} />
}

/** The staff accounts' screen (./screens.ts). */
export const accountViews: ScreenViews<typeof accountScreens> = { accounts: () => <Accounts /> }
