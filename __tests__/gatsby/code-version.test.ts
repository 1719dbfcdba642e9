import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CODE_VERSION_FILE, writeCodeVersion } from '../../gatsby/code-version'
import { tempDirEachTest } from '../support/tempDir'

describe('writeCodeVersion', () => {
  const tmp = tempDirEachTest('code-version-', {
    'gatsby/on-create-node.ts': 'export const a = 1\n',
    'gatsby/post-build/index.ts': 'export const b = 2\n',
    'src/domain/content/kinds.ts': 'export const c = 3\n',
  })

  const written = () => readFileSync(path.join(tmp.dir, CODE_VERSION_FILE), 'utf8').trim()

  it('writes a hash of the hooks’ sources at the root, where Gatsby hashes gatsby-* files', () => {
    const version = writeCodeVersion(tmp.dir)
    expect(version).toMatch(/^[0-9a-f]{64}$/)
    expect(written()).toBe(version)
    expect(CODE_VERSION_FILE).toMatch(/^gatsby-/)
  })

  it('changes when a hook module or the content checks change, and only then', () => {
    const first = writeCodeVersion(tmp.dir)
    const stamp = statSync(path.join(tmp.dir, CODE_VERSION_FILE)).mtimeMs
    expect(writeCodeVersion(tmp.dir)).toBe(first)
    // Unchanged: not even rewritten (Gatsby's own file watcher would see a rewrite).
    expect(statSync(path.join(tmp.dir, CODE_VERSION_FILE)).mtimeMs).toBe(stamp)

    writeFileSync(path.join(tmp.dir, 'gatsby/post-build/index.ts'), 'export const b = 20\n')
    const second = writeCodeVersion(tmp.dir)
    expect(second).not.toBe(first)
    writeFileSync(path.join(tmp.dir, 'src/domain/content/kinds.ts'), 'export const c = 30\n')
    expect(writeCodeVersion(tmp.dir)).not.toBe(second)
    expect(written()).not.toBe(first)
  })

  it('tells a renamed module from the same text under another name', () => {
    const first = writeCodeVersion(tmp.dir)
    rmSync(path.join(tmp.dir, 'gatsby/on-create-node.ts'))
    writeFileSync(path.join(tmp.dir, 'gatsby/on-create-nodes.ts'), 'export const a = 1\n')
    expect(writeCodeVersion(tmp.dir)).not.toBe(first)
  })
})
