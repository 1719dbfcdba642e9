// `npm run bench:lighthouse`: Lighthouse (mobile settings, Debian's Chromium) on each page template,
// served by the real server from the built public/.
import { startSite } from '../e2e/support/site'
import { runLighthouse } from './lib/lighthouse'

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

async function main() {
  const site = await startSite()
  try {
    console.log(
      '| template | performance | accessibility | best practices | SEO | LCP | CLS | TBT |',
    )
    console.log('|---|---|---|---|---|---|---|---|')
    const shortfalls: string[] = []
    for (const [template, route] of Object.entries(ROUTES)) {
      const { scores, audits } = await runLighthouse(site.url + route, { categories: CATEGORIES })
      const failed = Object.entries(audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1)
        .map(([id, audit]) => `${id} (${audit.score})`)
      if (failed.length > 0) shortfalls.push(`${template}: ${failed.join(', ')}`)
      const score = (id: string) => Math.round((scores[id] ?? 0) * 100)
      const value = (id: string) => audits[id]?.numericValue ?? NaN
      console.log(
        `| ${template} | ${CATEGORIES.map(score).join(' | ')} | ${Math.round(value('largest-contentful-paint'))} ms | ${value('cumulative-layout-shift').toFixed(3)} | ${Math.round(value('total-blocking-time'))} ms |`,
      )
    }
    // Audits below full marks (performance's included), for finding what to fix.
    if (shortfalls.length > 0) console.log(`\nBelow full marks:\n${shortfalls.join('\n')}`)
  } finally {
    await site.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
