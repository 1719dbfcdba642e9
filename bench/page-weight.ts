// `npm run bench:weight`: the gzipped JavaScript a first visit to each page template loads in its
// first 5 s (bench/lib/firstVisit.ts: network idle, then 3 s more, on a phone), with what of it
// the HTML names before hydration, and the page's CSS and HTML; from public/ served by the real
// server to a headless Chromium.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { launchChromium } from '../e2e/support/chromium'
import { startSite } from '../e2e/support/site'
import { firstVisit } from './lib/firstVisit'
import { onDemandJavaScript, pageWeight, PUBLIC_DIR } from './lib/pageWeight'
import { pathIn } from '../src/domain/i18n/languages'

// One page of each template.
export const TEMPLATE_ROUTES: Record<string, string> = {
  home: '/',
  'news list': '/wiadomosci/',
  'news item': '/wiadomosci/rozpoczecie-roku-szkolnego-2024-2025/',
  'content page': '/pages/o-naszej-szkole/',
  FAQ: '/pages/najczestsze-pytania/',
  'homework list': '/zadania-domowe/',
  'homework item': '/zadania-domowe/786/',
  graduates: '/maturzysci/2024-25/',
  'gallery index': '/galeria-zdjec/',
  'gallery year': '/galeria-zdjec/rok-szkolny-2024-2025/',
  album: '/galeria-zdjec/rok-szkolny-2024-2025/jaselka/',
  calendar: '/kalendarz-zajec/',
  'enrolment form': '/zapisy-do-szkoly/',
  survey: '/ankiety/zapisy/',
  'not found': '/404/',
}

/** Code a page fetches only when asked (the forms load on opening): chunk group and its page. */
const ON_DEMAND: [string, string][] = [
  ['enrollment-form', '/zapisy-do-szkoly/'],
  ['survey-form', '/ankiety/zapisy/'],
]

async function main() {
  if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
    console.error('public/ is not built: run `npm run build` first')
    process.exit(1)
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const site = await startSite()
  const browser = await launchChromium()
  try {
    console.log(
      '| template | route | JS of a first visit, 5 s (gzip) | of it named before hydration | CSS (gzip, inlined) | HTML (gzip) |',
    )
    console.log('|---|---|---|---|---|---|')
    // Issue #35: each template's English page beside its Polish one.
    const rows = Object.entries(TEMPLATE_ROUTES).flatMap(([template, route]) => [
      [template, route] as const,
      [`${template} (English)`, pathIn(route, 'en')] as const,
    ])
    for (const [template, route] of rows) {
      const visit = await firstVisit(browser, site.url, route)
      const weight = pageWeight(route)
      console.log(
        `| ${template} | ${route} | ${kb(visit.jsGzip)} | ${kb(weight.jsGzip)} | ${kb(weight.cssGzip)} | ${kb(weight.htmlGzip)} |`,
      )
      if (process.argv.includes('--scripts')) console.log(visit.scripts.join('\n'))
    }
    console.log('')
    console.log('| loaded on demand | page | JS added (gzip) |')
    console.log('|---|---|---|')
    for (const [group, route] of ON_DEMAND) {
      console.log(`| ${group} | ${route} | ${kb(onDemandJavaScript(group, route).jsGzip)} |`)
    }
  } finally {
    await browser.close()
    await site.close()
  }
}

void main()
