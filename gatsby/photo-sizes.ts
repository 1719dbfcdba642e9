import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

// The sizes of every photo (issue 20). The templates ask gatsby-plugin-sharp for them
// (`gatsbyImageData`), and it queues one IMAGE_PROCESSING job per size list and format: 4 jobs and
// 16 files per gallery photo. Its own runner takes the cores less one, which is one job at a time
// on this 2-core machine (and a libvips thread each: sharp's default on glibc), so one core stayed
// idle through the whole image step: 10 of a cold build's 12 minutes with 1,000 camera photos.
// This runner does the same jobs with the plugin's own processFile (the same files, byte for
// byte), as many at once as there are cores.
//
// Measured before choosing (a 1800 px copy of a camera photo, the album's 16 files, CPU seconds):
// decoding the photo once for all its files and resizing each from those pixels, the JPEG and the
// WebP of a size sharing one resize, cost the same as the plugin's way (0.630 s against 0.627 s):
// its decodes are cheap (sharp shrinks a JPEG while decoding it for a small size) and the encoding
// is most of the work (the two WebP of the full view nearly half). So the files stay the plugin's.

/** What Gatsby's job manager gives a job function. */
export interface ImageJob {
  inputPaths: { path: string }[]
  outputDir: string
  args: {
    isLazy?: boolean
    operations: { outputPath: string; args: Record<string, unknown> }[]
    pluginOptions: object
  }
}

type ProcessFile = (
  file: string,
  transforms: { outputPath: string; args: Record<string, unknown> }[],
  options: object,
) => Promise<unknown>

// gatsby-plugin-sharp as Gatsby loads it: from the site's folder.
const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'))
const pluginWorker = () =>
  requireFromSite('gatsby-plugin-sharp/gatsby-worker') as {
    IMAGE_PROCESSING: (job: ImageJob) => Promise<void>
  }
const pluginProcessFile = () =>
  (requireFromSite('gatsby-plugin-sharp/process-file') as { processFile: ProcessFile }).processFile

/** Runs gatsby-plugin-sharp's IMAGE_PROCESSING jobs, `slots` at a time, in the order they come. */
export class PhotoSizes {
  private readonly waiting: (() => void)[] = []
  private running = 0
  /** The most jobs that ran at once, for the tests. */
  mostAtOnce = 0

  constructor(
    private readonly slots = os.availableParallelism(),
    private readonly processFile: ProcessFile = pluginProcessFile(),
  ) {}

  async run(job: ImageJob): Promise<void> {
    // A job left for later (gatsby develop's lazy images), as the plugin's own runner does.
    if (job.args.isLazy) return
    if (this.running < this.slots) this.running += 1
    // A finished job hands its slot over to the job waiting longest.
    else await new Promise<void>((start) => this.waiting.push(start))
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running)
    try {
      await this.processFile(
        job.inputPaths[0]!.path,
        job.args.operations.map((op) => ({
          outputPath: path.join(job.outputDir, op.outputPath),
          args: op.args,
        })),
        job.args.pluginOptions,
      )
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running -= 1
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
  // Gatsby calls the job function it finds on the exports of the plugin's gatsby-worker module
  // when each job runs (gatsby/dist/utils/jobs/manager.js, runJob).
  pluginWorker().IMAGE_PROCESSING = (job) => runner.run(job)
  installed = runner
  return runner
}
