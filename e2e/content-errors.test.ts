import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// A real `gatsby build` over a copy of the content with one mistake in it must stop, naming the
// file and the field. The copy leaves out all but one photo album, and the build stops before
// webpack, so each case takes seconds.
jest.setTimeout(180_000)

const ROOT = path.join(__dirname, '..')
// Gatsby compiles its config files with Parcel, which does not follow symbolic links: copy them.
const COPIED = ['src', 'gatsby', 'static', 'package.json', 'tsconfig.json']
const GATSBY_FILES = readdirSync(ROOT).filter((name) => /^gatsby-.*\.tsx?$/.test(name))

function siteWith(mistake: (content: string) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'szkola-content-'))
  for (const name of [...COPIED, ...GATSBY_FILES]) {
    cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  const content = path.join(dir, 'content')
  cpSync(path.join(ROOT, 'content'), content, {
    recursive: true,
    filter: (source) =>
      !/gallery\/(?!2024-2025(\/andrzejki)?(\/|$))./.test(path.relative(ROOT, source)),
  })
  mistake(content)
  return dir
}

function build(dir: string) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
  })
  rmSync(dir, { recursive: true, force: true })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

describe('a mistake in content/ stops the build, naming the file and the field', () => {
  it.each([
    {
      mistake: 'a homework item due before it was given',
      file: 'homework/999.md',
      text: '---\nid: 999\ntitle: Czytanka\nclass: klasa-3\nteacher: X\nassigned: 2025-10-11\ndue: 2025-10-04\n---\nTekst.\n',
      message: 'content/homework/999.md: due: must not be before assigned',
    },
    {
      mistake: 'a link to a page the site does not have',
      file: 'news/2026-11-20-zepsuty-link.md',
      text: '---\ntitle: Zepsuty link\ndate: 2026-11-20\n---\nZobacz [cennik](/pages/cennik/).\n',
      message:
        'content/news/2026-11-20-zepsuty-link.md: the link /pages/cennik/ goes to no page of the site',
    },
  ])('for $mistake', ({ file, text, message }) => {
    const dir = siteWith((content) => writeFileSync(path.join(content, file), text))
    const { status, output } = build(dir)
    expect(status).not.toBe(0)
    expect(output).toContain(message)
  })
})
