import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { copyTree, createSiteFolders } from '../../server/publish/siteFolders'

// Issue #20: a publish copies only what the build changed and hard-links the rest from the copy
// before; the served copy must still be exactly PUBLIC_DIR as built.

let root: string
let publicDir: string
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const write = (relative: string, text: string) => {
  const file = path.join(publicDir, relative)
  writeFileSync(file, text, { mode: 0o644 })
}
const inode = (file: string) => statSync(file).ino

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'szkola-copies-'))
  publicDir = path.join(root, 'public')
  // As Gatsby leaves them: readable by anyone.
  await mkdir(path.join(publicDir, 'page-data/a'), { recursive: true, mode: 0o755 })
  write('index.html', '<h1>one</h1>')
  write('page-data/a/page-data.json', '{"a":1}')
  write('photo.jpg', 'JPEG'.repeat(1000))
})

afterEach(() => rm(root, { recursive: true, force: true }))

describe('copyTree', () => {
  it('links the files unchanged since the copy before and copies the changed, the new and no removed one', async () => {
    const first = await copyTree(publicDir, path.join(root, '1'), undefined, 0)
    expect(first).toMatchObject({ linked: 0, copied: 3 })
    await pause(50)
    write('index.html', '<h1>two</h1>')
    write('new.html', 'new')
    await rm(path.join(publicDir, 'page-data/a/page-data.json'))

    const second = await copyTree(
      publicDir,
      path.join(root, '2'),
      { dir: path.join(root, '1'), index: first.index },
      0,
    )
    expect(second).toMatchObject({ linked: 1, copied: 2 })
    expect(inode(path.join(root, '2/photo.jpg'))).toBe(inode(path.join(root, '1/photo.jpg')))
    expect(readFileSync(path.join(root, '2/index.html'), 'utf8')).toBe('<h1>two</h1>')
    expect(readFileSync(path.join(root, '1/index.html'), 'utf8')).toBe('<h1>one</h1>')
    expect(readFileSync(path.join(root, '2/new.html'), 'utf8')).toBe('new')
    expect(existsSync(path.join(root, '2/page-data/a/page-data.json'))).toBe(false)
    expect(await readdir(path.join(root, '2/page-data'))).toEqual(['a'])
  })

  it('copies a file rewritten in place with the same size and its modification time set back', async () => {
    // A whole second, which the file system keeps exactly.
    const second = Math.floor(Date.now() / 1000) - 60
    const photo = path.join(publicDir, 'photo.jpg')
    utimesSync(photo, second, second)
    await pause(50)
    const first = await copyTree(publicDir, path.join(root, '1'), undefined, 0)
    const before = statSync(photo)
    await pause(50)
    write('photo.jpg', 'JPEG'.repeat(999) + 'jpeg')
    utimesSync(photo, second, second)
    const after = statSync(photo)
    expect([after.size, after.mtimeMs, after.ino]).toEqual([
      before.size,
      before.mtimeMs,
      before.ino,
    ])

    await copyTree(
      publicDir,
      path.join(root, '2'),
      { dir: path.join(root, '1'), index: first.index },
      0,
    )
    expect(readFileSync(path.join(root, '2/photo.jpg'), 'utf8').endsWith('jpeg')).toBe(true)
    expect(inode(path.join(root, '2/photo.jpg'))).not.toBe(inode(path.join(root, '1/photo.jpg')))
  })

  it('never lists a file written just before the copy, so the next copy copies it again', async () => {
    const { index } = await copyTree(publicDir, path.join(root, '1'))
    expect(index).toEqual({})
  })
})

describe('a publish', () => {
  it('serves the changed page and keeps unchanged files shared after the oldest copy is pruned', async () => {
    const dataDir = path.join(root, 'data')
    const folders = createSiteFolders({ publicDir, dataDir, settledMs: 0 })
    const builds = path.join(root, 'data/site/builds')
    await folders.prepare(() => undefined)
    await pause(50)
    await folders.protectLive()
    await folders.publish()
    await pause(50)
    write('index.html', '<h1>two</h1>')
    await folders.publish()
    expect(await readdir(builds)).toEqual(['2', '3'])
    expect(readFileSync(path.join(folders.liveDir, 'index.html'), 'utf8')).toBe('<h1>two</h1>')
    expect(readFileSync(path.join(folders.liveDir, 'photo.jpg'), 'utf8')).toBe('JPEG'.repeat(1000))
    expect(inode(path.join(builds, '3/photo.jpg'))).toBe(inode(path.join(builds, '2/photo.jpg')))
    // The copy is the server's alone (#17), linked files too.
    expect((await stat(path.join(builds, '3/photo.jpg'))).mode & 0o077).toBe(0)
    expect((await stat(path.join(builds, '3/index.html'))).mode & 0o077).toBe(0)
    expect((await stat(path.join(builds, '3/page-data/a'))).mode & 0o077).toBe(0)
    expect((await stat(path.join(builds, '2/page-data/a/page-data.json'))).mode & 0o077).toBe(0)
    // PUBLIC_DIR's own files are never linked into a copy: the next build may rewrite them.
    expect(inode(path.join(builds, '3/photo.jpg'))).not.toBe(
      inode(path.join(publicDir, 'photo.jpg')),
    )
    await writeFile(path.join(publicDir, 'photo.jpg'), 'changed in place')
    expect(readFileSync(path.join(folders.liveDir, 'photo.jpg'), 'utf8')).toBe('JPEG'.repeat(1000))
  })
})
