import {
  inAlbumOrder,
  movedOnePlace,
  reorderedPhotos,
  storedOrder,
} from '../../../src/domain/content/photoOrder'

const same = (name: string) => name

describe('the order of an album’s photos', () => {
  it('is by file name, 10.jpg after 9.jpg, when album.yaml gives none', () => {
    expect(inAlbumOrder(['10.jpg', '02.jpg', '9.jpg'], same)).toEqual(['02.jpg', '9.jpg', '10.jpg'])
  })

  it('puts the photos `order` lists first, as listed, the others after them by file name', () => {
    const photos = ['01.jpg', '02.jpg', '03.jpg', '04.jpg']
    expect(inAlbumOrder(photos, same, ['03.jpg', '01.jpg'])).toEqual([
      '03.jpg',
      '01.jpg',
      '02.jpg',
      '04.jpg',
    ])
    // A name not in the folder changes nothing; a name listed twice counts where first listed.
    expect(inAlbumOrder(photos, same, ['07.jpg', '04.jpg', '02.jpg', '04.jpg'])).toEqual([
      '04.jpg',
      '02.jpg',
      '01.jpg',
      '03.jpg',
    ])
  })

  it('orders files by the name each one gives', () => {
    const files = [{ base: '01.jpg' }, { base: '02.jpg' }]
    expect(inAlbumOrder(files, (file) => file.base, ['02.jpg'])).toEqual([
      { base: '02.jpg' },
      { base: '01.jpg' },
    ])
  })
})

describe('a new order sent by the gallery editor', () => {
  const current = ['03.jpg', '01.jpg', '02.jpg', '04.jpg']

  it('takes the listed photos first and keeps the others in their current order', () => {
    expect(reorderedPhotos(['04.jpg', '01.jpg'], current)).toEqual({
      order: ['04.jpg', '01.jpg', '03.jpg', '02.jpg'],
    })
    expect(reorderedPhotos([], current)).toEqual({ order: current })
  })

  it('is refused, saying why in Polish, when it is not a list of the album’s photos', () => {
    expect(reorderedPhotos('01.jpg', current)).toEqual({
      problem: 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.',
    })
    expect(reorderedPhotos(['01.jpg', 7], current)).toEqual({
      problem: 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.',
    })
    expect(reorderedPhotos(['01.jpg', '05.jpg'], current)).toEqual({
      problem: 'W albumie nie ma zdjęcia „05.jpg”. Odśwież stronę i ustaw kolejność ponownie.',
    })
    expect(reorderedPhotos(['01.jpg', '02.jpg', '01.jpg'], current)).toEqual({
      problem: 'Zdjęcie „01.jpg” jest na liście kolejności więcej niż raz.',
    })
  })

  it('quotes at most 80 characters of a name it does not know', () => {
    const long = `${'a'.repeat(500)}.jpg`
    const result = reorderedPhotos([long], current) as { problem: string }
    expect(result.problem).toBe(
      `W albumie nie ma zdjęcia „${'a'.repeat(80)}…”. Odśwież stronę i ustaw kolejność ponownie.`,
    )
  })

  it('is kept in album.yaml only when it differs from the file names’ order', () => {
    expect(storedOrder(['01.jpg', '02.jpg', '10.jpg'])).toBeUndefined()
    expect(storedOrder(['02.jpg', '01.jpg'])).toEqual(['02.jpg', '01.jpg'])
  })
})

describe('moving a photo one place', () => {
  it('swaps it with its neighbour, earlier or later', () => {
    expect(movedOnePlace(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(movedOnePlace(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })

  it('leaves the list as it is past either end', () => {
    expect(movedOnePlace(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(movedOnePlace(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})
