import { screen } from '@testing-library/react'
import * as yup from 'yup'
import { DateField } from '../../../src/components/form/DateField'
import { SelectField } from '../../../src/components/form/SelectField'
import { TextareaField } from '../../../src/components/form/TextareaField'
import { TextField } from '../../../src/components/form/TextField'
import { formatPhone } from '../../../src/domain/enrollment/phone'
import { renderForm } from './renderForm'

const LEVELS = [
  { value: '1', label: 'Klasa 1' },
  { value: '2', label: 'Klasa 2' },
]

function renderFields() {
  return renderForm(
    <>
      <TextField name="phone" label="Telefon" type="tel" autoComplete="tel" maxLength={14} />
      <DateField name="birthDate" label="Data urodzenia" min="2007-01-01" max="2022-09-01" />
      <SelectField name="level" label="Klasa" options={LEVELS} required />
      <TextareaField
        name="comments"
        label="Uwagi"
        rows={7}
        placeholder="Alergie"
        maxLength={2000}
      />
    </>,
    {
      initialValues: { phone: '', birthDate: '', level: '', comments: '' },
      validationSchema: yup.object({ level: yup.string().required('Klasa jest wymagana.') }),
    },
  )
}

describe('form fields', () => {
  it('passes type, autoComplete and maxLength through to a text field', () => {
    renderFields()
    const phone = screen.getByLabelText('Telefon')
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('autocomplete', 'tel')
    expect(phone).toHaveAttribute('maxlength', '14')
  })

  it('rewrites a phone as (123) 456-7890 when it is left, and leaves what is no phone as typed', async () => {
    const { user, values } = renderForm(
      <TextField name="phone" label="Telefon" type="tel" formatOnBlur={formatPhone} />,
      { initialValues: { phone: '' } },
    )
    const phone = screen.getByLabelText('Telefon')
    await user.type(phone, '+1 630.555.0101')
    expect(values().phone).toBe('+1 630.555.0101')
    await user.tab()
    expect(phone).toHaveValue('(630) 555-0101')
    expect(values().phone).toBe('(630) 555-0101')
    await user.clear(phone)
    await user.type(phone, '555-0101')
    await user.tab()
    expect(values().phone).toBe('555-0101')
  })

  it('gives a ZIP code field the numeric keyboard', () => {
    renderForm(<TextField name="zip" label="Kod pocztowy" inputMode="numeric" />, {
      initialValues: { zip: '' },
    })
    expect(screen.getByLabelText('Kod pocztowy')).toHaveAttribute('inputmode', 'numeric')
  })

  it('gives a date field its min and max and stores the typed date', async () => {
    const { user, values } = renderFields()
    const date = screen.getByLabelText('Data urodzenia')
    expect(date).toHaveAttribute('id', 'formulate-birthDate')
    expect(date).toHaveAttribute('type', 'date')
    expect(date).toHaveAttribute('min', '2007-01-01')
    expect(date).toHaveAttribute('max', '2022-09-01')
    await user.type(date, '2015-03-09')
    expect(values().birthDate).toBe('2015-03-09')
  })

  it('starts a select on the placeholder option "Wybierz…" with an empty value', () => {
    renderFields()
    const select = screen.getByRole('combobox', { name: 'Klasa (wymagane)' })
    expect(select).toHaveValue('')
    expect(screen.getByRole('option', { name: 'Wybierz…' })).toHaveProperty('selected', true)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Wybierz…',
      'Klasa 1',
      'Klasa 2',
    ])
  })

  it('stores the chosen option, and shows the required error if the placeholder is left on blur', async () => {
    const { user, values } = renderFields()
    const select = screen.getByRole('combobox', { name: 'Klasa (wymagane)' })
    select.focus()
    await user.tab()
    expect(await screen.findByText('Klasa jest wymagana.')).toBeInTheDocument()
    expect(select).toHaveAttribute('aria-invalid', 'true')
    await user.selectOptions(select, 'Klasa 2')
    expect(values().level).toBe('2')
    expect(select).toHaveAttribute('aria-required', 'true')
  })

  it('gives a textarea its rows, placeholder and maxLength and stores what is typed', async () => {
    const { user, values } = renderFields()
    const textarea = screen.getByRole('textbox', { name: 'Uwagi' })
    expect(textarea).toHaveAttribute('rows', '7')
    expect(textarea).toHaveAttribute('placeholder', 'Alergie')
    expect(textarea).toHaveAttribute('maxlength', '2000')
    await user.type(textarea, 'Bez orzechów')
    expect(values().comments).toBe('Bez orzechów')
  })
})
