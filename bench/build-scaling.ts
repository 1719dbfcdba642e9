// `npm run bench:build`: how the site's build grows with its content (issue #9). Synthetic content
// outside content/ (the sample copied 1x, 5x, 20x; the sample plus 1,000 or 5,000 camera-size
// photos), built by a throwaway copy of the project with CONTENT_DIR pointing at it: cold (no
// .cache, no public), then warm after one news item's text changes. In the same run, a bare
// Gatsby site (bench/bare-site/) builds the same markdown with no images, for the ratio.
// `--runs=1x,20-photos` (or BENCH_RUNS) picks runs; BENCH_KEEP=1 keeps the temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measuredBuild, ROOT, throwawayProject, type BuildFigures } from './lib/measuredBuild'
import {
  countPhotos,
  editOneNewsItem,
  writeCameraAlbums,
  writeMultipliedContent,
} from './lib/syntheticContent'

const DEFAULT_RUNS = '1x,5x,20x,1000-photos,5000-photos'
const SITE_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'gatsby',
  'src',
  'static',
  'tsconfig.json',
  'package.json',
]
/** Each build's output, kept for a look after the run. */
const LOG_DIR = path.join(ROOT, '.cache/bench/build-scaling-logs')
const BARE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'src']
// Gatsby builds only a folder whose package.json depends on it.
const BARE_PACKAGE = JSON.stringify({
  name: 'bench-bare-site',
  version: '1.0.0',
  private: true,
  dependencies: Object.fromEntries(
    ['gatsby', 'gatsby-source-filesystem', 'gatsby-transformer-remark', 'react', 'react-dom'].map(
      (name) => [name, '*'],
    ),
  ),
})

interface Run {
  name: string
  /** Copies of the sample content. */
  times: number
  /** Camera-size photos added (4000×3000 JPEG). */
  photos: number
}

export function parseRuns(spec: string): Run[] {
  return spec.split(',').map((name) => {
    const copies = /^(\d+)x$/.exec(name.trim())
    if (copies) return { name: name.trim(), times: Number(copies[1]), photos: 0 }
    const photos = /^(\d+)-photos$/.exec(name.trim())
    if (photos) return { name: name.trim(), times: 1, photos: Number(photos[1]) }
    throw new Error(`unknown run "${name}": write e.g. 1x, 5x, 1000-photos`)
  })
}

interface Pair {
  cold: BuildFigures
  warm: BuildFigures
}

interface Row extends Pair {
  run: Run
  photoFiles: number
  generateSeconds: number
  bare: Pair
  /** False when an earlier run with the same markdown measured the bare site. */
  bareMeasuredHere: boolean
}

/** Cold build, one news item edited, warm build. */
async function coldAndWarm(project: string, contentDir: string, label: string): Promise<Pair> {
  const logFile = (kind: string) => path.join(LOG_DIR, `${label}-${kind}.log`)
  const cold = await measuredBuild({ project, contentDir, cold: true, logFile: logFile('cold') })
  editOneNewsItem(contentDir, `Zmiana do pomiaru przebudowy ${label} ${Date.now()}.`)
  const warm = await measuredBuild({ project, contentDir, cold: false, logFile: logFile('warm') })
  console.error(`  ${label}: cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s`)
  return { cold, warm }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits)
const mb = (figures: BuildFigures[]) => fixed(Math.max(...figures.map((f) => f.peakTreeMB)), 0)

function photosCell(row: Row, samplePhotos: number) {
  if (row.run.photos > 0) return `${row.run.photos} (+${samplePhotos} sample)`
  return row.run.times > 1 ? `${row.photoFiles} (${samplePhotos} distinct)` : `${row.photoFiles}`
}

/** Photos per second of Gatsby's image step; without it, the extra photos over the extra time. */
function photosPerSecond(row: Row, oneX: Row | undefined) {
  if (row.run.photos === 0) return '—'
  if (row.cold.imageSeconds) return fixed(row.photoFiles / row.cold.imageSeconds)
  if (oneX) return fixed(row.run.photos / (row.cold.seconds - oneX.cold.seconds)) + ' ¹'
  return 'n/a'
}

/** Photos per second of all the photo work: the copies (before Gatsby) and the image step. */
function photosPerSecondWithCopies(row: Row) {
  if (row.run.photos === 0 || !row.cold.imageSeconds) return '—'
  return fixed(row.photoFiles / (row.cold.imageSeconds + (row.cold.copySeconds ?? 0)))
}

const orDash = (value: number | null) => (value === null ? '—' : fixed(value))

function printTable(rows: Row[], samplePhotos: number) {
  const oneX = rows.find((row) => row.run.times === 1 && row.run.photos === 0)
  console.log(
    '| run | pages | photos | cold s | warm s | peak MB | photos/s | image step s | copies s | photos/s with copies | cold CPU s | ratio to bare (cold / warm) |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
  let fallback = false
  for (const row of rows) {
    fallback ||= photosPerSecond(row, oneX).endsWith('¹')
    const ratio = `${fixed(row.cold.seconds / row.bare.cold.seconds)} / ${fixed(row.warm.seconds / row.bare.warm.seconds)}`
    console.log(
      `| ${row.run.name} | ${row.cold.pages} | ${photosCell(row, samplePhotos)} | ${fixed(row.cold.seconds)} | ${fixed(row.warm.seconds)} | ${mb([row.cold, row.warm])} | ${photosPerSecond(row, oneX)} | ${orDash(row.cold.imageSeconds)} | ${orDash(row.cold.copySeconds)} | ${photosPerSecondWithCopies(row)} | ${orDash(row.cold.cpuSeconds)} | ${ratio} |`,
    )
    if (!row.bareMeasuredHere) continue
    console.log(
      `| ${row.run.name}, bare | ${row.bare.cold.pages} | 0 | ${fixed(row.bare.cold.seconds)} | ${fixed(row.bare.warm.seconds)} | ${mb([row.bare.cold, row.bare.warm])} | — | — | — | — | ${orDash(row.bare.cold.cpuSeconds)} | 1.0 / 1.0 |`,
    )
  }
  if (fallback)
    console.log('\n¹ Gatsby printed no image step: camera photos / (cold − cold of 1x).')
}

async function main() {
  const runsArg = process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length)
  const runs = parseRuns(runsArg ?? process.env.BENCH_RUNS ?? DEFAULT_RUNS)
  // The machine is shared: the bench's own work (photo generation) also at the lowest priority.
  os.setPriority(19)
  const started = performance.now()
  mkdirSync(LOG_DIR, { recursive: true })
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'szkola-bench-build-'))
  console.error(`bench:build: runs ${runs.map((r) => r.name).join(', ')}; working in ${tmp}`)
  try {
    const site = throwawayProject(path.join(tmp, 'site'), ROOT, SITE_FILES)
    const bare = throwawayProject(
      path.join(tmp, 'bare'),
      path.join(ROOT, 'bench/bare-site'),
      BARE_FILES,
      BARE_PACKAGE,
    )
    // The photo runs have the 1x markdown: one bare build pair per number of copies.
    const bareByTimes = new Map<number, Pair>()
    const rows: Row[] = []
    for (const run of runs) {
      const contentDir = path.join(tmp, `content-${run.name}`)
      const generating = performance.now()
      writeMultipliedContent(contentDir, run.times)
      if (run.photos > 0) await writeCameraAlbums(contentDir, run.photos)
      const generateSeconds = (performance.now() - generating) / 1000
      const photoFiles = countPhotos(path.join(contentDir, 'gallery'))
      console.error(`${run.name}: content written in ${generateSeconds.toFixed(1)} s`)
      const ours = await coldAndWarm(site, contentDir, `${run.name}-site`)
      let barePair = bareByTimes.get(run.times)
      const bareMeasuredHere = !barePair
      if (!barePair) {
        barePair = await coldAndWarm(bare, contentDir, `${run.name}-bare`)
        bareByTimes.set(run.times, barePair)
      }
      rows.push({ run, ...ours, photoFiles, generateSeconds, bare: barePair, bareMeasuredHere })
      if (!process.env.BENCH_KEEP) rmSync(contentDir, { recursive: true, force: true })
    }
    const samplePhotos = countPhotos(path.join(ROOT, 'content/gallery'))
    printTable(rows, samplePhotos)
    const total = (performance.now() - started) / 1000
    console.log(`\nWhole bench: ${(total / 60).toFixed(1)} min.`)
    const out = path.join(ROOT, '.cache/bench')
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, 'build-scaling.json'), JSON.stringify({ rows, total }, null, 2))
  } finally {
    if (process.env.BENCH_KEEP) console.error(`kept ${tmp}`)
    else rmSync(tmp, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
