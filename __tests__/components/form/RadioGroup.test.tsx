import { screen, waitFor } from '@testing-library/react'
import * as yup from 'yup'
import { RadioGroup } from '../../../src/components/form/RadioGroup'
import type { RadioOption } from '../../../src/domain/survey/answers'
import { renderForm } from './renderForm'

const PHOTO_OPTIONS: RadioOption[] = [
  { value: 'Y', label: 'Tak', description: 'Zdjęcia mogą trafić na stronę szkoły.' },
  { value: 'N', label: 'Nie' },
]
const REQUIRED = 'Zgoda na zdjęcia jest wymagana.'

function renderPhoto() {
  return renderForm(
    <RadioGroup
      name="photo"
      label="Zgoda na publikację zdjęć"
      hint="Dotyczy strony i gazetki."
      options={PHOTO_OPTIONS}
      required
    />,
    {
      initialValues: { photo: '' },
      validationSchema: yup.object({ photo: yup.string().required(REQUIRED) }),
    },
  )
}

describe('RadioGroup', () => {
  it('groups the radios under a fieldset whose legend names the group', () => {
    renderPhoto()
    const group = screen.getByRole('radiogroup', { name: 'Zgoda na publikację zdjęć (wymagane)' })
    expect(group.tagName).toBe('FIELDSET')
    expect(group).toHaveAttribute('id', 'formulate-photo')
    expect(group).toHaveAttribute('aria-required', 'true')
    expect(group).toHaveAccessibleDescription('Dotyczy strony i gazetki.')
  })

  it('ties an option description to its radio with aria-describedby', () => {
    renderPhoto()
    expect(screen.getByRole('radio', { name: 'Tak' })).toHaveAccessibleDescription(
      'Zdjęcia mogą trafić na stronę szkoły.',
    )
    expect(screen.getByRole('radio', { name: 'Nie' })).not.toHaveAttribute('aria-describedby')
  })

  it("stores the clicked option's value", async () => {
    const { user, values } = renderPhoto()
    await user.click(screen.getByText('Nie'))
    expect(screen.getByRole('radio', { name: 'Nie' })).toBeChecked()
    expect(values().photo).toBe('N')
  })

  it('shows the required error on the group once focus leaves it unanswered', async () => {
    const { user } = renderPhoto()
    screen.getByRole('radio', { name: 'Tak' }).focus()
    await user.tab()
    const group = screen.getByRole('radiogroup')
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'))
    expect(group).toHaveAccessibleDescription(`Dotyczy strony i gazetki. ${REQUIRED}`)
  })
})
