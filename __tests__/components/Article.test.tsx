import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Article } from '../../src/components/Article'

const PARAGRAPHS = [
  'Zapisy trwają do <strong>15 sierpnia</strong>.',
  'Prosimy przeczytać <a id="regulamin" href="#regulamin"><em>regulamin</em> szkoły</a>.',
  'Pytania: <a id="kontakt" href="#kontakt">kontakt</a>, <span id="biuro">biuro <a id="mapa" href="#mapa">mapa</a></span>.',
]

function renderArticle(watch?: string[]) {
  const onClicked = jest.fn()
  const { container } = render(
    <Article paragraphs={PARAGRAPHS} className="news" watch={watch} onClicked={onClicked} />,
  )
  return { onClicked, root: container.firstElementChild, user: userEvent.setup() }
}

describe('Article', () => {
  it('renders each paragraph string as an HTML paragraph', () => {
    const { root } = renderArticle()
    expect(root?.querySelectorAll(':scope > p')).toHaveLength(PARAGRAPHS.length)
    expect(screen.getByText('15 sierpnia').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'regulamin szkoły' })).toHaveAttribute(
      'id',
      'regulamin',
    )
  })

  it('justifies the text and adds the extra class to the root', () => {
    const { root } = renderArticle()
    expect(root).toHaveClass('justified', 'news')
  })

  it('emits clicked with the id of a watched element', async () => {
    const { user, onClicked } = renderArticle(['kontakt', 'regulamin'])
    await user.click(screen.getByRole('link', { name: 'kontakt' }))
    expect(onClicked).toHaveBeenCalledTimes(1)
    expect(onClicked).toHaveBeenCalledWith('kontakt')
  })

  it('emits clicked with the id when a child of the watched element is clicked', async () => {
    const { user, onClicked } = renderArticle(['regulamin'])
    await user.click(screen.getByText('regulamin', { selector: 'em' }))
    expect(onClicked).toHaveBeenCalledWith('regulamin')
  })

  it('emits nothing when the clicked id is not watched', async () => {
    const { user, onClicked } = renderArticle(['regulamin'])
    await user.click(screen.getByRole('link', { name: 'kontakt' }))
    await user.click(screen.getByText('15 sierpnia'))
    expect(onClicked).not.toHaveBeenCalled()
  })

  it('uses the nearest id, so an unwatched element inside a watched one emits nothing', async () => {
    const { user, onClicked } = renderArticle(['biuro'])
    await user.click(screen.getByRole('link', { name: 'mapa' }))
    expect(onClicked).not.toHaveBeenCalled()
    await user.click(screen.getByText(/biuro/))
    expect(onClicked).toHaveBeenCalledWith('biuro')
  })

  it('ignores ids on elements outside the article', async () => {
    const onClicked = jest.fn()
    render(
      <div id="strona">
        <Article paragraphs={PARAGRAPHS} watch={['strona']} onClicked={onClicked} />
      </div>,
    )
    await userEvent.setup().click(screen.getByText('15 sierpnia'))
    expect(onClicked).not.toHaveBeenCalled()
  })
})
