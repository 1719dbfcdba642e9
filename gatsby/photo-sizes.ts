import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'

// The sizes of every photo (issue 20). The templates ask gatsby-plugin-sharp for them
// (`gatsbyImageData`), and it queues one IMAGE_PROCESSING job per size list and format: 4 jobs and
// 16 files per gallery photo. Its own runner does one job at a time (its queue takes the cores
// less one: 1 here), and decodes the photo again for every file. Measured per camera photo's
// 1800 px copy, the encoding of the 16 files is most of the work (the two WebP of the full view
// nearly half); a decode is ~15 ms, but there were 16 of them; and one core stayed idle all the
// step.
// This runner takes the same jobs, with the same URLs, sizes, formats and quality, and:
// - runs as many photos at once as there are cores (sharp's work is off the JS thread, one libvips
//   thread each);
// - gathers the jobs waiting for the same photo and decodes it once for all of them (upright, to
//   raw pixels), each size resized from those pixels.
// Jobs asking for what this runner does not do (trim, duotone, grayscale, a turn, kept metadata)
// go to gatsby-plugin-sharp's own processFile, as before.

/** One output of a job, as gatsby-plugin-sharp queues it. */
interface Operation {
  outputPath: string
  args: Record<string, unknown>
}

interface PluginOptions {
  defaultQuality?: number
  failOn?: 'none' | 'truncated' | 'error' | 'warning'
  stripMetadata?: boolean
  useMozJpeg?: boolean
}

/** What Gatsby's job manager gives a job function. */
export interface ImageJob {
  inputPaths: { path: string }[]
  outputDir: string
  args: { isLazy?: boolean; operations: Operation[]; pluginOptions: PluginOptions }
}

/** The options of one output, as gatsby-plugin-sharp's healOptions fills them in. */
interface Transform {
  width?: number
  height?: number
  toFormat: string
  quality?: number
  jpegQuality?: number
  pngQuality?: number
  webpQuality?: number
  jpegProgressive?: boolean
  pngCompressionLevel?: number
  cropFocus?: string | number
  fit?: keyof sharp.FitEnum
  background?: string
  trim?: unknown
  rotate?: number
  grayscale?: boolean
  duotone?: unknown
}

// gatsby-plugin-sharp as Gatsby loads it: from the site's folder.
const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'))
const sharpPlugin = {
  worker: requireFromSite('gatsby-plugin-sharp/gatsby-worker') as {
    IMAGE_PROCESSING: (job: ImageJob) => Promise<void>
  },
  processFile: (
    requireFromSite('gatsby-plugin-sharp/process-file') as {
      processFile: (
        file: string,
        transforms: { outputPath: string; args: Record<string, unknown> }[],
        options: PluginOptions,
      ) => Promise<unknown>
    }
  ).processFile,
  healOptions: (
    requireFromSite('gatsby-plugin-sharp/plugin-options') as {
      healOptions: (defaults: { defaultQuality?: number }, args: object) => Transform
    }
  ).healOptions,
}

/** Whether this runner makes the output as gatsby-plugin-sharp would; if not, the plugin does. */
function handledHere(transform: Transform, options: PluginOptions): boolean {
  return (
    options.stripMetadata !== false &&
    !transform.trim &&
    !transform.duotone &&
    !transform.grayscale &&
    !transform.rotate
  )
}

/** Resized and encoded as gatsby-plugin-sharp's processFile does, from upright pixels. */
function encode(pixels: Sharp, t: Transform, options: PluginOptions): Sharp {
  const width = t.width === undefined ? undefined : Math.round(t.width)
  const height = t.height === undefined ? undefined : Math.round(t.height)
  return (
    pixels
      .resize(width, height, { position: t.cropFocus, fit: t.fit, background: t.background })
      // The same chain as the plugin's: each format's options, the asked one forced.
      .png({
        compressionLevel: t.pngCompressionLevel,
        adaptiveFiltering: false,
        quality: t.pngQuality || t.quality,
        force: t.toFormat === 'png',
      })
      .webp({ quality: t.webpQuality || t.quality, force: t.toFormat === 'webp' })
      .tiff({ quality: t.quality, force: t.toFormat === 'tiff' })
      .avif({ quality: t.quality, force: t.toFormat === 'avif' })
      .jpeg({
        mozjpeg: options.useMozJpeg,
        quality: t.jpegQuality || t.quality,
        progressive: t.jpegProgressive,
        force: t.toFormat === 'jpg',
      })
  )
}

interface Part {
  job: ImageJob
  done: (error?: unknown) => void
}

/** The jobs of one photo. */
interface Batch {
  input: string
  parts: Part[]
}

/**
 * Runs gatsby-plugin-sharp's IMAGE_PROCESSING jobs, `slots` photos at a time, each photo decoded
 * once for all the jobs waiting for it.
 */
export class PhotoSizes {
  private readonly waiting = new Map<string, Batch>()
  private running = 0
  /** Photos decoded, for the build's log and the tests. */
  decodes = 0
  jobs = 0

  constructor(private readonly slots = os.availableParallelism()) {}

  run(job: ImageJob): Promise<void> {
    if (job.args.isLazy) return Promise.resolve()
    this.jobs += 1
    const input = job.inputPaths[0]!.path
    let batch = this.waiting.get(input)
    if (!batch) {
      batch = { input, parts: [] }
      this.waiting.set(input, batch)
    }
    const parts = batch.parts
    return new Promise<void>((resolve, reject) => {
      parts.push({ job, done: (error) => (error ? reject(error) : resolve()) })
      // Started on the next turn: the jobs of a photo come together, and join its batch.
      setImmediate(() => this.next())
    })
  }

  private next() {
    while (this.running < this.slots && this.waiting.size > 0) {
      // Maps keep their order: the photo waiting longest first.
      const [input, batch] = this.waiting.entries().next().value as [string, Batch]
      this.waiting.delete(input)
      this.running += 1
      void this.process(batch).finally(() => {
        this.running -= 1
        this.next()
      })
    }
  }

  private async process({ input, parts }: Batch) {
    const options = parts[0]!.job.args.pluginOptions
    const healed = (op: Operation) =>
      sharpPlugin.healOptions({ defaultQuality: options.defaultQuality }, op.args)
    const here = parts.filter(({ job }) =>
      job.args.operations.every((op) => handledHere(healed(op), job.args.pluginOptions)),
    )
    const elsewhere = parts.filter((part) => !here.includes(part))
    await Promise.all(elsewhere.map((part) => this.byPlugin(input, part)))
    if (here.length === 0) return
    let pixels: { data: Buffer; info: sharp.OutputInfo }
    try {
      pixels = await sharp(await readFile(input), { failOn: options.failOn })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true })
      this.decodes += 1
    } catch (error) {
      for (const part of here) part.done(new Error(`Failed to load image ${input} (${error})`))
      return
    }
    const { data, info } = pixels
    // 16-bit pixels (some PNG) are not read back as raw here: the plugin makes those.
    if (data.length !== info.width * info.height * info.channels) {
      await Promise.all(here.map((part) => this.byPlugin(input, part)))
      return
    }
    const raw = { width: info.width, height: info.height, channels: info.channels }
    for (const { job, done } of here) {
      try {
        for (const op of job.args.operations) {
          const out = path.join(job.outputDir, op.outputPath)
          const file = await encode(sharp(data, { raw }), healed(op), job.args.pluginOptions)
            .toBuffer()
            .catch((error: unknown) => {
              throw new Error(`Failed to write ${input} into ${out}. (${error})`)
            })
          await mkdir(path.dirname(out), { recursive: true })
          await writeFile(out, file)
        }
        done()
      } catch (error) {
        done(error)
      }
    }
  }

  private async byPlugin(input: string, { job, done }: Part) {
    try {
      await sharpPlugin.processFile(
        input,
        job.args.operations.map((op) => ({
          outputPath: path.join(job.outputDir, op.outputPath),
          args: op.args,
        })),
        job.args.pluginOptions,
      )
      done()
    } catch (error) {
      done(error)
    }
  }
}

let installed: PhotoSizes | undefined

/**
 * Makes this build's gatsby-plugin-sharp image jobs run through a PhotoSizes (once per process:
 * Gatsby's main process, which runs the jobs its query workers send).
 */
export function runImageJobsHere(): PhotoSizes {
  if (installed) return installed
  const runner = new PhotoSizes()
  // Gatsby calls the job function it finds on this module's exports when the job runs.
  sharpPlugin.worker.IMAGE_PROCESSING = (job) => runner.run(job)
  installed = runner
  return runner
}
