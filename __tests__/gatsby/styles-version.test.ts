import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sourceNodes, stylesVersion } from '../../gatsby/styles-version'
import { tempDirEachTest } from '../support/tempDir'

describe('stylesVersion', () => {
  const tmp = tempDirEachTest('styles-version-', {
    'src/styles/global.css': ':root { --a: 1px; }\n',
    'src/staff/Staff.module.css': '.chart { margin: 0; }\n',
    'src/staff/StaffApp.tsx': 'export const a = 1\n',
  })

  it('changes when a style sheet is changed, added or renamed', () => {
    const first = stylesVersion(tmp.dir)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    expect(stylesVersion(tmp.dir)).toBe(first)

    writeFileSync(
      path.join(tmp.dir, 'src/staff/Staff.module.css'),
      '.chart { min-width: 0; margin: 0; }\n',
    )
    const changed = stylesVersion(tmp.dir)
    expect(changed).not.toBe(first)

    writeFileSync(path.join(tmp.dir, 'src/staff/Table.module.css'), '.wrap { overflow: auto; }\n')
    const added = stylesVersion(tmp.dir)
    expect(added).not.toBe(changed)

    const text = readFileSync(path.join(tmp.dir, 'src/staff/Table.module.css'))
    rmSync(path.join(tmp.dir, 'src/staff/Table.module.css'))
    writeFileSync(path.join(tmp.dir, 'src/staff/Tables.module.css'), text)
    expect(stylesVersion(tmp.dir)).not.toBe(added)
  })

  it('stays the same when only scripts change (their pages are rendered again by Gatsby itself)', () => {
    const first = stylesVersion(tmp.dir)
    writeFileSync(path.join(tmp.dir, 'src/staff/StaffApp.tsx'), 'export const a = 2\n')
    expect(stylesVersion(tmp.dir)).toBe(first)
  })
})

describe('the SiteStyles node every page asks for', () => {
  const tmp = tempDirEachTest('styles-node-', {
    'src/styles/global.css': ':root { --a: 1px; }\n',
  })

  /** The node sourceNodes makes for a site at `tmp.dir` (its root). */
  const madeNode = async () => {
    const made: Record<string, unknown>[] = []
    await (sourceNodes as unknown as (args: object) => Promise<void> | void)({
      actions: { createNode: (node: Record<string, unknown>) => made.push(node) },
      createNodeId: (seed: string) => `id-of-${seed}`,
      store: { getState: () => ({ program: { directory: tmp.dir } }) },
    })
    expect(made).toHaveLength(1)
    return made[0]!
  }

  it('is made with the style sheets’ version as its content digest, so Gatsby sees it change', async () => {
    const first = await madeNode()
    expect(first).toEqual({
      id: 'id-of-site-styles',
      version: stylesVersion(tmp.dir),
      internal: { type: 'SiteStyles', contentDigest: stylesVersion(tmp.dir) },
    })
    writeFileSync(path.join(tmp.dir, 'src/styles/global.css'), ':root { --a: 2px; }\n')
    const second = await madeNode()
    expect((second.internal as { contentDigest: string }).contentDigest).not.toBe(
      (first.internal as { contentDigest: string }).contentDigest,
    )
  })

  it('is read by the query every page shares (a CSS change renders every page again)', () => {
    const hook = readFileSync(path.join(__dirname, '../../src/hooks/useSiteSettings.ts'), 'utf8')
    const query = hook.slice(hook.indexOf('graphql`'), hook.indexOf('`)'))
    expect(query).toMatch(/\bsiteStyles\s*\{\s*version\s*\}/)
    const layout = readFileSync(path.join(__dirname, '../../src/components/Layout.tsx'), 'utf8')
    expect(layout).toMatch(/\buseSiteSettings\(\)/)
  })
})
