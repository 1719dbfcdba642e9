import { galleryApiPath } from '../../src/staff/gallery/GalleryEditor'
import { PHOTO_ACCEPT, photoTypeOf } from '../../src/staff/gallery/PhotoUpload'

describe('photos chosen in the gallery editor', () => {
  it('are sent with the type the browser gives a JPEG, PNG or WebP', () => {
    expect(photoTypeOf({ name: 'IMG_0412.JPG', type: 'image/jpeg' })).toBe('image/jpeg')
    expect(photoTypeOf({ name: 'skan.png', type: 'image/png' })).toBe('image/png')
    expect(photoTypeOf({ name: 'a.webp', type: 'image/webp' })).toBe('image/webp')
  })

  it('or, untyped, by the ending of their name', () => {
    expect(photoTypeOf({ name: 'IMG_0412.JPEG', type: '' })).toBe('image/jpeg')
    expect(photoTypeOf({ name: 'skan.PNG', type: '' })).toBe('image/png')
    expect(photoTypeOf({ name: 'a.webp', type: '' })).toBe('image/webp')
  })

  it('include an iPhone’s HEIC, which the server converts or answers with advice (issue #30)', () => {
    expect(photoTypeOf({ name: 'IMG_0412.HEIC', type: 'image/heic' })).toBe('image/heic')
    expect(photoTypeOf({ name: 'IMG_0412.HEIC', type: '' })).toBe('image/heic')
    expect(photoTypeOf({ name: 'IMG_0412.heif', type: '' })).toBe('image/heif')
    expect(PHOTO_ACCEPT).toContain('.heic')
  })

  it('are refused before sending when they are not photos', () => {
    expect(photoTypeOf({ name: 'film.mp4', type: 'video/mp4' })).toBeNull()
    expect(photoTypeOf({ name: 'zdjecie.jpg', type: 'application/pdf' })).toBeNull()
    expect(photoTypeOf({ name: 'zdjecie', type: '' })).toBeNull()
  })

  it('go to the album’s address in the API', () => {
    expect(galleryApiPath()).toBe('/api/gazda/content/gallery')
    expect(galleryApiPath('2024-2025', 'jaselka')).toBe(
      '/api/gazda/content/gallery/2024-2025/jaselka',
    )
  })
})
