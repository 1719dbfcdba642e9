import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

// Issue #17: the published site has no source maps. The build makes none (gatsby/webpack-config.ts),
// but public/ outlives builds (a warm build here, the cache of .github/workflows/publish-site.yml):
// maps an older build wrote beside its bundles are removed.

/** Removes the `*.map` files webpack writes at the top of public/; answers how many. */
export async function removeSourceMaps(publicDir: string): Promise<number> {
  const maps = (await readdir(publicDir)).filter((name) => name.endsWith('.map'))
  await Promise.all(maps.map((name) => rm(path.join(publicDir, name), { force: true })))
  return maps.length
}
