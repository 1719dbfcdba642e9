// `npm run bench:tracker-size`: the gzipped size the tracker's own code adds to the site's
// JavaScript (its slice, listener, API client, queue policy and page hooks), bundled and minified
// as the site's build does, with the libraries it shares with the rest of the store left out.
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const ROOT = path.join(__dirname, '..')

/** Minified and gzipped bytes of the tracker's own code. */
export async function trackerCodeSize(): Promise<{ minified: number; gzip: number }> {
  const result = await build({
    stdin: {
      contents: `
        export { createTrackerListener } from './src/state/trackerListener'
        export { trackerSlice, track, trackerStarted, flushTracker } from './src/state/trackerSlice'
        export { createTrackerApi } from './src/state/api'
        export { routeEvent, externalClickEvent } from './src/domain/trackerQueue'
        export { trackExternalClick, trackNavigation, flushTracking } from './src/state/browser'
        export { startPageTracking } from './src/state/loader'
      `,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    // Shared with the whole store (and so not the tracker's own): the libraries, and the store.
    external: ['@reduxjs/toolkit', 'react-redux', 'react', './store', './persist'],
    plugins: [
      {
        name: 'store-is-shared',
        setup(b) {
          b.onResolve(
            { filter: /\/(store|persist|client|authSlice|draftsSlice|draftActions)$/ },
            (args) => ({
              path: args.path,
              external: true,
            }),
          )
          // The page's loader imports ./browser, which is counted once, above.
          b.onResolve({ filter: /^\.\/browser$/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          )
        },
      },
    ],
  })
  const code = result.outputFiles[0]!.contents
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

if (require.main === module) {
  trackerCodeSize().then(
    ({ minified, gzip }) =>
      console.log(
        `tracker code: ${(minified / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(2)} KB gzipped`,
      ),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
