import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { PhotoSizes, type ImageJob } from '../../gatsby/photo-sizes'

// gatsby-plugin-sharp's own runner, which made every size before.
const { processFile } = require('gatsby-plugin-sharp/process-file') as {
  processFile: (file: string, transforms: object[], options: object) => Promise<unknown>
}

const pluginOptions = { defaultQuality: 50, failOn: 'warning' as const, stripMetadata: true }
/** attention, as gatsby-plugin-sharp passes sharp.strategy.attention */
const ATTENTION = 17

/** The 4 jobs the gallery album queues for a photo: thumbnails (3:2) and full view, JPEG and WebP. */
function albumJobs(input: string, outputDir: string): ImageJob[] {
  const sizes = {
    thumb: [100, 200, 400, 800].map((width) => [width, Math.round(width / 1.5)]),
    full: [300, 600, 1200, 1800].map((width) => [width, Math.round((width * 3) / 4)]),
  }
  return Object.entries(sizes).flatMap(([name, list]) =>
    ['jpg', 'webp'].map((toFormat) => ({
      inputPaths: [{ path: input }],
      outputDir,
      args: {
        pluginOptions,
        operations: list.map(([width, height]) => ({
          outputPath: `${name}-${width}/photo.${toFormat}`,
          args: { width, height, cropFocus: ATTENTION, toFormat, quality: 70, fit: 'cover' },
        })),
      },
    })),
  )
}

/** A camera-like photo: smooth colours with grain, stored sideways (EXIF 6) when `turned`. */
async function cameraPhoto(file: string, width: number, height: number, turned = false) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const grain = ((x * 7919 + y * 104729) % 23) - 11
      pixels[i] = Math.max(0, Math.min(255, (x * 255) / width + grain))
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain))
      pixels[i + 2] = x < width / 2 ? 200 : 40
    }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (turned) image = image.withMetadata({ orientation: 6 })
  await writeFile(file, await image.jpeg({ quality: 90 }).toBuffer())
}

async function pixelsOf(file: string) {
  return sharp(file).raw().toBuffer({ resolveWithObject: true })
}

function meanDifference(a: Buffer, b: Buffer) {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

describe('the sizes of a photo (PhotoSizes)', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'photo-sizes-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('makes every size of the jobs of a photo from one decode, as gatsby-plugin-sharp does', async () => {
    const input = path.join(dir, 'photo.jpg')
    await cameraPhoto(input, 1800, 1350)
    const runner = new PhotoSizes(2)
    const ours = albumJobs(input, path.join(dir, 'ours'))
    await Promise.all(ours.map((job) => runner.run(job)))
    expect(runner.decodes).toBe(1)

    for (const job of albumJobs(input, path.join(dir, 'plugin'))) {
      await processFile(
        input,
        job.args.operations.map((op) => ({
          outputPath: path.join(job.outputDir, op.outputPath),
          args: op.args,
        })),
        pluginOptions,
      )
    }
    for (const op of ours.flatMap((job) => job.args.operations)) {
      const mine = await pixelsOf(path.join(dir, 'ours', op.outputPath))
      const before = await pixelsOf(path.join(dir, 'plugin', op.outputPath))
      // Same size and format; the pixels differ only where the plugin decoded the JPEG at a
      // fraction of its size (shrink-on-load) for a small image.
      expect(mine.info).toEqual(before.info)
      expect((await sharp(path.join(dir, 'ours', op.outputPath)).metadata()).format).toBe(
        op.outputPath.endsWith('.jpg') ? 'jpeg' : 'webp',
      )
      expect(meanDifference(mine.data, before.data)).toBeLessThan(4)
    }
  })

  it('turns a photo upright as gatsby-plugin-sharp does', async () => {
    const input = path.join(dir, 'turned.jpg')
    // Stored 1200×900 landscape, shown 900×1200 portrait.
    await cameraPhoto(input, 1200, 900, true)
    const runner = new PhotoSizes(1)
    const job: ImageJob = {
      inputPaths: [{ path: input }],
      outputDir: dir,
      args: {
        pluginOptions,
        operations: [
          { outputPath: 'a/turned.jpg', args: { width: 600, height: 800, toFormat: 'jpg' } },
        ],
      },
    }
    await runner.run(job)
    const { info, data } = await pixelsOf(path.join(dir, 'a/turned.jpg'))
    expect([info.width, info.height]).toEqual([600, 800])
    // Blue was the stored left half: after the quarter turn clockwise it is on top.
    expect(data[(10 * 600 + 300) * 3 + 2]).toBeGreaterThan(150)
    expect(data[(790 * 600 + 300) * 3 + 2]).toBeLessThan(100)
  })

  it('leaves what it does not do to gatsby-plugin-sharp, and skips lazy jobs', async () => {
    const input = path.join(dir, 'photo.jpg')
    await cameraPhoto(input, 800, 600)
    const runner = new PhotoSizes(2)
    const job = (outputPath: string, args: Record<string, unknown>, isLazy = false): ImageJob => ({
      inputPaths: [{ path: input }],
      outputDir: dir,
      args: { pluginOptions, isLazy, operations: [{ outputPath, args }] },
    })
    await Promise.all([
      runner.run(
        job('grey/photo.jpg', { width: 400, height: 300, toFormat: 'jpg', grayscale: true }),
      ),
      runner.run(job('lazy/photo.jpg', { width: 400, height: 300, toFormat: 'jpg' }, true)),
    ])
    expect(runner.decodes).toBe(0)
    // Made by the plugin: grey (each pixel's channels alike), where the photo was blue and red.
    const { data, info } = await pixelsOf(path.join(dir, 'grey/photo.jpg'))
    expect(info.width).toBe(400)
    const at = (10 * 400 + 100) * info.channels
    expect(Math.abs(data[at]! - data[at + 2]!)).toBeLessThan(8)
    await expect(sharp(path.join(dir, 'lazy/photo.jpg')).metadata()).rejects.toThrow()
  })

  it('fails the jobs of a photo it cannot read, and only those', async () => {
    const broken = path.join(dir, 'broken.jpg')
    await writeFile(broken, 'not a photo')
    const good = path.join(dir, 'good.jpg')
    await cameraPhoto(good, 400, 300)
    const runner = new PhotoSizes(2)
    const job = (input: string): ImageJob => ({
      inputPaths: [{ path: input }],
      outputDir: path.join(dir, path.basename(input, '.jpg')),
      args: {
        pluginOptions,
        operations: [
          { outputPath: 'x/p.webp', args: { width: 200, height: 150, toFormat: 'webp' } },
        ],
      },
    })
    await expect(runner.run(job(broken))).rejects.toThrow(/broken\.jpg/)
    await expect(runner.run(job(good))).resolves.toBeUndefined()
  })
})
