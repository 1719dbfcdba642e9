import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import sharp from 'sharp'
import { CONTENT_DIR } from './content-dir'
import { runImageJobsHere } from './photo-sizes'

// The gallery is built from copies of some photos, made here before Gatsby reads the files; the
// editor's file stays as it was. Two kinds of photo get one:
// - Turned by EXIF: gatsby-plugin-image sizes a photo from its stored width and height and ignores
//   the EXIF orientation a phone writes, so a portrait photo stored sideways came out cropped to
//   landscape (gatsbyjs/gatsby#30672, never fixed). The copy is upright.
// - Camera size (issue #9): no page shows a photo wider than LARGEST_PHOTO_WIDTH, yet every one of
//   the dozen sizes Gatsby makes of it decoded the whole 12-megapixel file again. The copy is
//   decoded once, here, and every later size comes from it, several times faster.
// Copies are kept in .cache between builds and made again only when the photo changes (a copy
// carries its photo's modification time).
export const PHOTO_COPIES_DIR = path.resolve('.cache/photo-copies')
export const PHOTO_COPIES_SOURCE = 'photo-copies'
/** The widest image of a photo any page uses: the album's full view, 1200 px at 1.5× density. */
export const LARGEST_PHOTO_WIDTH = 1800
/** High enough that the copy's own loss does not show after Gatsby's quality 70. */
const COPY_QUALITY = 92
const PHOTO = /\.(jpe?g|png|webp)$/i

function photosUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return photosUnder(full)
    return PHOTO.test(name) ? [full] : []
  })
}

/** Whether the gallery should use a copy of this photo instead of the file itself. */
export async function needsCopy(file: string): Promise<boolean> {
  const { orientation = 1, width = 0, height = 0 } = await sharp(file).metadata()
  // EXIF orientations 5 to 8 swap width and height.
  const uprightWidth = orientation >= 5 ? height : width
  return orientation !== 1 || uprightWidth > LARGEST_PHOTO_WIDTH
}

async function writeCopy(file: string, copy: string) {
  mkdirSync(path.dirname(copy), { recursive: true })
  // Written aside and renamed, so a build stopped halfway never leaves half a photo behind.
  const partial = `${copy}.partial${path.extname(copy)}`
  await sharp(file)
    .rotate()
    .resize({ width: LARGEST_PHOTO_WIDTH, withoutEnlargement: true })
    // The format follows the file's extension; these only set the quality of each.
    .jpeg({ quality: COPY_QUALITY, force: false })
    .webp({ quality: COPY_QUALITY, force: false })
    .png({ force: false })
    .toFile(partial)
  // The copy carries its photo's modification time: a different one means the photo changed.
  const { atime, mtime } = statSync(file)
  utimesSync(partial, atime, mtime)
  renameSync(partial, copy)
}

export interface PhotoCopies {
  written: number
  kept: number
  removed: number
}

/**
 * Brings the copies of the gallery's photos (content/gallery/…) up to date in `outDir`, which
 * mirrors the content folder: writes the missing and outdated ones, keeps the rest, and removes
 * those whose photo is gone or no longer needs one.
 */
export async function writePhotoCopies(
  contentDir: string,
  outDir = PHOTO_COPIES_DIR,
): Promise<PhotoCopies> {
  mkdirSync(outDir, { recursive: true })
  const result: PhotoCopies = { written: 0, kept: 0, removed: 0 }
  const wanted = new Set<string>()
  const photos = photosUnder(path.join(contentDir, 'gallery'))
  let next = 0
  const worker = async () => {
    while (next < photos.length) {
      const file = photos[next++]!
      const copy = path.join(outDir, path.relative(contentDir, file))
      if (!(await needsCopy(file))) continue
      wanted.add(copy)
      // Compared to the millisecond: that is all utimes keeps of the photo's time.
      if (existsSync(copy) && Math.abs(statSync(copy).mtimeMs - statSync(file).mtimeMs) < 1) {
        result.kept += 1
        continue
      }
      await writeCopy(file, copy)
      result.written += 1
    }
  }
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker))
  for (const copy of photosUnder(outDir)) {
    if (wanted.has(copy)) continue
    rmSync(copy, { force: true })
    result.removed += 1
  }
  return result
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  // The sizes Gatsby makes of every photo, from its copy when it has one (gatsby/photo-sizes.ts).
  runImageJobsHere()
  const started = Date.now()
  const { written, kept, removed } = await writePhotoCopies(CONTENT_DIR)
  if (written + removed > 0) {
    reporter.info(
      `Photo copies (upright, at most ${LARGEST_PHOTO_WIDTH} px wide): ${written} written, ` +
        `${kept} kept, ${removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }
}
