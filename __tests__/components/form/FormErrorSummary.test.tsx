import { screen, waitFor } from '@testing-library/react'
import * as yup from 'yup'
import { applyServerErrors, FormErrorSummary } from '../../../src/components/form/FormErrorSummary'
import { TextField } from '../../../src/components/form/TextField'
import type { FormErrors } from '../../../src/domain/formErrors'
import { renderForm } from './renderForm'

const PAYLOAD: FormErrors = {
  formErrors: ['Formularz zawiera nieznane pola.'],
  inputErrors: {
    motherEmail: ['E-mail matki nie jest poprawnym emailem', 'E-mail matki jest już zapisany'],
    'student-0-firstName': ['Imię ucznia jest wymagane'],
  },
}

function renderServerForm(payload: FormErrors = PAYLOAD) {
  return renderForm(
    <>
      <FormErrorSummary />
      <TextField name="motherEmail" label="E-mail matki" />
      <TextField name="student-0-firstName" label="Imię ucznia" />
      <TextField name="city" label="Miasto" />
      <button type="submit">Wyślij</button>
    </>,
    {
      initialValues: { motherEmail: 'a@b.pl', 'student-0-firstName': 'Ola', city: 'Lombard' },
      validationSchema: yup.object({ city: yup.string().required() }),
      onSubmit: async (_values, helpers) => applyServerErrors(helpers, payload),
    },
  )
}

describe('FormErrorSummary and applyServerErrors', () => {
  it('shows nothing before the server has answered', () => {
    renderServerForm()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("shows the server's form errors in an alert", async () => {
    const { user } = renderServerForm()
    await user.click(screen.getByRole('button', { name: 'Wyślij' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Nie udało się wysłać formularza')
    expect(alert).toHaveTextContent('Formularz zawiera nieznane pola.')
  })

  it("puts each field's server errors under it, marked invalid and described", async () => {
    const { user, formik } = renderServerForm()
    await user.click(screen.getByRole('button', { name: 'Wyślij' }))
    const email = screen.getByLabelText('E-mail matki')
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription(
      'E-mail matki nie jest poprawnym emailem E-mail matki jest już zapisany',
    )
    expect(screen.getByLabelText('Imię ucznia')).toHaveAccessibleDescription(
      'Imię ucznia jest wymagane',
    )
    expect(screen.getByLabelText('Miasto')).not.toHaveAttribute('aria-invalid')
    expect(formik().touched).toMatchObject({ motherEmail: true, 'student-0-firstName': true })
  })

  it('renders no alert when the payload has only field errors', async () => {
    const { user } = renderServerForm({ formErrors: [], inputErrors: PAYLOAD.inputErrors })
    await user.click(screen.getByRole('button', { name: 'Wyślij' }))
    await screen.findByText('Imię ucznia jest wymagane')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
