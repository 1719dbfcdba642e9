import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  LOADER_ID,
  loadScriptsAfterPaint,
  loadScriptsAfterPaintEverywhere,
  pageScripts,
} from '../../gatsby/post-build/scripts-after-paint'

// Gatsby's end of body, as it writes it (the shared `_gatsby-scripts` slice).
const GATSBY_END =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script src="/webpack-runtime-a7560edc.js" async></script>' +
  '<script src="/framework-7dfbf1f7.js" async></script>' +
  '<script src="/app-07e1341b.js" async></script></body></html>'
const PAGE = `<!DOCTYPE html><html lang="pl"><body><p>Zażółć gęślą jaźń</p>${GATSBY_END}`
const SCRIPTS = ['/webpack-runtime-a7560edc.js', '/framework-7dfbf1f7.js', '/app-07e1341b.js']

describe("Gatsby's scripts asked for after the first paint", () => {
  it('become one loader in their place that lists them in order', () => {
    const done = loadScriptsAfterPaint(PAGE)
    expect(done).not.toMatch(/<script src=/)
    expect(done.match(/<script id="scripts-after-paint">/g)).toHaveLength(1)
    expect(pageScripts(done)).toEqual(SCRIPTS)
    // The rest of the page is as it was, the loader where the first tag stood.
    const loader = done.slice(done.indexOf(`<script id="${LOADER_ID}">`)).split('</script>')[0]!
    expect(done.replace(`${loader}</script>`, '')).toBe(
      PAGE.replace(/<script src="[^"]+" async><\/script>/g, ''),
    )
    expect(done.indexOf(LOADER_ID)).toBeGreaterThan(done.indexOf('gatsby-script-loader'))
  })

  it('leaves a page without them, or one already done, as it is', () => {
    const plain = '<html><body><p>Bez skryptów</p></body></html>'
    expect(loadScriptsAfterPaint(plain)).toBe(plain)
    const once = loadScriptsAfterPaint(PAGE)
    expect(loadScriptsAfterPaint(once)).toBe(once)
    expect(pageScripts(plain)).toEqual([])
  })

  it('counts script tags a page still has as well as the loaded ones', () => {
    expect(pageScripts(PAGE)).toEqual(SCRIPTS)
  })

  it('rewrites every built page once, and nothing but pages', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'scripts-after-paint-'))
    try {
      await mkdir(path.join(dir, 'wiadomosci'), { recursive: true })
      await writeFile(path.join(dir, 'index.html'), PAGE)
      await writeFile(path.join(dir, 'wiadomosci', 'index.html'), PAGE)
      await writeFile(path.join(dir, 'app.js.txt'), GATSBY_END)
      expect(await loadScriptsAfterPaintEverywhere(dir)).toBe(2)
      expect(
        pageScripts(await readFile(path.join(dir, 'wiadomosci', 'index.html'), 'utf8')),
      ).toEqual(SCRIPTS)
      expect(await readFile(path.join(dir, 'app.js.txt'), 'utf8')).toBe(GATSBY_END)
      // A warm build leaves most pages as the last build wrote them: those are not touched again.
      expect(await loadScriptsAfterPaintEverywhere(dir)).toBe(0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
