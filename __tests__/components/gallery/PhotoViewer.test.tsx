import { render, screen } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { PhotoViewer, type ViewerPhoto } from '../../../src/components/gallery/PhotoViewer'
import { LanguageProvider } from '../../../src/i18n/LanguageProvider'

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 1200,
  height: 800,
  images: {
    fallback: {
      src: '/static/a/1200.jpg',
      srcSet: '/static/a/600.jpg 600w,\n/static/a/1200.jpg 1200w',
    },
  },
}
const photos: ViewerPhoto[] = [
  { key: 'a', image, alt: 'Dzieci na pikniku', caption: 'Piknik w parku' },
  { key: 'b', image, alt: 'Dzieci w klasie' },
]

describe('PhotoViewer on an English page (issue #35)', () => {
  it('names its dialog, counter and buttons in English and marks the Polish caption', () => {
    render(
      <LanguageProvider lang="en">
        <PhotoViewer
          title="Piknik"
          photos={photos}
          index={0}
          onIndexChange={jest.fn()}
          onClose={jest.fn()}
        />
      </LanguageProvider>,
    )
    expect(screen.getByRole('dialog', { name: 'Piknik: photo 1 of 2' })).toBeInTheDocument()
    expect(screen.getByText('Photo 1 of 2')).toBeInTheDocument()
    for (const name of ['Close', 'Previous', 'Next']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/static/a/1200.jpg',
    )
    expect(screen.getByText('Piknik w parku')).toHaveAttribute('lang', 'pl')
  })
})
