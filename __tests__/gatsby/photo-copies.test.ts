import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { LARGEST_PHOTO_WIDTH, writePhotoCopies } from '../../gatsby/photo-copies'

const ALBUM = path.join('gallery', '2024-2025', 'jaselka')

/** A photo of this size: left half red, right half blue, so a turn shows in the copy. */
async function photo(width: number, height: number, orientation?: number) {
  const half = Math.floor(width / 2)
  const left = await sharp({
    create: { width: half, height, channels: 3, background: '#c00000' },
  })
    .png()
    .toBuffer()
  let image = sharp({ create: { width, height, channels: 3, background: '#0000c0' } }).composite([
    { input: left, left: 0, top: 0 },
  ])
  if (orientation) image = image.withMetadata({ orientation })
  return image.jpeg({ quality: 90 }).toBuffer()
}

describe('copies of the gallery photos', () => {
  let content: string
  let copies: string
  const at = (root: string, name: string) => path.join(root, ALBUM, name)

  beforeEach(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'photo-copies-'))
    content = path.join(root, 'content')
    copies = path.join(root, 'copies')
    await mkdir(path.join(content, ALBUM), { recursive: true })
    await mkdir(path.join(content, 'news'), { recursive: true })
    await writeFile(at(content, '01.jpg'), await photo(3000, 2000))
    await writeFile(at(content, '02.jpg'), await photo(1200, 800))
    // Stored as landscape, shown as portrait: EXIF 6 turns it a quarter clockwise.
    await writeFile(at(content, '03.jpg'), await photo(900, 600, 6))
    await writeFile(path.join(content, 'news', 'wide.jpg'), await photo(3000, 2000))
  })
  afterEach(() => rm(path.dirname(content), { recursive: true, force: true }))

  it('are made for camera-size and turned photos of the gallery only, mirroring its folders', async () => {
    expect(await writePhotoCopies(content, copies)).toEqual({ written: 2, kept: 0, removed: 0 })
    const wide = await sharp(at(copies, '01.jpg')).metadata()
    expect([wide.width, wide.height]).toEqual([LARGEST_PHOTO_WIDTH, 1200])
    expect(existsSync(at(copies, '02.jpg'))).toBe(false)
    expect(existsSync(path.join(copies, 'news', 'wide.jpg'))).toBe(false)

    const turned = sharp(at(copies, '03.jpg'))
    const { width, height, orientation } = await turned.metadata()
    expect([width, height]).toEqual([600, 900])
    expect(orientation ?? 1).toBe(1)
    // Red was on the left of the stored picture: after the quarter turn it is on top.
    const { data } = await turned
      .clone()
      .extract({ left: 300, top: 50, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(150)
    expect(data[2]).toBeLessThan(80)
  })

  it('are kept while their photo is unchanged, made again when it changes, removed when it goes', async () => {
    await writePhotoCopies(content, copies)
    expect(await writePhotoCopies(content, copies)).toEqual({ written: 0, kept: 2, removed: 0 })

    const later = new Date(Date.now() + 60_000)
    await writeFile(at(content, '01.jpg'), await photo(2400, 3600))
    await utimes(at(content, '01.jpg'), later, later)
    expect(await writePhotoCopies(content, copies)).toEqual({ written: 1, kept: 1, removed: 0 })
    const portrait = await sharp(at(copies, '01.jpg')).metadata()
    expect([portrait.width, portrait.height]).toEqual([LARGEST_PHOTO_WIDTH, 2700])

    await rm(at(content, '03.jpg'))
    expect(await writePhotoCopies(content, copies)).toEqual({ written: 0, kept: 1, removed: 1 })
    expect(existsSync(at(copies, '03.jpg'))).toBe(false)
  })

  it('leave no half-written file behind', async () => {
    await writePhotoCopies(content, copies)
    const { readdir } = await import('node:fs/promises')
    expect((await readdir(path.join(copies, ALBUM))).sort()).toEqual(['01.jpg', '03.jpg'])
  })
})
