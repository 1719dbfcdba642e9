import { readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

// The built pages, each read and written once by every step of onPostBuild together.

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/**
 * Rewrites every HTML file under `publicDir` with `rewrite` (given the page and its path relative
 * to `publicDir`; it answers the same buffer when it changes nothing); answers the pages it changed, relative to `publicDir`. Each is replaced
 * whole or not at all: a server may be reading it meanwhile.
 */
export async function rewritePages(
  publicDir: string,
  rewrite: (page: Buffer, name: string) => Buffer,
): Promise<string[]> {
  const changed: string[] = []
  for await (const file of htmlFiles(publicDir)) {
    const name = path.relative(publicDir, file)
    const page = await readFile(file)
    const done = rewrite(page, name)
    if (done === page) continue
    await writeFile(`${file}.tmp`, done)
    await rename(`${file}.tmp`, file)
    changed.push(name)
  }
  return changed
}
