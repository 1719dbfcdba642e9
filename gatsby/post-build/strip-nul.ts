import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// React 18's streaming renderer, which Gatsby builds pages with, can leave NUL bytes where a
// multi-byte character (ą, ź, „) meets the end of its 2 KB buffer (facebook/react#26228, still
// in 18.3; gatsbyjs/gatsby#38747). A NUL is never part of a page (content and the API refuse
// it), and the Nu HTML Checker rightly calls it an error: every built page is cleaned of them.

export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/** Removes NUL bytes from every HTML file under `publicDir`; answers the files it changed. */
export async function stripNulBytes(publicDir: string): Promise<string[]> {
  const changed: string[] = []
  for await (const file of htmlFiles(publicDir)) {
    const bytes = await readFile(file)
    if (!bytes.includes(0)) continue
    await writeFile(
      file,
      bytes.filter((byte) => byte !== 0),
    )
    changed.push(path.relative(publicDir, file))
  }
  return changed
}
