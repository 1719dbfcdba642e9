// One `gatsby build` in a throwaway project, timed, its process tree's memory sampled from /proc.
import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

export const ROOT = path.join(__dirname, '../..')
const TIME = '/usr/bin/time'

/**
 * A copy of a Gatsby project's sources in `dir`, with node_modules as a folder of links to the
 * repository's packages: Gatsby and its loaders then keep their caches (node_modules/.cache)
 * in the copy, never in the repository.
 */
export function throwawayProject(dir: string, from: string, files: string[], packageJson?: string) {
  mkdirSync(dir, { recursive: true })
  for (const file of files) cpSync(path.join(from, file), path.join(dir, file), { recursive: true })
  if (packageJson) writeFileSync(path.join(dir, 'package.json'), packageJson)
  const modules = path.join(dir, 'node_modules')
  mkdirSync(modules, { recursive: true })
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name === '.cache') continue
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name))
  }
  return dir
}

export interface BuildFigures {
  seconds: number
  /** Highest sum of the resident memory of the build's processes (Gatsby forks workers). */
  peakTreeMB: number
  /** /usr/bin/time's maximum resident set: the largest single process; null without it. */
  peakProcessMB: number | null
  /** Gatsby's "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs" step; null when none ran. */
  imageSeconds: number | null
  /** Our copies of camera-size and turned photos, made before Gatsby reads them; null when none. */
  copySeconds: number | null
  /** User + system CPU seconds of the build and its workers (/usr/bin/time); null without it. */
  cpuSeconds: number | null
  pages: number
}

/** Resident bytes of `root` and all its descendants, from /proc. */
function treeResidentBytes(root: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // The process ended while the tree was read.
    }
  }
  let bytes = 0
  const pending = [root]
  while (pending.length > 0) {
    const pid = pending.pop()!
    try {
      bytes += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096
    } catch {
      // Ended meanwhile.
    }
    pending.push(...(children.get(pid) ?? []))
  }
  return bytes
}

const countPages = (publicDir: string): number =>
  existsSync(publicDir)
    ? readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter(
        (f) => path.basename(f) === 'index.html',
      ).length
    : 0

/** Gatsby's own time for the image jobs, from its log ("… jobs - 12.345s - 282/282 …"). */
export function imageStepSeconds(log: string): number | null {
  const match = /IMAGE_PROCESSING jobs - ([\d.]+)s/.exec(log)
  return match ? Number(match[1]) : null
}

/** The photo copies' time, from their log line ("Photo copies (…): … in 12.3 s"). */
export function copyStepSeconds(log: string): number | null {
  const match = /Photo copies \(.*, in ([\d.]+) s/.exec(log)
  return match ? Number(match[1]) : null
}

/** User + system CPU time of the build's process tree, from `/usr/bin/time -v`. */
export function cpuSecondsOf(log: string): number | null {
  const user = /User time \(seconds\): ([\d.]+)/.exec(log)
  const system = /System time \(seconds\): ([\d.]+)/.exec(log)
  return user && system ? Number(user[1]) + Number(system[1]) : null
}

/**
 * `gatsby build` in `project` at the lowest priority (the machine is shared). `cold` removes its
 * caches and public first. The log goes to `logFile`; a failed build throws with its last lines.
 */
export async function measuredBuild(opts: {
  project: string
  contentDir: string
  cold: boolean
  logFile: string
}): Promise<BuildFigures> {
  const { project, contentDir, cold, logFile } = opts
  if (cold) {
    // node_modules/.cache too: a loader's cache there would make later cold builds warmer.
    for (const dir of ['.cache', 'public', 'node_modules/.cache'])
      rmSync(path.join(project, dir), { recursive: true, force: true })
  }
  const gatsby = path.join(project, 'node_modules/.bin/gatsby')
  const timed = existsSync(TIME) ? [TIME, '-v', gatsby, 'build'] : [gatsby, 'build']
  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
  }
  const started = performance.now()
  const child = spawn('nice', ['-n', '19', ...timed], { cwd: project, env })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  let peak = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeResidentBytes(child.pid!))
  }, 500)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  writeFileSync(logFile, log)
  if (code !== 0) {
    throw new Error(
      `gatsby build failed (${code}) in ${project}; log ${logFile}:\n${log.slice(-3000)}`,
    )
  }
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(log)
  return {
    seconds,
    // The sampled tree includes nice and time themselves: a few MB.
    peakTreeMB: peak / 2 ** 20,
    peakProcessMB: maxRss ? Number(maxRss[1]) / 1024 : null,
    imageSeconds: imageStepSeconds(log),
    copySeconds: copyStepSeconds(log),
    cpuSeconds: cpuSecondsOf(log),
    pages: countPages(path.join(project, 'public')),
  }
}
