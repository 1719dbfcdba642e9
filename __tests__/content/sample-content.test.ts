import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { contentErrors } from '../../src/domain/content/kinds'

// The sample content must pass the same checks the build runs, so that `gatsby build` never
// stops on the repository's own content.
const CONTENT = path.join(__dirname, '../../content')

function files(dir = CONTENT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

function fieldsOf(file: string): unknown {
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.md')) {
    const match = /^---\n([\s\S]*?)\n---/.exec(text)
    return match ? load(match[1]!) : {}
  }
  return load(text)
}

const contentFiles = files()
  .map((file) => path.relative(CONTENT, file))
  .filter((file) => /\.(md|ya?ml)$/.test(file) && file !== 'README.md')

describe('the sample content', () => {
  it.each(contentFiles)('content/%s passes the content checks', (file) => {
    expect(contentErrors(file, fieldsOf(path.join(CONTENT, file)))).toEqual([])
  })

  it('has photos under 25 MB in all', () => {
    const bytes = files(path.join(CONTENT, 'gallery'))
      .filter((file) => /\.(jpe?g|png)$/i.test(file))
      .reduce((sum, file) => sum + statSync(file).size, 0)
    expect(bytes).toBeLessThan(25 * 1024 * 1024)
  })

  it('keeps pupils to a first name and an initial', () => {
    for (const file of contentFiles.filter((f) => f.startsWith('graduates/'))) {
      const { graduates } = fieldsOf(path.join(CONTENT, file)) as { graduates: string[] }
      for (const name of graduates)
        expect(name).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)? \p{Lu}\.$/u)
    }
  })
})
