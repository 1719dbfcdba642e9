// The browser tests drive Debian's chromium (never a browser download): install it when missing.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PACKAGES = ['chromium', 'fonts-dejavu-core']

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(`Chromium is missing: run \`sudo apt-get install -y ${PACKAGES.join(' ')}\``)
  }
  console.log(`Installing Debian's ${PACKAGES.join(', ')} for the browser tests…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
