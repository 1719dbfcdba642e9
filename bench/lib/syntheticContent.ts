// Synthetic content for the build-scaling bench (issue #9): the sample content/ copied N times
// under new names, and albums of camera-size photos. Always written outside content/.
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

export const SAMPLE_CONTENT = path.join(__dirname, '../../content')
const PHOTO = /\.(jpe?g|png|webp)$/i
const BINARY = /\.(jpe?g|png|webp|pdf)$/i

/**
 * Photos and PDFs are hard-linked (never edited); text files are copied, since the bench edits a
 * news item in place and must never reach the sample's own file.
 */
function place(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true })
  if (!BINARY.test(from)) return copyFileSync(from, to)
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

function copyTree(from: string, to: string) {
  for (const name of readdirSync(from)) {
    if (name === 'README.md') continue
    const source = path.join(from, name)
    if (statSync(source).isDirectory()) copyTree(source, path.join(to, name))
    else place(source, path.join(to, name))
  }
}

/** Copy number `copy` (2, 3, …) of every news item, homework, bulletin and album, renamed. */
function addCopy(sample: string, out: string, copy: number) {
  const suffix = `-k${copy}`
  for (const dir of ['news', 'bulletins']) {
    for (const name of readdirSync(path.join(sample, dir)).filter((n) => n.endsWith('.md'))) {
      place(
        path.join(sample, dir, name),
        path.join(out, dir, name.replace(/\.md$/, `${suffix}.md`)),
      )
    }
  }
  for (const name of readdirSync(path.join(sample, 'homework'))) {
    const id = Number(name.replace(/\.md$/, ''))
    const newId = id + copy * 100_000
    const text = readFileSync(path.join(sample, 'homework', name), 'utf8')
    // The id must equal the file name (content/README.md, homework).
    writeFileSync(
      path.join(out, 'homework', `${newId}.md`),
      text.replace(/^id: *\d+ *$/m, `id: ${newId}`),
    )
  }
  const gallery = path.join(sample, 'gallery')
  for (const year of readdirSync(gallery)) {
    for (const album of readdirSync(path.join(gallery, year))) {
      const from = path.join(gallery, year, album)
      if (statSync(from).isDirectory())
        copyTree(from, path.join(out, 'gallery', year, album + suffix))
    }
  }
}

/** The sample content, `times` times over, in `out`. Returns the number of photo files. */
export function writeMultipliedContent(out: string, times: number, sample = SAMPLE_CONTENT) {
  copyTree(sample, out)
  for (let copy = 2; copy <= times; copy += 1) addCopy(sample, out, copy)
  return countPhotos(path.join(out, 'gallery'))
}

export function countPhotos(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => PHOTO.test(f)).length
}

export const CAMERA_WIDTH = 4000
export const CAMERA_HEIGHT = 3000
const BASE_IMAGES = 4

/** A camera-size JPEG (quality 85) of smooth colour blobs with fine grain, unlike each `seed`. */
async function cameraJpeg(seed: number): Promise<Buffer> {
  let state = Math.imul(seed, 2654435761) >>> 0
  const random = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32) * 256
  const [w, h] = [CAMERA_WIDTH / 100, CAMERA_HEIGHT / 100]
  const blobs = Buffer.from(Array.from({ length: w * h * 3 }, random))
  const smooth = await sharp(blobs, { raw: { width: w, height: h, channels: 3 } })
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  for (let i = 0; i < smooth.length; i += 1) {
    smooth[i] = Math.max(0, Math.min(255, smooth[i]! + (random() >> 3) - 16))
  }
  return sharp(smooth, { raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/**
 * The same JPEG with a comment segment naming `tag` after its first segment: the picture is
 * the same, the bytes differ, so Gatsby (which keys image jobs by the file's hash) processes it.
 */
export function withComment(jpeg: Buffer, tag: string): Buffer {
  const text = Buffer.from(tag, 'utf8')
  const segment = Buffer.alloc(4 + text.length)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(2 + text.length, 2)
  text.copy(segment, 4)
  // After SOI (2 bytes) and the APP0/JFIF segment when there is one.
  const at = jpeg.readUInt16BE(2) === 0xffe0 ? 4 + jpeg.readUInt16BE(4) : 2
  return Buffer.concat([jpeg.subarray(0, at), segment, jpeg.subarray(at)])
}

export const PHOTOS_PER_ALBUM = 40

/** `count` distinct camera-size photos in albums of 40 under gallery/2024-2025/aparat-NNN/. */
export async function writeCameraAlbums(out: string, count: number) {
  const bases = await Promise.all(Array.from({ length: BASE_IMAGES }, (_, i) => cameraJpeg(i + 1)))
  const albums = Math.ceil(count / PHOTOS_PER_ALBUM)
  for (let album = 1; album <= albums; album += 1) {
    const slug = `aparat-${String(album).padStart(3, '0')}`
    const dir = path.join(out, 'gallery', '2024-2025', slug)
    mkdirSync(dir, { recursive: true })
    const yaml = [`title: Zdjęcia z aparatu ${album}`, 'date: 2024-10-12', 'event: inne', '']
    writeFileSync(path.join(dir, 'album.yaml'), yaml.join('\n'))
    const first = (album - 1) * PHOTOS_PER_ALBUM
    for (let i = first; i < Math.min(count, first + PHOTOS_PER_ALBUM); i += 1) {
      const name = `${String(i - first + 1).padStart(2, '0')}.jpg`
      writeFileSync(path.join(dir, name), withComment(bases[i % BASE_IMAGES]!, `${slug}/${name}`))
    }
  }
  return bases[0]!.length
}

/** Appends a sentence to the first news item, as an editor's one-file change. */
export function editOneNewsItem(contentDir: string, marker: string) {
  const dir = path.join(contentDir, 'news')
  const file = path.join(
    dir,
    readdirSync(dir)
      .filter((n) => n.endsWith('.md'))
      .sort()[0]!,
  )
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${marker}\n`)
  return file
}
