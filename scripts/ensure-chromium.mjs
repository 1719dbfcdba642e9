// The browser tests drive Debian's chromium (never a browser download), and the Nu HTML Checker
// runs on Debian's Java; the server recipe's test (__tests__/deploy/) runs Debian's Caddy,
// restic, curl and systemd-analyze: install whichever is missing.
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

const onPath = (program) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0

/**
 * The recipe's test runs in the unit step, before npm test calls ensureChromium, so it calls
 * `node scripts/ensure-chromium.mjs --deploy` itself; npm test installs these with the rest too.
 */
const DEPLOY_NEEDS = [
  { what: 'Caddy', present: () => onPath('caddy'), packages: ['caddy'] },
  { what: 'restic', present: () => onPath('restic'), packages: ['restic'] },
  { what: 'curl', present: () => onPath('curl'), packages: ['curl'] },
  { what: 'systemd-analyze', present: () => onPath('systemd-analyze'), packages: ['systemd'] },
]

export function ensureChromium() {
  install([...NEEDS, ...DEPLOY_NEEDS])
}

export function ensureDeployTools() {
  install(DEPLOY_NEEDS)
}

function install(needs) {
  const missing = needs.filter((need) => !need.present())
  if (missing.length === 0) return
  const packages = missing.flatMap((need) => need.packages)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    const what = missing.map((need) => need.what).join(' and ')
    throw new Error(`${what} missing: run \`sudo apt-get install -y ${packages.join(' ')}\``)
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the tests…`)
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

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--deploy')) ensureDeployTools()
  else ensureChromium()
}
