import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AcceptModal, type AcceptModalProps } from '../../src/components/AcceptModal'

const TITLE = 'Regulamin szkoły'
const TERMS = 'Rodzice zobowiązują się do dyżurów.'

function renderModal(props: Partial<AcceptModalProps> = {}) {
  const onClose = jest.fn()
  const onAccept = jest.fn()
  render(
    <AcceptModal show title={TITLE} onClose={onClose} onAccept={onAccept} {...props}>
      <p>{TERMS}</p>
    </AcceptModal>,
  )
  return { onClose, onAccept, user: userEvent.setup() }
}

/** A page with a button that opens the modal, as the accept button of SPEC.md §4 does. */
function OpenerPage() {
  const [show, setShow] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Pokaż regulamin
      </button>
      <AcceptModal show={show} title={TITLE} onClose={() => setShow(false)} onAccept={jest.fn()}>
        <p>{TERMS}</p>
      </AcceptModal>
    </>
  )
}

async function openFromPage() {
  const user = userEvent.setup()
  render(<OpenerPage />)
  const opener = screen.getByRole('button', { name: 'Pokaż regulamin' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog', { name: TITLE }) }
}

describe('AcceptModal', () => {
  it('shows a modal dialog named by its title, with the terms', () => {
    renderModal()
    const dialog = screen.getByRole('dialog', { name: TITLE })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveTextContent(TERMS)
  })

  it('labels the accept button "Akceptuję" by default', () => {
    renderModal()
    expect(screen.getByRole('button', { name: 'Akceptuję' })).toBeInTheDocument()
  })

  it('labels the accept button with a custom accept title', () => {
    renderModal({ acceptTitle: 'Zgadzam się' })
    expect(screen.getByRole('button', { name: 'Zgadzam się' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Akceptuję' })).not.toBeInTheDocument()
  })

  it('emits close when "Anuluj" is clicked', async () => {
    const { user, onClose, onAccept } = renderModal()
    await user.click(screen.getByRole('button', { name: 'Anuluj' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onAccept).not.toHaveBeenCalled()
  })

  it('emits close when the close button is clicked', async () => {
    const { user, onClose } = renderModal()
    await user.click(screen.getByRole('button', { name: 'Zamknij' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('emits close when Escape is pressed', async () => {
    const { user, onClose } = renderModal()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('emits accept, and not close, when the accept button is clicked', async () => {
    const { user, onClose, onAccept } = renderModal()
    await user.click(screen.getByRole('button', { name: 'Akceptuję' }))
    expect(onAccept).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('emits close when the backdrop is clicked, but not when the panel is', async () => {
    const { user, onClose } = renderModal()
    await user.click(screen.getByText(TERMS))
    expect(onClose).not.toHaveBeenCalled()
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement
    await user.click(backdrop)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('renders nothing when show is false', () => {
    renderModal({ show: false })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(TERMS)
  })

  it('moves focus into the dialog when it opens', async () => {
    const { dialog } = await openFromPage()
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('wraps Tab from the last focusable element to the first', async () => {
    const { user } = await openFromPage()
    screen.getByRole('button', { name: 'Akceptuję' }).focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus()
  })

  it('wraps Shift+Tab from the first focusable element to the last', async () => {
    const { user } = await openFromPage()
    expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Akceptuję' })).toHaveFocus()
  })

  it('returns focus to the element that opened it when it closes', async () => {
    const { user, opener } = await openFromPage()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})
