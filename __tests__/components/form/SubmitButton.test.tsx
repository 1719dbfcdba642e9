import { screen, waitFor } from '@testing-library/react'
import * as yup from 'yup'
import { FileUpload } from '../../../src/components/form/FileUpload'
import { SubmitButton } from '../../../src/components/form/SubmitButton'
import { TextField } from '../../../src/components/form/TextField'
import { lastRequest, installFakeXhr } from './fakeXhr'
import { renderForm } from './renderForm'

installFakeXhr()

const schema = yup.object({ city: yup.string().required('Miasto jest wymagane.') })

function renderSubmit(onSubmit: jest.Mock, onFailedValidation = jest.fn()) {
  const form = renderForm(
    <>
      <TextField name="city" label="Miasto" />
      <FileUpload name="documents" label="Dokumenty" />
      <SubmitButton label="Wyślij" onFailedValidation={onFailedValidation} />
    </>,
    { initialValues: { city: '', documents: [] }, validationSchema: schema, onSubmit },
  )
  return { ...form, onFailedValidation, submit: screen.getByRole('button', { name: 'Wyślij' }) }
}

describe('SubmitButton', () => {
  it('shows the errors, reports the failed validation once and does not submit', async () => {
    const onSubmit = jest.fn()
    const { user, submit, onFailedValidation } = renderSubmit(onSubmit)
    await user.click(submit)
    expect(await screen.findByText('Miasto jest wymagane.')).toBeInTheDocument()
    await waitFor(() => expect(onFailedValidation).toHaveBeenCalledTimes(1))
    expect(onFailedValidation).toHaveBeenCalledWith({ city: 'Miasto jest wymagane.' })
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is disabled while the submit handler runs, and ignores Enter meanwhile', async () => {
    let finish = () => {}
    const onSubmit = jest.fn(
      (_values: object) => new Promise<void>((resolve) => (finish = resolve)),
    )
    const { user, submit, onFailedValidation } = renderSubmit(onSubmit)
    await user.type(screen.getByLabelText('Miasto'), 'Lombard{Enter}')
    await waitFor(() => expect(submit).toBeDisabled())
    await user.type(screen.getByLabelText('Miasto'), '{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ city: 'Lombard', documents: [] })
    finish()
    await waitFor(() => expect(submit).toBeEnabled())
    expect(onFailedValidation).not.toHaveBeenCalled()
  })

  it('does not submit while a file is still uploading, and submits its url once it is in', async () => {
    const onSubmit = jest.fn()
    const { user, submit } = renderSubmit(onSubmit)
    await user.type(screen.getByLabelText('Miasto'), 'Lombard')
    await user.upload(screen.getByLabelText('Dokumenty'), new File(['x'], 'a.pdf'))
    await user.click(submit)
    expect(await screen.findByText('Poczekaj, aż pliki zostaną przesłane.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await lastRequest().respond(201, {
      url: '/api/uploads/u1',
      uuid: 'u1',
      name: 'a.pdf',
      type: '',
    })
    await user.click(submit)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0].documents).toEqual([
      { url: '/api/uploads/u1', uuid: 'u1', name: 'a.pdf', type: '' },
    ])
  })
})
