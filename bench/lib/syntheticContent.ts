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
import os from 'node:os'
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

/** Camera-size raw RGB pixels of smooth colour blobs with fine grain, unlike each `seed`. */
async function cameraPixels(seed: number): Promise<Buffer> {
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
  return smooth
}

const RAW = { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 } as const

/**
 * Photo number `n`: one of the base pictures with a 96×96 patch of its own (colour and place
 * from `n`), encoded as a quality-85 JPEG. Its pixels differ from every other photo's, so no
 * step can make two of them the same file (a copy made without metadata, say, which a
 * difference in a comment segment alone would not survive).
 */
async function cameraJpeg(bases: Buffer[], n: number): Promise<Buffer> {
  const patch = await sharp({
    create: {
      width: 96,
      height: 96,
      channels: 3,
      background: { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 },
    },
  })
    .png()
    .toBuffer()
  const left = (n * 97) % (CAMERA_WIDTH - 96)
  const top = (n * 61) % (CAMERA_HEIGHT - 96)
  return sharp(bases[n % bases.length]!, { raw: RAW })
    .composite([{ input: patch, left, top }])
    .jpeg({ quality: 85 })
    .toBuffer()
}

export const PHOTOS_PER_ALBUM = 40

/**
 * `count` distinct camera-size photos in albums of 40 under gallery/2024-2025/aparat-NNN/;
 * returns the size of the first in bytes. Each is encoded on its own (about 0.3 s each).
 */
export async function writeCameraAlbums(out: string, count: number) {
  const bases = await Promise.all(
    Array.from({ length: BASE_IMAGES }, (_, i) => cameraPixels(i + 1)),
  )
  const files: { file: string; n: number }[] = []
  const albums = Math.ceil(count / PHOTOS_PER_ALBUM)
  for (let album = 1; album <= albums; album += 1) {
    const slug = `aparat-${String(album).padStart(3, '0')}`
    const dir = path.join(out, 'gallery', '2024-2025', slug)
    mkdirSync(dir, { recursive: true })
    const yaml = [`title: Zdjęcia z aparatu ${album}`, 'date: 2024-10-12', 'event: inne', '']
    writeFileSync(path.join(dir, 'album.yaml'), yaml.join('\n'))
    const first = (album - 1) * PHOTOS_PER_ALBUM
    for (let i = first; i < Math.min(count, first + PHOTOS_PER_ALBUM); i += 1) {
      files.push({ file: path.join(dir, `${String(i - first + 1).padStart(2, '0')}.jpg`), n: i })
    }
  }
  let next = 0
  let firstSize = 0
  const worker = async () => {
    while (next < files.length) {
      const { file, n } = files[next++]!
      const jpeg = await cameraJpeg(bases, n)
      if (n === 0) firstSize = jpeg.length
      writeFileSync(file, jpeg)
    }
  }
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker))
  return firstSize
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
