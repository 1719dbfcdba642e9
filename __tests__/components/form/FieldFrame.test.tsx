import { screen, waitFor } from '@testing-library/react'
import * as yup from 'yup'
import { TextField } from '../../../src/components/form/TextField'
import { renderForm } from './renderForm'

const EMAIL_INVALID = 'Proszę podać poprawny adres email.'
const schema = yup.object({
  email: yup.string().required('E-mail jest wymagane.').email(EMAIL_INVALID),
  city: yup.string().max(35),
})

function renderEmail(hint?: string, initialValues: object = { email: '', city: '' }) {
  return renderForm(
    <>
      <TextField name="email" label="E-mail" type="email" hint={hint} required />
      <TextField name="city" label="Miasto" />
      <button type="submit">Wyślij</button>
    </>,
    { initialValues, validationSchema: schema },
  )
}

describe('FieldFrame', () => {
  it('ties a real label to the control, whose id starts with formulate-', () => {
    renderEmail()
    const input = screen.getByRole('textbox', { name: 'E-mail (wymagane)' })
    expect(input).toHaveAttribute('id', 'formulate-email')
    expect(screen.getByText('E-mail').closest('label')).toHaveAttribute('for', 'formulate-email')
  })

  it('marks a required field with a visible asterisk and "(wymagane)" for screen readers', () => {
    renderEmail()
    const label = screen.getByText('E-mail').closest('label') as HTMLElement
    expect(label).toHaveTextContent('E-mail * (wymagane)')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('textbox', { name: 'Miasto' })).not.toHaveAttribute('aria-required')
  })

  it('describes the control by its hint, with the id formulate-{name}-hint', () => {
    renderEmail('Powinien różnić się od e-maila ojca.')
    const input = screen.getByRole('textbox', { name: 'E-mail (wymagane)' })
    expect(input).toHaveAttribute('aria-describedby', 'formulate-email-hint')
    expect(input).toHaveAccessibleDescription('Powinien różnić się od e-maila ojca.')
  })

  it('shows no error while the visitor first types into the field', async () => {
    const { user } = renderEmail()
    const input = screen.getByRole('textbox', { name: 'E-mail (wymagane)' })
    await user.type(input, 'anna@')
    expect(screen.queryByText(EMAIL_INVALID)).not.toBeInTheDocument()
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('shows the error on blur, announced through aria-describedby, and sets aria-invalid', async () => {
    const { user } = renderEmail('Podpowiedź')
    const input = screen.getByRole('textbox', { name: 'E-mail (wymagane)' })
    await user.type(input, 'anna@')
    await user.tab()
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(input).toHaveAttribute('aria-describedby', 'formulate-email-hint formulate-email-errors')
    expect(screen.getByText(EMAIL_INVALID).closest('ul')).toHaveAttribute(
      'id',
      'formulate-email-errors',
    )
    expect(input).toHaveAccessibleDescription(`Podpowiedź ${EMAIL_INVALID}`)
  })

  it('clears the error once the value is corrected', async () => {
    const { user } = renderEmail()
    const input = screen.getByRole('textbox', { name: 'E-mail (wymagane)' })
    await user.type(input, 'anna@')
    await user.tab()
    await screen.findByText(EMAIL_INVALID)
    await user.type(input, 'szkola.org')
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'))
    expect(screen.queryByText(EMAIL_INVALID)).not.toBeInTheDocument()
  })

  // Formik's submit touches only the fields in initialValues; submitCount covers the others.
  it('shows the errors of untouched fields after a submit attempt', async () => {
    const { user, formik } = renderEmail(undefined, { city: '' })
    await user.click(screen.getByRole('button', { name: 'Wyślij' }))
    expect(await screen.findByText('E-mail jest wymagane.')).toBeInTheDocument()
    expect(formik().submitCount).toBe(1)
    expect(formik().touched).not.toHaveProperty('email')
    expect(screen.getByRole('textbox', { name: 'Miasto' })).not.toHaveAttribute('aria-invalid')
  })
})
