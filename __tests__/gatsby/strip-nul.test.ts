import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { stripNulBytes } from '../../gatsby/post-build/strip-nul'
import { tempDirEachTest } from '../support/tempDir'

describe('NUL bytes in the built pages', () => {
  const tmp = tempDirEachTest('strip-nul-')

  it('are removed from every HTML file, the rest of each byte for byte', async () => {
    const page = Buffer.concat([
      Buffer.from('<p>sobota, 11 pa'),
      Buffer.from([0]),
      Buffer.from('ździernika 2025</p>'),
    ])
    await mkdir(path.join(tmp.dir, 'zadania-domowe', '795'), { recursive: true })
    await writeFile(path.join(tmp.dir, 'zadania-domowe', '795', 'index.html'), page)
    await writeFile(path.join(tmp.dir, 'index.html'), '<p>Zażółć gęślą jaźń</p>')
    await writeFile(path.join(tmp.dir, 'data.bin'), Buffer.from([1, 0, 2]))

    expect(await stripNulBytes(tmp.dir)).toEqual([path.join('zadania-domowe', '795', 'index.html')])
    expect(await readFile(path.join(tmp.dir, 'zadania-domowe', '795', 'index.html'), 'utf8')).toBe(
      '<p>sobota, 11 października 2025</p>',
    )
    expect(await readFile(path.join(tmp.dir, 'index.html'), 'utf8')).toBe(
      '<p>Zażółć gęślą jaźń</p>',
    )
    // Only pages: other files may hold NUL bytes of their own.
    expect(await readFile(path.join(tmp.dir, 'data.bin'))).toEqual(Buffer.from([1, 0, 2]))
  })
})
