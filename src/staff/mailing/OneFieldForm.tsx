import { Form, Formik, type FormikHelpers } from 'formik'
import { useState } from 'react'
import { FormErrorSummary, TextField } from '../../components/form'
import { showRefusal } from '../refusal'

/**
 * The suppressions' one-field forms: the value, trimmed, goes to the API; what it did is said
 * in a status line under the form, and a refusal beside the field or above the form.
 */
export function OneFieldForm({
  title,
  name,
  type,
  label,
  hint,
  submitLabel,
  validate,
  send,
}: {
  title: string
  name: string
  type?: 'email'
  label: string
  hint: string
  submitLabel: string
  /** The field's error, or undefined when the value may go. */
  validate: (value: string) => string | undefined
  /** Sends the trimmed value; what was done, for the status line. */
  send: (value: string) => Promise<string>
}) {
  const [said, setSaid] = useState('')
  type Values = Record<string, string>

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setSaid('')
    try {
      const done = await send((values[name] ?? '').trim())
      helpers.resetForm()
      setSaid(done)
    } catch (caught) {
      showRefusal(helpers, caught)
    }
  }

  return (
    <>
      <h3>{title}</h3>
      <Formik<Values>
        initialValues={{ [name]: '' }}
        validate={(values) => {
          const error = validate(values[name] ?? '')
          return error ? { [name]: error } : {}
        }}
        onSubmit={submit}
      >
        <Form noValidate>
          <FormErrorSummary />
          <TextField
            name={name}
            type={type}
            label={label}
            hint={hint}
            autoComplete="off"
            required
          />
          <button type="submit" className="button">
            {submitLabel}
          </button>
        </Form>
      </Formik>
      {said && <p role="status">{said}</p>}
    </>
  )
}
