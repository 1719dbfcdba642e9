import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium'

const run = promisify(execFile)
const LIGHTHOUSE_BIN = path.join(__dirname, '../../node_modules/.bin/lighthouse')

export interface LighthouseResult {
  scores: Record<string, number | null>
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>
}

/**
 * npm `lighthouse` with Debian's Chromium (mobile settings unless `desktop`). Lighthouse is an ES
 * module that jest cannot load, so it runs as its own process and answers in JSON.
 */
export async function runLighthouse(
  url: string,
  { categories, desktop = false }: { categories: string[]; desktop?: boolean },
): Promise<LighthouseResult> {
  const args = [
    url,
    '--output=json',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ...(desktop ? ['--preset=desktop'] : []),
  ]
  const { stdout } = await run(LIGHTHOUSE_BIN, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  })
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null }>
    audits: LighthouseResult['audits']
  }
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [id, category.score]),
  )
  return { scores, audits: report.audits }
}
