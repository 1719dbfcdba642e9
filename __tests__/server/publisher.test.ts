import { existsSync, readFileSync, readlinkSync, readdirSync, writeFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Publisher } from '../../server/publish/publisher'
import { BUILD_NICENESS, ERROR_LINES } from '../../server/publish/runBuild'
import { createSiteFolders, type SiteFolders } from '../../server/publish/siteFolders'
import { fakeBuildPublisher, makePublishSite } from './support/fakeBuild'

interface Control {
  sleepMs?: number
  fail?: boolean
  marker?: string
}

let root: string
let publicDir: string
let control: string
let folders: SiteFolders
let publisher: Publisher

const setControl = (value: Control) => writeFileSync(control, JSON.stringify(value))
const runs = () =>
  existsSync(path.join(root, 'runs.log'))
    ? readFileSync(path.join(root, 'runs.log'), 'utf8').trim().split('\n')
    : []
const served = (file: string) => readFileSync(path.join(folders.liveDir, file), 'utf8')
const until = async (condition: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeEach(async () => {
  const site = await makePublishSite('szkola-publish-')
  ;({ root, publicDir, control, folders } = site)
  const { interruptedBuild } = await folders.prepare(() => undefined)
  publisher = fakeBuildPublisher(site)
  await publisher.start({ interruptedBuild })
})

afterEach(async () => {
  await publisher.close()
  await rm(root, { recursive: true, force: true })
})

describe('the publisher', () => {
  it('takes three saves made during a build into exactly one more build', async () => {
    setControl({ sleepMs: 400 })
    publisher.enqueue()
    await until(() => publisher.status().state === 'building')
    publisher.enqueue()
    publisher.enqueue()
    publisher.enqueue()
    expect(publisher.status()).toMatchObject({ state: 'building', changesWaiting: 4 })
    await publisher.idle()
    expect(runs()).toEqual(['ci', 'ci'])
    expect(publisher.status()).toMatchObject({
      enabled: true,
      state: 'idle',
      changesWaiting: 0,
      error: null,
      lastBuildMs: expect.any(Number),
      liveUrlTime: expect.stringMatching(/^\d{2}:\d{2}$/),
    })
    expect(served('index.html')).toBe('<h1>Build 2</h1>')
  })

  it('runs the build at a lower priority than the server, so pages and saves come first', async () => {
    publisher.enqueue()
    await until(() => existsSync(path.join(root, 'priority.txt')))
    const priority = Number(readFileSync(path.join(root, 'priority.txt'), 'utf8'))
    expect(priority).toBe(Math.min(19, os.getPriority() + BUILD_NICENESS))
  })

  it('never serves the half-built site: the live link points at a copy while the build writes', async () => {
    setControl({ sleepMs: 400 })
    publisher.enqueue()
    await until(() => readFileSync(path.join(publicDir, 'index.html'), 'utf8').includes('half'))
    expect(served('index.html')).toBe('<h1>The site before</h1>')
    expect(readlinkSync(folders.liveDir)).toBe(path.join('builds', '1'))
    await publisher.idle()
    expect(served('index.html')).toBe('<h1>Build 1</h1>')
    expect(readlinkSync(folders.liveDir)).toBe(path.join('builds', '2'))
  })

  it('keeps the live site and reports the last lines of the output when a build fails', async () => {
    setControl({ fail: true })
    publisher.enqueue()
    await publisher.idle()
    const status = publisher.status()
    expect(status).toMatchObject({ state: 'failed', changesWaiting: 1, liveAt: null })
    const lines = status.error!.split('\n')
    expect(lines).toHaveLength(ERROR_LINES)
    expect(lines.at(-1)).toBe('ERROR #85923 GRAPHQL: content/pages/skarbnik.md: title: is required')
    expect(lines[0]).toBe('building, step 12')
    expect(served('index.html')).toBe('<h1>The site before</h1>')

    // The next save builds again; its success clears the error and publishes both changes.
    setControl({ marker: 'naprawione' })
    publisher.enqueue()
    await publisher.idle()
    expect(publisher.status()).toMatchObject({ state: 'idle', error: null, changesWaiting: 0 })
    expect(served('marker.txt')).toBe('naprawione')
  })

  it('keeps the last two copies of the site and deletes older ones', async () => {
    for (let i = 0; i < 3; i += 1) {
      publisher.enqueue()
      await publisher.idle()
    }
    const builds = readdirSync(path.join(root, 'data', 'site', 'builds')).sort()
    expect(builds).toEqual(['3', '4'])
    expect(served('index.html')).toBe('<h1>Build 3</h1>')
  })

  it('stops a running build on close, waits for it, and starts no other', async () => {
    setControl({ sleepMs: 20_000 })
    publisher.enqueue()
    await until(() => publisher.status().state === 'building' && runs().length === 1)
    publisher.enqueue()
    const started = Date.now()
    await publisher.close()
    expect(Date.now() - started).toBeLessThan(5000)
    expect(runs()).toHaveLength(1)
    expect(existsSync(path.join(publicDir, 'marker.txt'))).toBe(false)
    expect(served('index.html')).toBe('<h1>The site before</h1>')
    publisher.enqueue()
    expect(publisher.status().state).not.toBe('queued')
  })

  it('rebuilds at start when a build of ours was cut short, and then serves PUBLIC_DIR only if built since', async () => {
    await folders.writeState({ publicTrusted: false })
    const again = createSiteFolders({ publicDir, dataDir: path.join(root, 'data') })
    expect(await again.prepare(() => undefined)).toEqual({ interruptedBuild: true })

    // A build outside the staff area (npm start, a deploy) is served once it is newer than the copy.
    publisher.enqueue()
    await publisher.idle()
    await writeFile(path.join(publicDir, 'index.html'), '<h1>Built by hand</h1>')
    expect(await again.prepare(() => undefined)).toEqual({ interruptedBuild: false })
    expect(readlinkSync(again.liveDir)).toBe(publicDir)
  })
})
