import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { settledBundle } from '../../gatsby/post-build/search-index'

// Pagefind answers writeFiles while its files may still be being written (Pagefind #1271): the
// build waits until the bundle has settled before it reads the files or closes Pagefind.
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-settle-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('settledBundle', () => {
  it('waits while a file is still growing and the entry file is not yet whole', async () => {
    const bundle = path.join(dir, 'pagefind')
    mkdirSync(bundle)
    writeFileSync(path.join(bundle, 'pagefind-entry.json'), '{"version":')
    writeFileSync(path.join(bundle, 'fragment.pf'), 'a')
    const writer = setInterval(() => appendFileSync(path.join(bundle, 'fragment.pf'), 'a'), 100)
    let settled = false
    const waiting = settledBundle(bundle).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(settled).toBe(false)
    clearInterval(writer)
    writeFileSync(path.join(bundle, 'pagefind-entry.json'), '{"version":"1.5.2"}')
    await waiting
    expect(settled).toBe(true)
  })

  it('gives up, saying so, when the entry file never becomes whole', async () => {
    writeFileSync(path.join(dir, 'pagefind-entry.json'), '')
    await expect(settledBundle(dir, 1000)).rejects.toThrow("Pagefind's files did not settle")
  })
})
