import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CODE_VERSION_FILE, writeCodeVersion } from '../../gatsby/code-version'

describe('writeCodeVersion', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'code-version-'))
    mkdirSync(path.join(root, 'gatsby/post-build'), { recursive: true })
    mkdirSync(path.join(root, 'src/domain/content'), { recursive: true })
    writeFileSync(path.join(root, 'gatsby/on-create-node.ts'), 'export const a = 1\n')
    writeFileSync(path.join(root, 'gatsby/post-build/index.ts'), 'export const b = 2\n')
    writeFileSync(path.join(root, 'src/domain/content/kinds.ts'), 'export const c = 3\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const written = () => readFileSync(path.join(root, CODE_VERSION_FILE), 'utf8').trim()

  it('writes a hash of the hooks’ sources at the root, where Gatsby hashes gatsby-* files', () => {
    const version = writeCodeVersion(root)
    expect(version).toMatch(/^[0-9a-f]{64}$/)
    expect(written()).toBe(version)
    expect(CODE_VERSION_FILE).toMatch(/^gatsby-/)
  })

  it('changes when a hook module or the content checks change, and only then', () => {
    const first = writeCodeVersion(root)
    const stamp = statSync(path.join(root, CODE_VERSION_FILE)).mtimeMs
    expect(writeCodeVersion(root)).toBe(first)
    // Unchanged: not even rewritten (Gatsby's own file watcher would see a rewrite).
    expect(statSync(path.join(root, CODE_VERSION_FILE)).mtimeMs).toBe(stamp)

    writeFileSync(path.join(root, 'gatsby/post-build/index.ts'), 'export const b = 20\n')
    const second = writeCodeVersion(root)
    expect(second).not.toBe(first)
    writeFileSync(path.join(root, 'src/domain/content/kinds.ts'), 'export const c = 30\n')
    expect(writeCodeVersion(root)).not.toBe(second)
    expect(written()).not.toBe(first)
  })

  it('tells a renamed module from the same text under another name', () => {
    const first = writeCodeVersion(root)
    rmSync(path.join(root, 'gatsby/on-create-node.ts'))
    writeFileSync(path.join(root, 'gatsby/on-create-nodes.ts'), 'export const a = 1\n')
    expect(writeCodeVersion(root)).not.toBe(first)
  })
})
