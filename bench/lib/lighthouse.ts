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

/** Times Lighthouse is run before its own "please run Lighthouse again" error is given up on. */
const ATTEMPTS = 3

/**
 * Lighthouse now and then fails to record the page load's trace (NO_NAVSTART, "Something went
 * wrong with recording the trace over your page load. Please run Lighthouse again."): that one
 * kind of failure, a runtime error of its own, is retried; any other error is thrown at once.
 */
async function runWithRetry(args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await run(LIGHTHOUSE_BIN, args, {
        env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      })
      return stdout
    } catch (error) {
      const { stdout } = error as { stdout?: string }
      const runtimeError = /"runtimeError":\s*\{\s*"code":\s*"([A-Z_]+)"/.exec(stdout ?? '')?.[1]
      if (!runtimeError || attempt >= ATTEMPTS) throw error
      console.warn(`Lighthouse: ${runtimeError}; running it again (attempt ${attempt + 1})`)
    }
  }
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
  const stdout = await runWithRetry(args)
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null }>
    audits: LighthouseResult['audits']
  }
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [id, category.score]),
  )
  return { scores, audits: report.audits }
}
