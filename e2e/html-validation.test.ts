import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

// Issue #10: every built page passes the Nu HTML Checker (the W3C's validator, npm `vnu-jar`, run
// with the machine's Java) with no errors. Gatsby's own fragments under public/_gatsby/ are not
// pages and are left out.
jest.setTimeout(600_000)

const PUBLIC = path.join(__dirname, '..', 'public')
const VNU = require.resolve('vnu-jar/build/dist/vnu.jar')

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : pages(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
}

describe('the Nu HTML Checker', () => {
  it('finds no error in any built page', async () => {
    const files = pages(PUBLIC)
    expect(files.length).toBeGreaterThan(150)
    // vnu exits 1 when it reports anything; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', VNU, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${path.relative(PUBLIC, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`)
    expect(errors).toEqual([])
    console.log(`Nu HTML Checker: ${files.length} pages, no errors`)
  })
})
