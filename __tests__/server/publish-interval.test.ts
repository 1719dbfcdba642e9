import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Publisher } from '../../server/publish/publisher'
import type { SiteFolders } from '../../server/publish/siteFolders'
import type { BuildRequester } from '../../server/publish/startGate'
import type { PublisherClock } from '../../server/publish/status'
import { fakeBuildPublisher, makePublishSite } from './support/fakeBuild'

// Issue #17: an editor starts a build at most once per interval; saves in between join the next.
const INTERVAL_MS = 30_000
const editor: BuildRequester = { id: 7, role: 'editor' }
const admin: BuildRequester = { id: 1, role: 'admin' }
const noop = () => undefined

/** Time moves only when the test says so; sleepers wake when their moment is reached. */
function fakeClock(start: number): PublisherClock & { advance: (ms: number) => void } {
  let now = start
  let sleepers: { at: number; wake: () => void }[] = []
  return {
    now: () => now,
    sleep: (ms) => new Promise((wake) => sleepers.push({ at: now + ms, wake })),
    advance(ms) {
      now += ms
      for (const sleeper of sleepers.filter((s) => s.at <= now)) sleeper.wake()
      sleepers = sleepers.filter((s) => s.at > now)
    },
  }
}

let root: string
let control: string
let folders: SiteFolders
let publisher: Publisher
let clock: ReturnType<typeof fakeClock>

const runs = () => {
  const log = path.join(root, 'runs.log')
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').length : 0
}
/** What a save writes before it asks for a build: here, the text the next build publishes. */
const save = (text: string, by: BuildRequester = editor) => {
  writeFileSync(control, JSON.stringify({ marker: text }))
  publisher.enqueue(by)
}
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 20))
  expect(condition()).toBe(true)
}
const waiting = () => publisher.status().nextBuildAt !== undefined

beforeEach(async () => {
  const site = await makePublishSite('szkola-interval-')
  ;({ root, control, folders } = site)
  await folders.prepare(noop)
  clock = fakeClock(Date.parse('2026-11-21T15:00:00Z'))
  publisher = fakeBuildPublisher(site, { minIntervalMs: INTERVAL_MS, clock })
  await publisher.start({ interruptedBuild: false })
})

afterEach(async () => {
  await publisher.close()
  await rm(root, { recursive: true, force: true })
})

it('starts at most two builds for ten saves in 5 s by one editor, the last with the last save', async () => {
  for (let n = 1; n <= 10; n += 1) {
    save(`zapis ${n}`)
    await new Promise((resolve) => setImmediate(resolve))
    clock.advance(500)
  }
  await until(waiting)
  expect(runs()).toBe(1)
  // 30 s after the first build started: 15:00:30 UTC, 09:00:30 in Lombard.
  expect(publisher.status()).toMatchObject({
    state: 'queued',
    nextBuildAt: '2026-11-21T15:00:30.000Z',
    nextBuildTime: '09:00:30',
  })

  clock.advance(INTERVAL_MS - 5000 - 1)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(runs()).toBe(1)
  clock.advance(1)
  await until(() => runs() === 2)
  await publisher.idle()
  expect(runs()).toBe(2)
  expect(readFileSync(path.join(folders.liveDir, 'marker.txt'), 'utf8')).toBe('zapis 10')
  expect(publisher.status()).toMatchObject({ state: 'idle', changesWaiting: 0 })
  expect(publisher.status().nextBuildAt).toBeUndefined()
})

it('does not hold back an admin, whose build also takes the waiting saves of editors', async () => {
  save('redakcja 1')
  await until(() => runs() === 1 && publisher.status().state !== 'building')
  save('redakcja 2')
  await until(waiting)

  save('dyrekcja', admin)
  await until(() => runs() === 2)
  await publisher.idle()
  expect(readFileSync(path.join(folders.liveDir, 'marker.txt'), 'utf8')).toBe('dyrekcja')
  expect(publisher.status().changesWaiting).toBe(0)
})

it('lets another editor start a build while the first one waits for the interval', async () => {
  save('pierwsza redaktorka')
  await until(() => runs() === 1 && publisher.status().state !== 'building')
  save('znowu pierwsza')
  await until(waiting)
  save('druga redaktorka', { id: 8, role: 'editor' })
  await until(() => runs() === 2)
  await publisher.idle()
  expect(publisher.status().changesWaiting).toBe(0)
})

it('stops waiting for the interval when it closes', async () => {
  save('1')
  await until(() => runs() === 1 && publisher.status().state !== 'building')
  save('2')
  await until(waiting)
  await publisher.close()
  expect(runs()).toBe(1)
})
