// `npm start`: build the site when public/ is missing or older than its sources, then serve it
// (DESIGN.md, "Contracts": a fresh clone starts with one command).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtMarker = path.join(root, 'public', 'index.html')
const sources = [
  'src',
  'content',
  'static',
  'gatsby',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
]

function newestChange(file) {
  if (!existsSync(file)) return 0
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(file).map((name) => newestChange(path.join(file, name))),
  )
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0
const staleSource = sources.find((source) => newestChange(path.join(root, source)) > builtAt)

if (staleSource) {
  console.log(
    builtAt
      ? `Building the site: ${staleSource} changed since the last build.`
      : 'Building the site: public/ has no build yet.',
  )
  const build = spawnSync('npx', ['gatsby', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
} else {
  console.log('Serving the existing build in public/ (no source changed since it was built).')
}

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 1))
