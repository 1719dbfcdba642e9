import { CONTROL_CHARACTER_MESSAGE } from '../../server/errors'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { buildCheck } from '../../server/content/editor'
import {
  HIDDEN_COVER_MESSAGE,
  LAST_SHOWN_PHOTO_DELETE_MESSAGE,
} from '../../server/routes/gazda/content/galleryPhotos'
import { PHOTO_TEXT_MESSAGES } from '../../src/domain/content/editing/album'
import { movedTo } from '../../src/domain/content/photoOrder'
import { contentChangesOf, fakeBuildPublishing } from './support/contentServer'
import { setUpAlbumServer } from './support/albumServer'

// Issue #30: one photo of an album given a caption and an alt text, chosen as the cover, moved to
// a position, and deleted; each saved like every album edit (version, git commit, history, a
// publish queued), and each refusal in Polish with nothing written.
const ALBUM = '2024-2025/jaselka'
// Its three photos are the ones worked on here.
const {
  server,
  albumPath,
  file: FILE,
  yaml,
  git,
  album,
} = setUpAlbumServer(
  ALBUM,
  // Each build takes a moment: a save's publish is seen queued or building right after it.
  ({ site }) => fakeBuildPublishing(site, { sleepMs: 400 }).config,
)
const folder = () => path.join(server.contentDir, 'gallery', ALBUM)
const version = async () => (await album()).version as string
const setTexts = async (name: string, caption: string, alt: string, at?: string) =>
  server.call('PUT', `${albumPath}/photos/${name}/texts`, {
    caption,
    alt,
    version: at ?? (await version()),
  })
const setCover = async (cover: string | null, at?: string) =>
  server.call('PUT', `${albumPath}/cover`, { cover, version: at ?? (await version()) })
const remove = async (name: string, at?: string) =>
  server.app.inject({
    method: 'DELETE',
    url: `${albumPath}/photos/${name}`,
    payload: { version: at ?? (await version()) },
    headers: { authorization: `Bearer ${server.tokens.editor}` },
  })

/** What a refusal must leave as it was: album.yaml, the folder and git's history. */
async function unchanged() {
  const before = { text: await yaml(), files: await readdir(folder()) }
  const commits = git('rev-list', '--count', 'HEAD')
  return async () => {
    expect(await yaml()).toBe(before.text)
    expect(await readdir(folder())).toEqual(before.files)
    expect(git('rev-list', '--count', 'HEAD')).toBe(commits)
    expect(git('status', '--porcelain')).toBe('')
  }
}

/** The last commit: its message, author and files; and that the save queued a publish. */
async function savedAs(summary: string, files: string[]) {
  expect(git('log', '-1', '--format=%s|%an')).toBe(`gazda: ${summary}|Ewa Redaktor`)
  expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(files.sort())
  const changes = await contentChangesOf(server, 'gallery')
  expect(changes.at(-1)).toMatchObject({
    action: 'update',
    recordId: ALBUM,
    userId: server.editor.id,
    summary,
  })
  const publish = (await server.call('GET', '/api/gazda/publish')).json()
  expect(['queued', 'building']).toContain(publish.state)
}

beforeEach(() => server.app.publisher!.idle())

describe('a photo’s caption and alt text', () => {
  it('are answered with each photo, and the cover the album names', async () => {
    expect(await album()).toMatchObject({
      cover: '02.jpg',
      photos: [
        { name: '01.jpg', hidden: false, caption: null, alt: null },
        { name: '02.jpg', hidden: false, caption: 'Gwiazda betlejemska nad szopką', alt: null },
        { name: '03.jpg', hidden: false, caption: 'Kolędnicy', alt: null },
      ],
    })
  })

  it('are saved in album.yaml as plain text, the rest of the file as it was', async () => {
    const before = await yaml()
    const response = await setTexts(
      '01.jpg',
      '  Szopka\n w  kościele ',
      'Dzieci w strojach pasterzy',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().version).toMatch(/^[0-9a-f]{64}$/)
    expect(await yaml()).toBe(
      `${before.replace('Kolędnicy\n', 'Kolędnicy\n  01.jpg: Szopka w kościele\n')}alts:\n  01.jpg: Dzieci w strojach pasterzy\n`,
    )
    expect(buildCheck(FILE, await yaml())).toEqual([])
    expect((await album()).photos[0]).toEqual({
      name: '01.jpg',
      hidden: false,
      caption: 'Szopka w kościele',
      alt: 'Dzieci w strojach pasterzy',
    })
    await savedAs(
      'Podpis i tekst alternatywny zdjęcia 01.jpg w albumie „Jasełka 2024”: „Szopka w kościele”, „Dzieci w strojach pasterzy”',
      [FILE],
    )
  })

  it('are removed when empty, and `alts` with the last one', async () => {
    expect((await setTexts('01.jpg', '', '')).statusCode).toBe(200)
    const text = await yaml()
    expect(text).not.toContain('01.jpg')
    expect(text).not.toMatch(/^alts:/m)
    expect(text).toContain('captions:\n  02.jpg: Gwiazda betlejemska nad szopką\n')
    expect(buildCheck(FILE, text)).toEqual([])
  })

  it('refuse text too long or with hidden characters, naming the field in Polish', async () => {
    const check = await unchanged()
    const cases: [string, string, Record<string, string[]>][] = [
      ['a'.repeat(201), '', { caption: [PHOTO_TEXT_MESSAGES.caption] }],
      ['', 'ą'.repeat(301), { alt: [PHOTO_TEXT_MESSAGES.alt] }],
      [
        'Kolędnicy\u202e',
        'x\u2066',
        { caption: [PHOTO_TEXT_MESSAGES.control], alt: [PHOTO_TEXT_MESSAGES.control] },
      ],
      // A C0 control is refused for every text of the staff area before the route (issue #32).
      ['Kolędnicy', 'x\u0000', { alt: [CONTROL_CHARACTER_MESSAGE] }],
    ]
    for (const [caption, alt, inputErrors] of cases) {
      const response = await setTexts('02.jpg', caption, alt)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'INVALID_CONTENT', inputErrors })
    }
    await check()
    // At the limit: saved.
    expect((await setTexts('02.jpg', 'a'.repeat(200), 'ą'.repeat(300))).statusCode).toBe(200)
    expect((await setTexts('02.jpg', 'Gwiazda betlejemska nad szopką', '')).statusCode).toBe(200)
  })

  it('refuse a photo the album does not have, a name with a path, and a stale version', async () => {
    const check = await unchanged()
    const at = await version()
    expect((await setTexts('09.jpg', 'Nie ma', '', at)).statusCode).toBe(404)
    for (const name of ['..%2F..%2F..%2Fsite.yaml', '..%2Fandrzejki%2F01.jpg', 'album.yaml']) {
      const response = await setTexts(name, 'Włamanie', '', at)
      expect([400, 404]).toContain(response.statusCode)
    }
    const stale = 'a'.repeat(64)
    const response = await setTexts('01.jpg', 'Późno', '', stale)
    expect([response.statusCode, response.json().code]).toEqual([409, 'CONTENT_CHANGED'])
    await check()
  })
})

describe('the album’s cover', () => {
  it('is one of its shown photos, saved as `cover`, or the first photo with null', async () => {
    expect((await setCover('03.jpg')).statusCode).toBe(200)
    expect(await yaml()).toMatch(/^cover: 03\.jpg$/m)
    expect((await album()).cover).toBe('03.jpg')
    await savedAs('Okładka albumu „Jasełka 2024”: 03.jpg', [FILE])
    expect((await setCover(null)).statusCode).toBe(200)
    expect(await yaml()).not.toMatch(/^cover:/m)
    expect((await album()).cover).toBeNull()
    expect(buildCheck(FILE, await yaml())).toEqual([])
  })

  it('refuses a photo not in the album, a hidden one and a stale version', async () => {
    const hidden = await server.call('PUT', `${albumPath}/photos/01.jpg`, {
      hidden: true,
      version: await version(),
    })
    expect(hidden.statusCode).toBe(200)
    const check = await unchanged()
    for (const name of ['09.jpg', '../andrzejki/01.jpg', 'album.yaml']) {
      const response = await setCover(name)
      expect([response.statusCode, response.json().code]).toEqual([400, 'INVALID_COVER'])
    }
    const response = await setCover('01.jpg')
    expect([response.statusCode, response.json().message]).toEqual([409, HIDDEN_COVER_MESSAGE])
    expect((await setCover('02.jpg', 'b'.repeat(64))).statusCode).toBe(409)
    await check()
    await server.call('PUT', `${albumPath}/photos/01.jpg`, {
      hidden: false,
      version: await version(),
    })
  })
})

describe('moving a photo to a position', () => {
  it('takes it out and puts it there, the others keeping their order', () => {
    const photos = ['01.jpg', '02.jpg', '03.jpg', '04.jpg']
    expect(movedTo(photos, 3, 0)).toEqual(['04.jpg', '01.jpg', '02.jpg', '03.jpg'])
    expect(movedTo(photos, 0, 2)).toEqual(['02.jpg', '03.jpg', '01.jpg', '04.jpg'])
    // Beyond either end: at that end.
    expect(movedTo(photos, 1, 99)).toEqual(['01.jpg', '03.jpg', '04.jpg', '02.jpg'])
    expect(movedTo(photos, 2, -5)).toEqual(['03.jpg', '01.jpg', '02.jpg', '04.jpg'])
    expect(movedTo(photos, 7, 0)).toEqual(photos)
  })

  it('is saved as the album’s order in one save', async () => {
    const names = (await album()).photos.map((photo: { name: string }) => photo.name)
    const order = movedTo(movedTo(names, 2, 0), 2, 1)
    expect(order).toEqual(['03.jpg', '02.jpg', '01.jpg'])
    const response = await server.call('PUT', `${albumPath}/order`, {
      order,
      version: await version(),
    })
    expect(response.statusCode).toBe(200)
    expect(await yaml()).toContain('order:\n  - 03.jpg\n  - 02.jpg\n  - 01.jpg\n')
    expect((await album()).photos.map((photo: { name: string }) => photo.name)).toEqual(order)
  })
})

describe('deleting a photo', () => {
  it('removes its file and every mention of it in album.yaml, in one commit', async () => {
    expect((await setTexts('02.jpg', 'Gwiazda', 'Złota gwiazda nad szopką')).statusCode).toBe(200)
    expect((await setCover('02.jpg')).statusCode).toBe(200)
    const response = await remove('02.jpg')
    expect(response.statusCode).toBe(200)
    expect(response.json().version).toBe((await album()).version)
    expect(existsSync(path.join(folder(), '02.jpg'))).toBe(false)
    const text = await yaml()
    expect(text).not.toContain('02.jpg')
    expect(text).not.toMatch(/^(cover|alts):/m)
    expect(text).toContain('order:\n  - 03.jpg\n  - 01.jpg\n')
    expect(buildCheck(FILE, text)).toEqual([])
    expect((await album()).photos.map((photo: { name: string }) => photo.name)).toEqual([
      '03.jpg',
      '01.jpg',
    ])
    await savedAs('Usunięte zdjęcie 02.jpg z albumu „Jasełka 2024”', [
      FILE,
      `gallery/${ALBUM}/02.jpg`,
    ])
    expect(git('status', '--porcelain')).toBe('')
    // Gone from git's tree too, not only from the folder.
    expect(git('ls-tree', '--name-only', 'HEAD', `gallery/${ALBUM}/`)).not.toContain('02.jpg')
  })

  it('refuses the last shown photo, a photo not there, a name with a path and a stale version', async () => {
    expect(
      (
        await server.call('PUT', `${albumPath}/photos/01.jpg`, {
          hidden: true,
          version: await version(),
        })
      ).statusCode,
    ).toBe(200)
    const check = await unchanged()
    const last = await remove('03.jpg')
    expect([last.statusCode, last.json().message]).toEqual([409, LAST_SHOWN_PHOTO_DELETE_MESSAGE])
    expect((await remove('02.jpg')).statusCode).toBe(404)
    for (const name of ['..%2F..%2F..%2Fsite.yaml', '..%2Fandrzejki%2F01.jpg', 'album.yaml']) {
      expect([400, 404]).toContain((await remove(name)).statusCode)
    }
    expect(existsSync(path.join(server.contentDir, 'site.yaml'))).toBe(true)
    const stale = await remove('01.jpg', 'c'.repeat(64))
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'CONTENT_CHANGED'])
    await check()
    // A hidden photo can go: 03.jpg stays shown.
    expect((await remove('01.jpg')).statusCode).toBe(200)
    expect(await yaml()).not.toMatch(/^(hidden|order):/m)
    expect(await readdir(folder())).toEqual(['03.jpg', 'album.yaml'])
  })

  it('needs a staff token', async () => {
    const response = await server.app.inject({
      method: 'DELETE',
      url: `${albumPath}/photos/03.jpg`,
      payload: { version: await version() },
    })
    expect(response.statusCode).toBe(401)
    expect(existsSync(path.join(folder(), '03.jpg'))).toBe(true)
  })
})
