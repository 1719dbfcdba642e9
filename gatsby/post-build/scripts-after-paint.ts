import { rewritePages } from './pages'

// Issue #9: Gatsby ends every page with `<script src="…" async>` for its runtime, React and the
// app (about 85 KB gzipped). When they are in the browser's cache, or arrive at once, an async
// script runs as soon as it is there, before the browser has painted the page it already has:
// on a phone that holds the first paint back by the time it takes to run them. The page is
// readable without them (it is the server's HTML), so each page asks for them just after its
// first paint instead: one small inline script where the tags were, which adds them once the
// first frame is drawn, in the frame after it (or after a second at the latest, for a tab opened
// in the background, where no frame is drawn).

/** Gatsby's script tags as it writes them (the shared `_gatsby-scripts` slice). */
const SCRIPT_TAG = /<script src="(\/[^"<>\\]+\.js)" async><\/script>/g
/** The loader's id: a page that has it was done already. */
export const LOADER_ID = 'scripts-after-paint'
const LOADER_LIST = new RegExp(`<script id="${LOADER_ID}">var s=(\\[[^\\]]*\\])`)

function loader(sources: string[]): string {
  return (
    `<script id="${LOADER_ID}">var s=${JSON.stringify(sources)};(function(d){var done=0;` +
    `function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");` +
    `e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});` +
    `setTimeout(go,1000)})(document)</script>`
  )
}

/** The page with Gatsby's script tags replaced by the loader (unchanged if it has none). */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]!)
  if (sources.length === 0) return html
  let first = true
  return html.replace(SCRIPT_TAG, () => {
    if (!first) return ''
    first = false
    return loader(sources)
  })
}

/** Every script a page loads at start: its script tags' and its loader's, in order. */
export function pageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="(\/[^"]+\.js)"/g)].map((match) => match[1]!)
  const listed = LOADER_LIST.exec(html)
  return [...tags, ...(listed ? (JSON.parse(listed[1]!) as string[]) : [])]
}

/** The page (as bytes) with the loader; the same buffer if there was nothing to do. */
export function loadScriptsAfterPaintIn(page: Buffer): Buffer {
  const html = page.toString('utf8')
  const done = loadScriptsAfterPaint(html)
  return done === html ? page : Buffer.from(done)
}

/** Rewrites every built page; answers how many changed (pages written by an earlier build are done). */
export async function loadScriptsAfterPaintEverywhere(publicDir: string): Promise<number> {
  return (await rewritePages(publicDir, loadScriptsAfterPaintIn)).length
}
