// `npm run bench:weight`: gzipped JavaScript, CSS and HTML of each page template, from public/.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pageWeight, PUBLIC_DIR } from './lib/pageWeight'

const ROUTES: Record<string, string> = {
  home: '/',
  placeholder: '/kalendarz-zajec/',
  'not found': '/404/',
}

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
