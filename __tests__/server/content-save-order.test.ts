import { appendFileSync, chmodSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONTENT_NOT_SAVED_MESSAGE } from '../../server/content/editor'
import { contentChanges } from '../../server/db/schema'
import { CONTROL_CHARACTER_MESSAGE } from '../../server/errors'
import { contentGit, fakeBuildPublishing, setUpContentRepoServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

// Issue #32: every publish has its history. A save writes the file, records the history and
// commits before it queues a publish; text with a control character is refused before anything
// is written; a failed commit undoes the file and queues nothing.

let control: string
const server = setUpContentRepoServer(({ site }) => {
  const publishing = fakeBuildPublishing(site)
  control = publishing.control
  return publishing.config
})

const git = contentGit(server)
const builds = () => {
  const log = path.join(path.dirname(control), 'runs.log')
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').length : 0
}
const historyRows = async () => (await server.app.db.select().from(contentChanges)).length
const newsFiles = () => readdirSync(path.join(server.contentDir, 'news')).sort()

/** What must not change when a save is refused or undone. */
async function snapshot() {
  await server.app.publisher!.idle()
  return {
    head: git('rev-parse', 'HEAD'),
    status: git('status', '--porcelain', '--untracked-files=all'),
    news: newsFiles(),
    history: await historyRows(),
    builds: builds(),
    waiting: server.app.publisher!.status().changesWaiting,
  }
}

/** The treasurer's page saved with a new title over the version it has now. */
async function retitleSkarbnik() {
  const page = (await server.call('GET', '/api/gazda/content/pages/skarbnik')).json()
  return server.call('PUT', '/api/gazda/content/pages/skarbnik', {
    title: 'Skarbnik (zmiana)',
    body: page.body,
    version: page.version,
  })
}

const NEWS = { date: '2026-12-19', body: 'Zapraszamy na jasełka.' }

describe('a news title holding NUL', () => {
  it.each([
    ['NUL', 'Jasełka\u00002026'],
    ['an escape character', 'Jasełka\u001b[31m'],
    ['DEL', 'Jasełka\u007f'],
  ])(
    '(%s) is refused with 400 and a Polish message at the title: no file, no history, no publish',
    async (_name, title) => {
      const before = await snapshot()
      const response = await server.call('POST', '/api/gazda/content/news', { ...NEWS, title })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'INVALID_CONTENT',
        message: CONTROL_CHARACTER_MESSAGE,
        formErrors: [],
        inputErrors: { title: [CONTROL_CHARACTER_MESSAGE] },
      })
      expect(await snapshot()).toEqual(before)
    },
  )

  it('is refused in a nested field and in a query too (a new album’s title)', async () => {
    const faq = (await server.call('GET', '/api/gazda/content/faq')).json()
    const items = faq.items.map((item: object, at: number) =>
      at === 1 ? { ...item, question: 'Pytanie\u0000' } : item,
    )
    const nested = await server.call('PUT', '/api/gazda/content/faq', { ...faq, items })
    expectFieldRefusal(nested, { 'items[1].question': [CONTROL_CHARACTER_MESSAGE] })
    const album = await server.app.inject({
      method: 'POST',
      url: `/api/gazda/content/gallery/2025-2026?title=${encodeURIComponent('Bal\u0000')}&date=2026-01-10`,
      headers: {
        authorization: `Bearer ${server.tokens.editor}`,
        'content-type': 'image/jpeg',
      },
      payload: Buffer.from('not read'),
    })
    expectFieldRefusal(album, { title: [CONTROL_CHARACTER_MESSAGE] })
  })

  it('keeps tabs and line breaks, which are text', async () => {
    const response = await server.call('POST', '/api/gazda/content/news', {
      ...NEWS,
      title: 'Jasełka z kolędami',
      body: 'Pierwsza linia\r\nDruga\tz tabulatorem',
    })
    expect(response.statusCode).toBe(201)
    await server.app.publisher!.idle()
  })
})

describe('a save whose commit fails', () => {
  /** A pre-commit hook that refuses every commit: git fails after the file is written. */
  const refuseCommits = () => {
    const hook = path.join(server.contentDir, '.git', 'hooks', 'pre-commit')
    writeFileSync(hook, '#!/bin/sh\necho "odmowa" >&2\nexit 1\n')
    chmodSync(hook, 0o755)
    return () => rmSync(hook, { force: true })
  }

  it('answers 500 in Polish and leaves no new file, no history and no publish', async () => {
    const before = await snapshot()
    const allow = refuseCommits()
    try {
      const response = await server.call('POST', '/api/gazda/content/news', {
        ...NEWS,
        title: 'Wigilia klasowa',
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        code: 'CONTENT_NOT_SAVED',
        message: CONTENT_NOT_SAVED_MESSAGE,
      })
      expect(await snapshot()).toEqual(before)
    } finally {
      allow()
    }
  })

  it('puts a changed page back as it was, a hand edit not yet committed included', async () => {
    const file = path.join(server.contentDir, 'pages', 'skarbnik.md')
    appendFileSync(file, '\nRęczna zmiana.\n')
    const text = readFileSync(file, 'utf8')
    const before = await snapshot()
    const allow = refuseCommits()
    try {
      const response = await retitleSkarbnik()
      expect(response.statusCode).toBe(500)
      expect(readFileSync(file, 'utf8')).toBe(text)
      expect(await snapshot()).toEqual(before)
    } finally {
      allow()
    }
    // The repository works again: the same save goes through, with its history and a publish.
    const saved = await retitleSkarbnik()
    expect(saved.statusCode).toBe(200)
    await server.app.publisher!.idle()
    expect(git('log', '-1', '--format=%s')).toMatch(/^gazda: /)
    expect(await historyRows()).toBe(before.history + 1)
    expect(builds()).toBeGreaterThan(before.builds)
  })

  it('waits out another git command’s lock, then gives up and undoes the save if it stays', async () => {
    const lock = path.join(server.contentDir, '.git', 'index.lock')
    const before = await snapshot()
    writeFileSync(lock, '')
    try {
      const response = await server.call('POST', '/api/gazda/content/news', {
        ...NEWS,
        title: 'Kolędowanie',
      })
      expect(response.statusCode).toBe(500)
      rmSync(lock, { force: true })
      expect(await snapshot()).toEqual(before)
    } finally {
      rmSync(lock, { force: true })
    }
    // A lock released while the save waits: the save goes through.
    writeFileSync(lock, '')
    setTimeout(() => rmSync(lock, { force: true }), 400)
    const response = await server.call('POST', '/api/gazda/content/news', {
      ...NEWS,
      title: 'Kolędowanie',
    })
    expect(response.statusCode).toBe(201)
    expect(git('log', '-1', '--format=%s')).toBe('gazda: Nowa wiadomość „Kolędowanie”')
  })
})
