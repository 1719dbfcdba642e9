import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { builtPages } from './support/builtPages'
import { buildSite, keepBuiltSite, PUBLIC_DIR } from './support/site'

// Gatsby 5 writes the site's CSS into every page's <head>; with slices on, a new CSS bundle alone
// did not make a warm build render the pages again, and every page whose data had not changed kept
// the old CSS (found in issue 20's fourth session; gatsby/styles-version.ts). The real warm build,
// after a change of the style sheets alone: every page must carry the new declaration. The sheet
// changed is the staff area's, whose code the pages load only on demand: Gatsby puts all CSS into
// the one bundle every page inlines, but no page's HTML renderer holds that code, so nothing else
// makes Gatsby render the pages again (a change of a sheet the pages' own components import did).
// Without the SiteStyles node in the shared query, 249 pages kept the old CSS here. The built site
// and Gatsby's cache are put back afterwards, and the style sheet as it was.
jest.setTimeout(300_000)

const SHEET = path.join(__dirname, '../src/staff/Staff.module.css')
const site = keepBuiltSite()
let original: string

beforeAll(() => {
  original = readFileSync(SHEET, 'utf8')
  site.keep()
})

afterAll(() => {
  writeFileSync(SHEET, original)
  site.putBack()
})

/** The pages of public/ whose HTML does not contain `text`. */
const pagesWithout = (text: string) =>
  builtPages().filter(
    (route) => !readFileSync(path.join(PUBLIC_DIR, route, 'index.html'), 'utf8').includes(text),
  )

it('renders every page again with the new CSS after a change of the style sheets alone', () => {
  const pages = builtPages()
  expect(pages.length).toBeGreaterThan(150)
  const probe = `--styles-probe:${Date.now()}`
  // A first build in this test's environment: the next one then renders only what changed (the
  // first build under jest rendered every page, whatever had changed).
  buildSite()
  expect(pagesWithout(probe)).toEqual(pages)
  expect(original.includes('\n.view {\n')).toBe(true)
  try {
    writeFileSync(
      SHEET,
      original.replace('\n.view {\n', `\n.view {\n  ${probe.replace(':', ': ')};\n`),
    )
    buildSite()
  } finally {
    writeFileSync(SHEET, original)
  }
  expect(pagesWithout(probe)).toEqual([])
})
