// `npm run bench:lighthouse`: Lighthouse (mobile settings, Debian's Chromium) on each page template,
// served by the real server from the built public/. Each template is measured several times
// (`-- --runs=N`, 3 by default), as Lighthouse's own documentation advises for its variance: the
// table gives the median run's figures and the range of the performance score. `-- --only=home`
// measures only the templates named.
import { startSite } from '../e2e/support/site'
import { runLighthouse, type LighthouseResult } from './lib/lighthouse'

const ROUTES: Record<string, string> = {
  home: '/',
  'news item': '/wiadomosci/rozpoczecie-roku-szkolnego-2024-2025/',
  album: '/galeria-zdjec/rok-szkolny-2024-2025/jaselka/',
  'homework item': '/zadania-domowe/786/',
  // The hash opens the form itself, so its fields and its on-demand code are measured.
  'enrolment form': '/zapisy-do-szkoly/#formularz',
  survey: '/ankiety/zapisy/#ankieta',
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** `-- --only=home,survey` measures only those templates (names as in ROUTES, comma-separated). */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')

const RUNS = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ??
    process.env.BENCH_RUNS ??
    3,
)

const score = (result: LighthouseResult, id: string) => Math.round((result.scores[id] ?? 0) * 100)
const value = (result: LighthouseResult, id: string) => result.audits[id]?.numericValue ?? NaN

async function main() {
  const site = await startSite()
  try {
    console.log(`${RUNS} runs of each template; the median run by performance score\n`)
    console.log(
      '| template | performance (median; range) | accessibility | best practices | SEO | LCP | CLS | TBT | TBT range |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|')
    const shortfalls: string[] = []
    for (const [template, route] of Object.entries(ROUTES)) {
      if (ONLY && !ONLY.includes(template)) continue
      const runs: LighthouseResult[] = []
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await runLighthouse(site.url + route, { categories: CATEGORIES }))
      }
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
      const median = runs[Math.floor(runs.length / 2)]!
      const performance = runs.map((run) => score(run, 'performance'))
      const tbt = runs.map((run) => Math.round(value(run, 'total-blocking-time')))
      // The other categories do not vary between runs; the lowest is shown if one did.
      const lowest = (id: string) => Math.min(...runs.map((run) => score(run, id)))
      const failed = Object.entries(median.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1)
        .map(([id, audit]) => `${id} (${audit.score})`)
      if (failed.length > 0) shortfalls.push(`${template}: ${failed.join(', ')}`)
      console.log(
        `| ${template} | ${score(median, 'performance')}; ${Math.min(...performance)}–${Math.max(...performance)} | ${lowest('accessibility')} | ${lowest('best-practices')} | ${lowest('seo')} | ${Math.round(value(median, 'largest-contentful-paint'))} ms | ${value(median, 'cumulative-layout-shift').toFixed(3)} | ${Math.round(value(median, 'total-blocking-time'))} ms | ${Math.min(...tbt)}–${Math.max(...tbt)} ms |`,
      )
    }
    // Audits below full marks in the median runs (performance's included), for finding what to fix.
    if (shortfalls.length > 0) console.log(`\nBelow full marks:\n${shortfalls.join('\n')}`)
  } finally {
    await site.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
