import { screen } from '@testing-library/react'
import { Rating } from '../../../src/components/form/Rating'
import { renderForm } from './renderForm'

function renderRating(rating = '') {
  return renderForm(<Rating name="rating" label="Jak oceniasz szkołę?" />, {
    initialValues: { rating },
  })
}

/** The caption beside the stars (CSS module classes keep their names in jest). */
const caption = () => screen.getByRole('radiogroup').querySelector('.caption')

describe('Rating', () => {
  it('is a radio group of 5 radios named by the Polish labels', () => {
    renderRating()
    expect(screen.getByRole('radiogroup', { name: 'Jak oceniasz szkołę?' })).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    expect(screen.getByRole('radio', { name: 'Bardzo źle' })).toHaveAttribute('value', '1')
    expect(screen.getByRole('radio', { name: 'Bardzo dobrze' })).toHaveAttribute('value', '5')
  })

  it('sets the clicked star number as the value', async () => {
    const { user, values } = renderRating()
    await user.click(screen.getByText('Dobrze'))
    expect(values().rating).toBe('4')
    expect(screen.getByRole('radio', { name: 'Dobrze' })).toBeChecked()
  })

  it("shows the current value's label", () => {
    renderRating('2')
    expect(caption()).toHaveTextContent(/^Źle$/)
  })

  it("previews a hovered star's label and returns to the current one when the pointer leaves", async () => {
    const { user, values } = renderRating('2')
    const star = screen.getByText('Bardzo dobrze').closest('label') as HTMLElement
    await user.hover(star)
    expect(caption()).toHaveTextContent(/^Bardzo dobrze$/)
    expect(values().rating).toBe('2')
    await user.unhover(star)
    expect(caption()).toHaveTextContent(/^Źle$/)
  })

  it('lights the stars up to the current value', () => {
    renderRating('3')
    const lit = screen.getAllByRole('radio').map((radio) => radio.nextElementSibling?.className)
    expect(lit.map((name) => name?.includes('lit'))).toEqual([true, true, true, false, false])
  })

  it('moves the value with the arrow keys, as native radios do', async () => {
    const { user, values } = renderRating('3')
    screen.getByRole('radio', { name: 'Przeciętnie' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(values().rating).toBe('4')
    expect(screen.getByRole('radio', { name: 'Dobrze' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(values().rating).toBe('2')
  })
})
