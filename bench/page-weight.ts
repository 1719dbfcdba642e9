// `npm run bench:weight`: gzipped JavaScript, CSS and HTML of each page template, from public/.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { onDemandJavaScript, pageWeight, PUBLIC_DIR } from './lib/pageWeight'

// One page of each template.
const ROUTES: Record<string, string> = {
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

if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
  console.error('public/ is not built: run `npm run build` first')
  process.exit(1)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log('| template | route | JS (gzip) | CSS (gzip, inlined) | HTML (gzip) |')
console.log('|---|---|---|---|---|')
for (const [template, route] of Object.entries(ROUTES)) {
  const weight = pageWeight(route)
  console.log(
    `| ${template} | ${route} | ${kb(weight.jsGzip)} | ${kb(weight.cssGzip)} | ${kb(weight.htmlGzip)} |`,
  )
}

console.log('')
console.log('| loaded on demand | page | JS added (gzip) | page + form (gzip) |')
console.log('|---|---|---|---|')
for (const [group, route] of ON_DEMAND) {
  const added = onDemandJavaScript(group, route).jsGzip
  console.log(`| ${group} | ${route} | ${kb(added)} | ${kb(added + pageWeight(route).jsGzip)} |`)
}
