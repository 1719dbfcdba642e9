import { screen, waitFor } from '@testing-library/react'
import * as yup from 'yup'
import { AcceptButton } from '../../../src/components/form/AcceptButton'
import { renderForm } from './renderForm'

const TERMS = 'Rodzice zobowiązują się do dyżurów.'
const MUST_ACCEPT = 'Proszę zaakceptować regulamin.'

function renderAccept(disabled = false) {
  return renderForm(
    <AcceptButton name="terms" label="Regulamin szkoły" disabled={disabled}>
      <p>{TERMS}</p>
    </AcceptButton>,
    {
      initialValues: { terms: '' },
      validationSchema: yup.object({ terms: yup.string().oneOf(['1'], MUST_ACCEPT) }),
    },
  )
}

const button = () => screen.getByRole('button', { name: /^Regulamin szkoły/ })

describe('AcceptButton', () => {
  it('opens the terms in a modal titled by the label', async () => {
    const { user } = renderAccept()
    expect(button()).toHaveAttribute('id', 'formulate-terms')
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(button())
    expect(screen.getByRole('dialog', { name: 'Regulamin szkoły' })).toHaveTextContent(TERMS)
  })

  it('sets "1" on "Akceptuję", closes the modal and turns green with a check', async () => {
    const { user, values } = renderAccept()
    expect(button()).not.toHaveClass('button--success')
    await user.click(button())
    await user.click(screen.getByRole('button', { name: 'Akceptuję' }))
    expect(values().terms).toBe('1')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button()).toHaveClass('button', 'button--success')
    expect(button().querySelector('svg')).toBeInTheDocument()
    expect(button()).toHaveAccessibleName('Regulamin szkoły (Zaakceptowano)')
  })

  it('sets "0" when the modal closes without accepting, and says so', async () => {
    const { user, values } = renderAccept()
    await user.click(button())
    await user.click(screen.getByRole('button', { name: 'Anuluj' }))
    expect(values().terms).toBe('0')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button()).not.toHaveClass('button--success')
    expect(button().querySelector('svg')).not.toBeInTheDocument()
    expect(button()).toHaveAccessibleName('Regulamin szkoły (Nie zaakceptowano)')
    await waitFor(() => expect(button()).toHaveAccessibleDescription(MUST_ACCEPT))
    expect(button()).toHaveAttribute('aria-invalid', 'true')
  })

  it('sets "0" when the modal is closed with Escape', async () => {
    const { user, values } = renderAccept()
    await user.click(button())
    await user.keyboard('{Escape}')
    expect(values().terms).toBe('0')
  })

  it('does not open the modal when disabled', async () => {
    const { user, values } = renderAccept(true)
    expect(button()).toBeDisabled()
    await user.click(button())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(values().terms).toBe('')
  })
})
