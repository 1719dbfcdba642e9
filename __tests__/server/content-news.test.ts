import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildCheck } from '../../server/content/editor'
import { versionOf } from '../../server/content/files'
import { linkedNewsMessage } from '../../server/routes/gazda/content/news'
import { EDIT_MESSAGES } from '../../src/domain/content/editing'
import { setUpContentServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

const server = setUpContentServer()
const newsPath = (id: string) => path.join(server.contentDir, 'news', `${id}.md`)
const item = async (id: string) =>
  (await server.call('GET', `/api/gazda/content/news/${id}`)).json()
const SAMPLE = '2025-09-15-zebranie-rodzicow'

describe('GET /api/gazda/content/news', () => {
  it('lists every item, newest first, with id, title, date and published', async () => {
    const response = await server.call('GET', '/api/gazda/content/news')
    expect(response.statusCode).toBe(200)
    const news = response.json()
    expect(news).toHaveLength(12)
    expect(news[0]).toEqual({
      id: '2026-11-02-zapisy-2026-2027',
      title: expect.any(String),
      date: '2026-11-02',
      published: true,
    })
    const dates = news.map((n: { date: string }) => n.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('answers one item with its text and version, and 404 for an unknown or malformed id', async () => {
    const response = await server.call('GET', `/api/gazda/content/news/${SAMPLE}`)
    expect(response.json()).toEqual({
      id: SAMPLE,
      title: expect.any(String),
      date: '2025-09-15',
      body: expect.any(String),
      published: true,
      image: null,
      imageAlt: null,
      version: versionOf(readFileSync(newsPath(SAMPLE))),
      // Issue #35: none written yet (content-english.test.ts).
      english: null,
    })
    expect((await server.call('GET', '/api/gazda/content/news/2025-09-15-nie-ma')).statusCode).toBe(
      404,
    )
    expect((await server.call('GET', '/api/gazda/content/news/zebranie')).statusCode).toBe(400)
  })
})

describe('POST /api/gazda/content/news', () => {
  const news = {
    title: 'Żółta łódź: ŚWIĘTO szkoły!',
    date: '2026-12-05',
    body: 'Zapraszamy na [kalendarz](/kalendarz-zajec/).',
  }

  it('creates news/{date}-{slug}.md, Polish letters made plain, and answers 201 {id, version}', async () => {
    const response = await server.call('POST', '/api/gazda/content/news', news)
    expect(response.statusCode).toBe(201)
    const id = '2026-12-05-zolta-lodz-swieto-szkoly'
    const text = readFileSync(newsPath(id), 'utf8')
    expect(response.json()).toEqual({ id, version: versionOf(text), removed: {} })
    expect(text).toBe(
      `---\ntitle: 'Żółta łódź: ŚWIĘTO szkoły!'\ndate: 2026-12-05\n---\n${news.body}\n`,
    )
    expect(buildCheck(`news/${id}.md`, text)).toEqual([])
    expect(await item(id)).toMatchObject({
      id,
      title: news.title,
      date: '2026-12-05',
      published: true,
    })
  })

  it('answers 409 when an item of that date and title exists, and leaves it', async () => {
    const id = '2026-12-05-zolta-lodz-swieto-szkoly'
    const before = readFileSync(newsPath(id), 'utf8')
    const response = await server.call('POST', '/api/gazda/content/news', { ...news, body: 'Inny' })
    expect([response.statusCode, response.json().code]).toEqual([409, 'CONTENT_EXISTS'])
    expect(readFileSync(newsPath(id), 'utf8')).toBe(before)
  })

  it('answers 400 by field for a bad date, a title without letters and no text', async () => {
    const response = await server.call('POST', '/api/gazda/content/news', {
      title: '!!!',
      date: '2026-02-30',
      body: '',
    })
    expectFieldRefusal(response, {
      title: [EDIT_MESSAGES.noSlug],
      date: [EDIT_MESSAGES.badDate],
      body: ['Treść jest wymagana.'],
    })
    expect(existsSync(newsPath('2026-02-30-'))).toBe(false)
    const malformed = await server.call('POST', '/api/gazda/content/news', { title: 'X', date: 1 })
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'INVALID_BODY'])
  })
})

/** Saves the item as it is, but unpublished: the item before, and the save's answer. */
const unpublish = async (id: string) => {
  const before = await item(id)
  const { version, title, body } = before
  const response = await server.call('PUT', `/api/gazda/content/news/${id}`, {
    title,
    body,
    published: false,
    version,
  })
  return { before, response }
}

describe('PUT /api/gazda/content/news/:id', () => {
  it('unpublishes with published: false in the front matter, and publishes again', async () => {
    const { before, response: off } = await unpublish(SAMPLE)
    const { title, body } = before
    expect(off.statusCode).toBe(200)
    const text = readFileSync(newsPath(SAMPLE), 'utf8')
    expect(text).toMatch(/\npublished: false\n---\n/)
    expect(buildCheck(`news/${SAMPLE}.md`, text)).toEqual([])
    expect(await item(SAMPLE)).toMatchObject({ published: false })
    const listed = (await server.call('GET', '/api/gazda/content/news')).json()
    expect(listed.find((n: { id: string }) => n.id === SAMPLE).published).toBe(false)

    const on = await server.call('PUT', `/api/gazda/content/news/${SAMPLE}`, {
      title: `${title} (zmiana)`,
      body,
      published: true,
      version: off.json().version,
    })
    expect(on.statusCode).toBe(200)
    expect(readFileSync(newsPath(SAMPLE), 'utf8')).not.toMatch(/published/)
    expect(await item(SAMPLE)).toMatchObject({ published: true, title: `${title} (zmiana)` })
  })

  it('refuses to unpublish an item another file links to, naming that file', async () => {
    const target = '2025-10-14-pielgrzymka-do-des-plaines'
    const page = path.join(server.contentDir, 'pages', 'zatrudnienie.md')
    writeFileSync(
      page,
      `${readFileSync(page, 'utf8')}\n[Pielgrzymka](/wiadomosci/pielgrzymka-do-des-plaines/)\n`,
    )
    const {
      before: { version },
      response,
    } = await unpublish(target)
    expectFieldRefusal(response, {
      published: [linkedNewsMessage(['pages/zatrudnienie.md'])],
    })
    expect(await item(target)).toMatchObject({ published: true, version })
  })

  it('answers 409 for a stale version and 404 for an unknown item', async () => {
    const { version, title, body } = await item(SAMPLE)
    const put = (id: string) =>
      server.call('PUT', `/api/gazda/content/news/${id}`, {
        title,
        body: `${body}\nDopisek.`,
        published: true,
        version,
      })
    expect((await put(SAMPLE)).statusCode).toBe(200)
    expect((await put(SAMPLE)).statusCode).toBe(409)
    expect((await put('2020-01-01-nie-ma')).statusCode).toBe(404)
  })
})
