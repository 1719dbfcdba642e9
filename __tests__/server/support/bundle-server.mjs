// Bundles server/main.ts into one CommonJS file (argv[2]) for tests that start the server often.
// Run as its own process: esbuild's JavaScript API fails its TextEncoder check inside jest.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

// `__dirname` is replaced with each file's own folder, so that server/config.ts and
// server/db/client.ts still find the repository and the migrations from the bundle's folder.
const ownDirname = {
  name: 'own-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        '__dirname',
        JSON.stringify(path.dirname(args.path)),
      ),
      loader: 'ts',
    }))
  },
}

await build({
  entryPoints: [path.join(root, 'server/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  outfile: process.argv[2],
  logLevel: 'warning',
  plugins: [ownDirname],
})
