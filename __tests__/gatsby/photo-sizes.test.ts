import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { PhotoSizes, runImageJobsHere, type ImageJob } from '../../gatsby/photo-sizes'
import { tempDirEachTest } from '../support/tempDir'

// gatsby-plugin-sharp's own processFile, which its runner called one job at a time.
const { processFile } = require('gatsby-plugin-sharp/process-file') as {
  processFile: (file: string, transforms: object[], options: object) => Promise<unknown>
}

const pluginOptions = { defaultQuality: 50, failOn: 'warning', stripMetadata: true }
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

/** A photo: colours changing across it, blue on its left half; stored sideways (EXIF 6) if `turned`. */
async function photo(file: string, width: number, height: number, turned = false) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (x * 255) / width
      pixels[i + 1] = (y * 255) / height
      pixels[i + 2] = x < width / 2 ? 200 : 40
    }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (turned) image = image.withMetadata({ orientation: 6 })
  await writeFile(file, await image.jpeg({ quality: 90 }).toBuffer())
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the sizes of a photo (PhotoSizes)', () => {
  const tmp = tempDirEachTest('photo-sizes-')

  it("makes gatsby-plugin-sharp's files byte for byte", async () => {
    const input = path.join(tmp.dir, 'photo.jpg')
    await photo(input, 1800, 1350)
    const runner = new PhotoSizes(2)
    const ours = albumJobs(input, path.join(tmp.dir, 'ours'))
    await Promise.all(ours.map((job) => runner.run(job)))
    for (const job of albumJobs(input, path.join(tmp.dir, 'plugin'))) {
      await processFile(
        input,
        job.args.operations.map((op) => ({
          outputPath: path.join(job.outputDir, op.outputPath),
          args: op.args,
        })),
        pluginOptions,
      )
    }
    for (const { outputPath } of ours.flatMap((job) => job.args.operations)) {
      const mine = await readFile(path.join(tmp.dir, 'ours', outputPath))
      expect(mine.equals(await readFile(path.join(tmp.dir, 'plugin', outputPath)))).toBe(true)
    }
    const full = await sharp(path.join(tmp.dir, 'ours', 'full-1800/photo.webp')).metadata()
    expect([full.format, full.width, full.height]).toEqual(['webp', 1800, 1350])
  })

  it('turns a photo upright', async () => {
    const input = path.join(tmp.dir, 'turned.jpg')
    // Stored 1200×900 landscape, shown 900×1200 portrait.
    await photo(input, 1200, 900, true)
    await new PhotoSizes(1).run({
      inputPaths: [{ path: input }],
      outputDir: tmp.dir,
      args: {
        pluginOptions,
        operations: [
          { outputPath: 'a/turned.jpg', args: { width: 600, height: 800, toFormat: 'jpg' } },
        ],
      },
    })
    const { info, data } = await sharp(path.join(tmp.dir, 'a/turned.jpg'))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([600, 800])
    // Blue was the stored left half: after the quarter turn clockwise it is on top.
    expect(data[(10 * 600 + 300) * 3 + 2]).toBeGreaterThan(150)
    expect(data[(790 * 600 + 300) * 3 + 2]).toBeLessThan(100)
  })

  it('runs as many jobs at once as it has slots, in the order they come', async () => {
    const started: string[] = []
    const finish = new Map<string, () => void>()
    const runner = new PhotoSizes(2, (file) => {
      started.push(file)
      return new Promise<void>((resolve) => finish.set(file, resolve))
    })
    const job = (name: string): ImageJob => ({
      inputPaths: [{ path: name }],
      outputDir: tmp.dir,
      args: { pluginOptions, operations: [] },
    })
    const done = ['a', 'b', 'c', 'd'].map((name) => runner.run(job(name)))
    await later()
    expect(started).toEqual(['a', 'b'])
    finish.get('b')!()
    await later()
    expect(started).toEqual(['a', 'b', 'c'])
    finish.get('a')!()
    finish.get('c')!()
    await later()
    finish.get('d')!()
    await Promise.all(done)
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    expect(runner.mostAtOnce).toBe(2)
  })

  it('skips lazy jobs, and fails the job of a photo it cannot read, and only that one', async () => {
    const broken = path.join(tmp.dir, 'broken.jpg')
    await writeFile(broken, 'not a photo')
    const good = path.join(tmp.dir, 'good.jpg')
    await photo(good, 400, 300)
    const runner = new PhotoSizes(2)
    const job = (input: string, isLazy = false): ImageJob => ({
      inputPaths: [{ path: input }],
      outputDir: path.join(tmp.dir, path.basename(input, '.jpg')),
      args: {
        pluginOptions,
        isLazy,
        operations: [
          { outputPath: 'x/p.webp', args: { width: 200, height: 150, toFormat: 'webp' } },
        ],
      },
    })
    await expect(runner.run(job(broken))).rejects.toThrow(/broken\.jpg/)
    await expect(runner.run(job(good))).resolves.toBeUndefined()
    await runner.run(job(path.join(tmp.dir, 'lazy.jpg'), true))
    expect((await sharp(path.join(tmp.dir, 'good', 'x/p.webp')).metadata()).width).toBe(200)
  })
})

describe('runImageJobsHere', () => {
  it("is the job function Gatsby's job manager finds for gatsby-plugin-sharp", async () => {
    const { importGatsbyPlugin } = require('gatsby/dist/utils/import-gatsby-plugin') as {
      importGatsbyPlugin: (plugin: object, module: string) => Promise<Record<string, unknown>>
    }
    const plugin = {
      name: 'gatsby-plugin-sharp',
      resolve: path.dirname(require.resolve('gatsby-plugin-sharp/package.json')),
    }
    const before = (await importGatsbyPlugin(plugin, 'gatsby-worker')).IMAGE_PROCESSING
    const runner = runImageJobsHere()
    const worker = await importGatsbyPlugin(plugin, 'gatsby-worker')
    expect(worker.IMAGE_PROCESSING).not.toBe(before)
    const job = (worker.IMAGE_PROCESSING as (job: ImageJob) => Promise<void>)({
      inputPaths: [{ path: path.join(os.tmpdir(), 'no-such-photo.jpg') }],
      outputDir: os.tmpdir(),
      args: { operations: [], pluginOptions },
    })
    // The job went to the runner, and to the plugin's processFile, which cannot read the photo.
    await expect(job).rejects.toThrow(/no-such-photo\.jpg/)
    expect(runner.mostAtOnce).toBe(1)
  })
})
