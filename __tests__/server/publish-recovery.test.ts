import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { Publisher } from '../../server/publish/publisher'
import { checkContentFolder } from '../../server/publish/contentCheck'
import { gatsbyCacheOf } from '../../server/publish/buildCache'
import { DEFAULT_BUILD_COMMAND, parseCommand, REPO_ROOT } from '../../server/config'
import { copyContent } from './support/contentServer'
import { makePublishSite, quietLog, type PublishSite } from './support/fakeBuild'

// Issue #30: a bad file never reaches the build, and a build that fails while every content file
// passes is built once more with Gatsby's cache emptied. The build is a small real command
// (fixtures/stale-cache-build.js) that fails while its .cache holds a stale file, as Gatsby did.
const STALE_CACHE_BUILD = path.join(__dirname, 'fixtures/stale-cache-build.js')

let site: PublishSite
let content: Awaited<ReturnType<typeof copyContent>>
let publisher: Publisher
const cacheDir = () => path.join(site.root, '.cache')
const runs = () =>
  existsSync(path.join(site.root, 'runs.log'))
    ? readFileSync(path.join(site.root, 'runs.log'), 'utf8').trim().split('\n').length
    : 0
const served = () => readFileSync(path.join(site.folders.liveDir, 'index.html'), 'utf8')

/** One publish by the current publisher, to its end. */
async function publishNow() {
  publisher.enqueue()
  await publisher.idle()
}

function publisherFor(options: { cache?: boolean; env?: Record<string, string> } = {}) {
  return new Publisher({
    folders: site.folders,
    command: [process.execPath, STALE_CACHE_BUILD],
    cwd: site.root,
    env: { PUBLIC_DIR: site.publicDir, ...options.env },
    log: quietLog,
    checkContent: () => checkContentFolder(content.dir),
    ...(options.cache !== false && { cacheDir: cacheDir() }),
  })
}

beforeEach(async () => {
  site = await makePublishSite('szkola-recovery-')
  content = await copyContent()
  await site.folders.prepare(() => undefined)
})

afterEach(async () => {
  await publisher.close()
  await rm(site.root, { recursive: true, force: true })
  await content.remove()
})

const BAD_HOMEWORK =
  '---\nid: 955\ntitle: Czytanka\nclass: klasa-3\nteacher: Agnieszka Sowa\n' +
  'assigned: 2025-10-11\ndue: 2025-10-04\n---\nPrzeczytaj.\n'

describe('a bad content file', () => {
  it('stops the publish before any build, named in Polish with its field', async () => {
    writeFileSync(path.join(content.dir, 'homework/955.md'), BAD_HOMEWORK)
    publisher = publisherFor()
    await publishNow()

    expect(runs()).toBe(0)
    const status = publisher.status()
    expect(status).toMatchObject({
      state: 'failed',
      failure: 'content',
      retried: false,
      changesWaiting: 1,
      problems: [
        {
          file: 'content/homework/955.md',
          field: 'due',
          message: 'termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)',
          detail: 'due: must not be before assigned',
        },
      ],
    })
    expect(status.error).toBe(
      'Plik content/homework/955.md, pole „due”: termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)',
    )
    expect(status.output).toBe('content/homework/955.md: due: must not be before assigned')
    expect(served()).toBe('<h1>The site before</h1>')
  })

  it('publishes once the file is fixed, or deleted, with no step outside the publisher', async () => {
    const file = path.join(content.dir, 'homework/955.md')
    writeFileSync(file, BAD_HOMEWORK)
    publisher = publisherFor()
    await publishNow()
    expect(publisher.status().state).toBe('failed')

    writeFileSync(file, BAD_HOMEWORK.replace('due: 2025-10-04', 'due: 2025-10-18'))
    await publishNow()
    expect(publisher.status()).toMatchObject({ state: 'idle', error: null, changesWaiting: 0 })
    expect(publisher.status()).not.toHaveProperty('problems')
    expect(served()).toBe('<h1>Built</h1>')

    writeFileSync(file, BAD_HOMEWORK)
    await publishNow()
    expect(publisher.status().state).toBe('failed')
    rmSync(file)
    await publishNow()
    expect(publisher.status()).toMatchObject({ state: 'idle', error: null })
    expect(runs()).toBe(2)
  })
})

describe('a build that fails while the content passes its check', () => {
  it('is built once more with Gatsby’s cache emptied, the photo copies kept', async () => {
    mkdirSync(path.join(cacheDir(), 'photo-copies'), { recursive: true })
    writeFileSync(path.join(cacheDir(), 'photo-copies', 'a.jpg'), 'copy')
    writeFileSync(path.join(cacheDir(), 'stale'), 'counters')
    publisher = publisherFor()
    await publishNow()

    expect(runs()).toBe(2)
    expect(publisher.status()).toMatchObject({ state: 'idle', error: null, changesWaiting: 0 })
    expect(served()).toBe('<h1>Built</h1>')
    expect(existsSync(path.join(cacheDir(), 'stale'))).toBe(false)
    expect(readFileSync(path.join(cacheDir(), 'photo-copies', 'a.jpg'), 'utf8')).toBe('copy')
  })

  it('fails after the second build too, with the output and the content lines it named', async () => {
    publisher = publisherFor({ env: { ALWAYS_FAIL: 'true' } })
    await publishNow()

    expect(runs()).toBe(2)
    const status = publisher.status()
    expect(status).toMatchObject({
      state: 'failed',
      failure: 'build',
      retried: true,
      problems: [
        {
          file: 'content/pages/najczestsze-pytania.md',
          field: null,
          message: 'brak tego pliku: strona go potrzebuje',
          detail: 'is missing',
        },
      ],
    })
    expect(status.output).toContain('Invariant violation: inconsistent node counters detected')
    expect(status.error).toBe(status.output)
    expect(served()).toBe('<h1>The site before</h1>')
  })

  it('is not built again where the build is no Gatsby build (no cache to empty)', async () => {
    mkdirSync(cacheDir(), { recursive: true })
    writeFileSync(path.join(cacheDir(), 'stale'), 'counters')
    publisher = publisherFor({ cache: false })
    await publishNow()
    expect(runs()).toBe(1)
    expect(publisher.status()).toMatchObject({ state: 'failed', failure: 'build', retried: false })
    expect(existsSync(path.join(cacheDir(), 'stale'))).toBe(true)
  })
})

describe('which build commands have a Gatsby cache to empty', () => {
  it('is the repository’s .cache for Gatsby’s build, and none for a stand-in', () => {
    const cache = path.join(REPO_ROOT, '.cache')
    expect(gatsbyCacheOf(parseCommand('BUILD_COMMAND', DEFAULT_BUILD_COMMAND), REPO_ROOT)).toBe(
      cache,
    )
    expect(gatsbyCacheOf(['npx', 'gatsby', 'build'], REPO_ROOT)).toBe(cache)
    expect(gatsbyCacheOf(['node_modules/.bin/gatsby', 'build'], REPO_ROOT)).toBe(cache)
    expect(gatsbyCacheOf([process.execPath, STALE_CACHE_BUILD], REPO_ROOT)).toBeUndefined()
  })
})
