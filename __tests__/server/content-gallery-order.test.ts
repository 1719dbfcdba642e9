import { buildCheck } from '../../server/content/editor'
import { contentChangesOf } from './support/contentServer'
import { setUpAlbumServer } from './support/albumServer'

// Issue #18: the gallery editor puts an album's photos in the order the office wants; album.yaml
// keeps it as `order`, saved like every content edit (version, git, history).
const ALBUM = '2024-2025/bal-karnawalowy'
// Its five photos are the ones reordered here.
const { server, albumPath, file: FILE, yaml, git, album } = setUpAlbumServer(ALBUM)
const names = async () => (await album()).photos.map((photo: { name: string }) => photo.name)
const reorder = async (order: unknown, version?: string) =>
  server.call('PUT', `${albumPath}/order`, {
    order,
    version: version ?? (await album()).version,
  } as object)

describe('the order of an album’s photos', () => {
  it('is the order of their file names until someone changes it', async () => {
    expect(await names()).toEqual(['01.jpg', '02.jpg', '03.jpg', '04.jpg', '05.jpg'])
  })

  it('is saved in album.yaml as listed, the photos not listed after them as they were', async () => {
    const before = await yaml()
    const response = await reorder(['04.jpg', '02.jpg'])
    expect(response.statusCode).toBe(200)
    expect(response.json().version).toMatch(/^[0-9a-f]{64}$/)
    expect(await names()).toEqual(['04.jpg', '02.jpg', '01.jpg', '03.jpg', '05.jpg'])
    // The other keys stay byte for byte; the build accepts the file.
    expect(await yaml()).toBe(
      `${before}order:\n  - 04.jpg\n  - 02.jpg\n  - 01.jpg\n  - 03.jpg\n  - 05.jpg\n`,
    )
    expect(buildCheck(FILE, await yaml())).toEqual([])
    // Photos left out now keep the order just saved, not their file names' order.
    expect((await reorder(['05.jpg'])).statusCode).toBe(200)
    expect(await names()).toEqual(['05.jpg', '04.jpg', '02.jpg', '01.jpg', '03.jpg'])
  })

  it('is committed to git and recorded in the history by the person who changed it', async () => {
    expect((await reorder(['03.jpg', '05.jpg'])).statusCode).toBe(200)
    expect(git('log', '-1', '--format=%s|%an')).toBe(
      'gazda: Nowa kolejność zdjęć w albumie „Bal karnawałowy 2025”: 03.jpg, 05.jpg, 04.jpg, 02.jpg, 01.jpg|Ewa Redaktor',
    )
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe(FILE)
    const changes = await contentChangesOf(server, 'gallery')
    expect(changes).toContainEqual(
      expect.objectContaining({
        action: 'update',
        recordId: ALBUM,
        userId: server.editor.id,
        summary:
          'Nowa kolejność zdjęć w albumie „Bal karnawałowy 2025”: 03.jpg, 05.jpg, 04.jpg, 02.jpg, 01.jpg',
      }),
    )
  })

  it('keeps hidden photos in their place, and hiding one keeps the order', async () => {
    const { version } = await album()
    const hidden = await server.call('PUT', `${albumPath}/photos/05.jpg`, { hidden: true, version })
    expect(hidden.statusCode).toBe(200)
    expect((await album()).photos.slice(0, 2)).toEqual([
      { name: '03.jpg', hidden: false, caption: null, alt: null },
      { name: '05.jpg', hidden: true, caption: null, alt: null },
    ])
  })

  it('is refused on a version someone else has changed since, and nothing is written', async () => {
    const stale = (await album()).version
    expect((await reorder(['01.jpg'])).statusCode).toBe(200)
    const after = await yaml()
    const commits = git('rev-list', '--count', 'HEAD')
    const response = await reorder(['02.jpg'], stale)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CONTENT_CHANGED' })
    expect(await yaml()).toBe(after)
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits)
  })

  it('written back in file-name order leaves album.yaml without an `order`', async () => {
    const response = await reorder(['01.jpg', '02.jpg', '03.jpg', '04.jpg', '05.jpg'])
    expect(response.statusCode).toBe(200)
    expect(await yaml()).not.toMatch(/^order:/m)
    expect(await names()).toEqual(['01.jpg', '02.jpg', '03.jpg', '04.jpg', '05.jpg'])
  })

  it('refuses names not in the album, names given twice and what is not a list, in Polish', async () => {
    expect((await reorder(['02.jpg', '01.jpg'])).statusCode).toBe(200)
    const before = await yaml()
    const commits = git('rev-list', '--count', 'HEAD')
    const cases: [unknown, string][] = [
      [
        ['02.jpg', '09.jpg'],
        'W albumie nie ma zdjęcia „09.jpg”. Odśwież stronę i ustaw kolejność ponownie.',
      ],
      [
        ['../../../site.yaml'],
        'W albumie nie ma zdjęcia „../../../site.yaml”. Odśwież stronę i ustaw kolejność ponownie.',
      ],
      [
        ['album.yaml'],
        'W albumie nie ma zdjęcia „album.yaml”. Odśwież stronę i ustaw kolejność ponownie.',
      ],
      [
        ['03.jpg', '01.jpg', '03.jpg'],
        'Zdjęcie „03.jpg” jest na liście kolejności więcej niż raz.',
      ],
      ['01.jpg', 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.'],
      [{ 0: '01.jpg' }, 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.'],
      [[1, 2], 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.'],
      [null, 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.'],
      [undefined, 'Kolejność zdjęć musi być listą nazw plików zdjęć z tego albumu.'],
    ]
    for (const [order, message] of cases) {
      const response = await reorder(order)
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { code: 'INVALID_ORDER', message },
      ])
    }
    expect(await yaml()).toBe(before)
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits)
    expect(git('status', '--porcelain', '--', FILE)).toBe('')
  })

  it('answers 404 for an album there is not, and needs a staff token', async () => {
    const { version } = await album()
    const missing = await server.call('PUT', '/api/gazda/content/gallery/2024-2025/nie-ma/order', {
      order: [],
      version,
    })
    expect(missing.statusCode).toBe(404)
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: `${albumPath}/order`,
      payload: { order: ['01.jpg'], version },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
