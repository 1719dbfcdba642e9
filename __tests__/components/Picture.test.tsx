import { render } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { imageOf, Picture } from '../../src/components/Picture'

const image: IGatsbyImageData = {
  layout: 'constrained',
  width: 400,
  height: 267,
  backgroundColor: '#a8b8c8',
  images: {
    fallback: {
      src: '/static/a/01.jpg',
      srcSet: '/static/a/01-100.jpg 100w,\n/static/a/01.jpg 400w',
      sizes: '(min-width: 400px) 400px, 100vw',
    },
    sources: [
      {
        srcSet: '/static/a/01-100.webp 100w,\n/static/a/01.webp 400w',
        type: 'image/webp',
        sizes: '(min-width: 400px) 400px, 100vw',
      },
    ],
  },
}

describe('Picture', () => {
  it('is a picture with a source per format and an img with its size, lazy by default', () => {
    const { container } = render(<Picture image={image} alt="Jasełka 2024" />)
    const source = container.querySelector('picture > source')!
    expect(source.getAttribute('type')).toBe('image/webp')
    expect(source.getAttribute('srcset')).toContain('01.webp 400w')
    const img = container.querySelector('picture > img')!
    expect(img.getAttribute('src')).toBe('/static/a/01.jpg')
    expect(img.getAttribute('width')).toBe('400')
    expect(img.getAttribute('height')).toBe('267')
    expect(img.getAttribute('alt')).toBe('Jasełka 2024')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBeNull()
    expect((img as HTMLElement).style.backgroundColor).toBe('rgb(168, 184, 200)')
    // No wrapper element: a picture may stand inside a button or a link.
    expect(container.querySelector('div')).toBeNull()
  })

  it('loads a photo above the fold first', () => {
    const { container } = render(<Picture image={image} alt="" loading="eager" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  it('leaves out sizes when the image has no srcset (the HTML standard requires one for it)', () => {
    const single = { ...image, images: { fallback: { src: '/a.jpg', sizes: '100vw' } } }
    const img = render(<Picture image={single} alt="" />).container.querySelector('img')!
    expect(img.hasAttribute('sizes')).toBe(false)
    expect(img.closest('picture')!.querySelector('source')).toBeNull()
  })

  it('finds the image data of a File node, of its gatsbyImageData, or none', () => {
    expect(imageOf({ childImageSharp: { gatsbyImageData: image } })).toBe(image)
    expect(imageOf({ gatsbyImageData: image })).toBe(image)
    expect(imageOf(image)).toBe(image)
    expect(imageOf(null)).toBeUndefined()
  })
})
