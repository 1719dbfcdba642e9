import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A temporary folder, made afresh before each test with `files` (path → text) in it and removed
 * after it; `dir` is the folder of the test that runs.
 */
export function tempDirEachTest(prefix: string, files: Record<string, string> = {}) {
  const tmp = { dir: '' }
  beforeEach(() => {
    tmp.dir = mkdtempSync(path.join(os.tmpdir(), prefix))
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(tmp.dir, file)), { recursive: true })
      writeFileSync(path.join(tmp.dir, file), text)
    }
  })
  afterEach(() => rmSync(tmp.dir, { recursive: true, force: true }))
  return tmp
}
