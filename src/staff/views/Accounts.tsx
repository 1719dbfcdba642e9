import { Form, Formik, type FormikHelpers } from 'formik'
import { useState, type FormEvent } from 'react'
import { FormErrorSummary, SelectField, SubmitButton, TextField } from '../../components/form'
import { toFormikErrors } from '../../forms/formik'
import { newAccountErrors, type AccountChanges, type NewAccount } from '../../domain/staffAccounts'
import { isUnauthorized, messageOf } from '../api'
import { useAccountsQuery, useAddAccountMutation, useChangeAccountMutation } from '../query/records'
import { resourceOf } from '../query/resource'
import { InputField } from '../InputField'
import { problemOf, showRefusal } from '../refusal'
import { useStaff } from '../session'
import { ACCOUNTS } from '../text/accounts'
import { formatSchoolDate as formatMomentDay } from '../../domain/schoolClock'
import type { StaffAccount } from '../types'
import { ErrorNote, ResourceView, StaffTable } from '../ui'
import * as styles from '../Staff.module.css'

const EMPTY: NewAccount = { email: '', name: '', role: 'editor', password: '' }
const roleLabel = (role: string) => ACCOUNTS.roles.find((r) => r.value === role)?.label ?? role

/** The server's message, with its field errors when it gave some. */

/** /gazda/konta/ (admins): the accounts, a new one, and per account its role, state and password. */
export function Accounts() {
  const list = resourceOf(useAccountsQuery())
  return (
    <>
      <ResourceView resource={list} onRetry={list.reload}>
        {(accounts) => (
          <StaffTable
            caption={ACCOUNTS.caption}
            columns={[
              ACCOUNTS.email,
              ACCOUNTS.name,
              ACCOUNTS.role,
              ACCOUNTS.state,
              ACCOUNTS.created,
              ACCOUNTS.actions,
            ]}
          >
            {accounts.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </StaffTable>
        )}
      </ResourceView>
      {list.status === 'ready' && <NewAccountForm />}
    </>
  )
}

/** A change loads the list again (the accounts' tag). */
function AccountRow({ account }: { account: StaffAccount }) {
  const { user } = useStaff()
  const [changeAccount] = useChangeAccountMutation()
  const [role, setRole] = useState<string>(account.role)
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const self = user?.email === account.email

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

  const roleId = `account-${account.id}-role`
  const passwordId = `account-${account.id}-password`
  return (
    <tr>
      <th scope="row">
        {account.email} {self && <span className={styles.muted}>{ACCOUNTS.you}</span>}
      </th>
      <td>{account.name}</td>
      <td>{roleLabel(account.role)}</td>
      <td>{account.disabled ? ACCOUNTS.disabled : ACCOUNTS.active}</td>
      <td>{formatMomentDay(account.createdAt)}</td>
      <td>
        <form onSubmit={(event) => submit(event, { role })}>
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
      </td>
    </tr>
  )
}

function NewAccountForm() {
  const [addAccount] = useAddAccountMutation()
  const [added, setAdded] = useState('')

  async function add(values: NewAccount, helpers: FormikHelpers<NewAccount>) {
    setAdded('')
    try {
      const account = await addAccount(values).unwrap()
      helpers.resetForm()
      setAdded(ACCOUNTS.added(account.email))
    } catch (caught) {
      showRefusal(helpers, caught)
    }
  }

  return (
    <section aria-labelledby="account-new" className={styles.section}>
      <h2 id="account-new">{ACCOUNTS.add}</h2>
      <Formik<NewAccount>
        initialValues={EMPTY}
        validate={(values) => toFormikErrors<NewAccount>(newAccountErrors(values), (n) => n)}
        onSubmit={add}
      >
        <Form noValidate>
          <FormErrorSummary />
          <TextField name="email" type="email" label={ACCOUNTS.email} autoComplete="off" required />
          <TextField name="name" label={ACCOUNTS.name} autoComplete="off" required />
          <SelectField name="role" label={ACCOUNTS.role} options={ACCOUNTS.roles} required />
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
    </section>
  )
}
