// The browser tests drive Debian's chromium (never a browser download), and the Nu HTML Checker
// runs on Debian's Java: install whichever is missing.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const NEEDS = [
  {
    what: 'Chromium',
    present: () => existsSync(CHROMIUM),
    packages: ['chromium', 'fonts-dejavu-core'],
  },
  {
    what: 'Java (for the Nu HTML Checker)',
    present: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
    packages: ['default-jre-headless'],
  },
]

export function ensureChromium() {
  const missing = NEEDS.filter((need) => !need.present())
  if (missing.length === 0) return
  const packages = missing.flatMap((need) => need.packages)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    const what = missing.map((need) => need.what).join(' and ')
    throw new Error(`${what} missing: run \`sudo apt-get install -y ${packages.join(' ')}\``)
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the browser tests…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  // Another install under way (a second test run) holds dpkg's lock: wait for it, not fail.
  const wait = ['-o', 'DPkg::Lock::Timeout=600']
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
  const still = missing.filter((need) => !need.present())
  if (still.length > 0) {
    throw new Error(
      `apt-get finished but ${still.map((need) => need.what).join(', ')} still missing`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
