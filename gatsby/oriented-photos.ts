import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import sharp from 'sharp'
import { CONTENT_DIR } from './content-dir'

// gatsby-plugin-image sizes a photo from its stored width and height and ignores the EXIF
// orientation a phone writes, so a portrait photo stored sideways comes out cropped to landscape
// (gatsbyjs/gatsby#30672, never fixed). Such photos get an upright copy here, before Gatsby reads
// the files, and the gallery uses the copy; the editor's file stays as it was.
export const ORIENTED_DIR = path.resolve('.cache/oriented-photos')
export const ORIENTED_SOURCE = 'oriented-photos'
const PHOTO = /\.(jpe?g|png|webp)$/i

function photosUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return photosUnder(full)
    return PHOTO.test(name) ? [full] : []
  })
}

/** Writes an upright copy of every photo under `contentDir` whose EXIF turns it; returns their count. */
export async function writeOrientedCopies(
  contentDir: string,
  outDir = ORIENTED_DIR,
): Promise<number> {
  mkdirSync(outDir, { recursive: true })
  let written = 0
  for (const file of photosUnder(contentDir)) {
    const { orientation } = await sharp(file).metadata()
    if (!orientation || orientation === 1) continue
    const copy = path.join(outDir, path.relative(contentDir, file))
    if (existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs) continue
    mkdirSync(path.dirname(copy), { recursive: true })
    await sharp(file).rotate().jpeg({ quality: 95, mozjpeg: true }).toFile(copy)
    written += 1
  }
  return written
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const written = await writeOrientedCopies(CONTENT_DIR)
  if (written > 0) reporter.info(`Turned ${written} photo(s) upright as their EXIF data says`)
}
