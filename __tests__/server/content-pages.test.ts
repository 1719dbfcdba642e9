import { readFileSync } from 'node:fs'
import path from 'node:path'
import { buildCheck, recordVersion } from '../../server/content/editor'
import { CONTENT_PAGE_SLUGS, contentPageAdminPath } from '../../src/domain/routes'
import { setUpContentServer } from './support/contentServer'

const server = setUpContentServer()
const fileText = (slug: string) =>
  readFileSync(path.join(server.contentDir, 'pages', `${slug}.md`), 'utf8')
const englishText = (slug: string) =>
  readFileSync(path.join(server.contentDir, 'pages', `${slug}.en.md`), 'utf8')
const page = async (slug: string) =>
  (await server.call('GET', `/api/gazda/content/pages/${slug}`)).json()
const savePage = (slug: string, fields: { title: string; body: string; version: string }) =>
  server.call('PUT', `/api/gazda/content/pages/${slug}`, fields)

describe('GET /api/gazda/content/pages', () => {
  it('lists the thirteen content pages with their titles and admin paths, in the spec’s order', async () => {
    const response = await server.call('GET', '/api/gazda/content/pages')
    expect(response.statusCode).toBe(200)
    const pages = response.json()
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual([...CONTENT_PAGE_SLUGS])
    expect(pages[3]).toEqual({ slug: 'skarbnik', title: 'Skarbnik', adminPath: '/gazda/page/4/' })
    expect(pages[12].adminPath).toBe(contentPageAdminPath('administrator'))
  })
})

describe('GET /api/gazda/content/pages/:slug', () => {
  // Issue #35: with its English version, and one version over both files.
  it('answers the title, the markdown, the English version and the version', async () => {
    const response = await server.call('GET', '/api/gazda/content/pages/skarbnik')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      slug: 'skarbnik',
      title: 'Skarbnik',
      body: expect.stringMatching(/^Skarbnikiem szkoły jest \*\*Renata Szymańska\*\*/),
      version: recordVersion(fileText('skarbnik'), englishText('skarbnik')),
      english: { title: expect.any(String), body: expect.any(String) },
    })
  })

  it.each(['nie-ma-takiej', 'sponsors', 'najczestsze-pytania', 'Skarbnik', '..'])(
    'answers 404 for %s, which is not one of the thirteen',
    async (slug) => {
      const response = await server.call('GET', `/api/gazda/content/pages/${slug}`)
      expect([404, 400]).toContain(response.statusCode)
      if (response.statusCode === 404) expect(response.json().code).toBe('NOT_FOUND')
    },
  )
})

describe('PUT /api/gazda/content/pages/:slug', () => {
  it('writes the title and the text, keeps the other front matter, and passes the build’s check', async () => {
    const { version } = await page('patron-szkoly')
    const body =
      '## Nasz patron\n\nŚwięty Jan Paweł II. Zobacz [opłaty](/pages/oplaty-za-szkole/).\n'
    const response = await savePage('patron-szkoly', {
      title: 'Patron naszej szkoły',
      body,
      version,
    })
    expect(response.statusCode).toBe(200)
    const text = fileText('patron-szkoly')
    expect(text).toBe(`---\ntitle: Patron naszej szkoły\n---\n${body}`)
    expect(response.json()).toEqual({
      version: recordVersion(text, englishText('patron-szkoly')),
      removed: {},
    })
    expect(buildCheck('pages/patron-szkoly.md', text)).toEqual([])
  })

  // Issue #17: a frame no longer refuses the save (the site removes it; the answer says so).
  it('refuses a missing title and an empty text, and keeps the file', async () => {
    const before = fileText('skarbnik')
    const { version } = await page('skarbnik')
    const response = await savePage('skarbnik', {
      title: '',
      body: '<iframe src="https://example.org"></iframe>',
      version,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_CONTENT',
      formErrors: [],
      inputErrors: { title: ['Tytuł jest wymagany.'] },
    })
    const empty = await savePage('skarbnik', { title: 'Skarbnik', body: ' \n', version })
    expect(empty.json().inputErrors).toEqual({ body: ['Treść jest wymagana.'] })
    expect(fileText('skarbnik')).toBe(before)
  })

  it('saves a page with a frame and says in Polish that the site will leave it out', async () => {
    const { version } = await page('zatrudnienie')
    const response = await savePage('zatrudnienie', {
      title: 'Zatrudnienie',
      body: 'Tekst\n\n<iframe src="https://example.org"></iframe>\n',
      version,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().removed).toEqual({
      body: [
        'Element <iframe> zostanie usunięty: strona nie osadza w treści innych stron, wtyczek ani multimediów.',
      ],
    })
  })

  it('answers 409 for a stale version and 404 for a page that is not editable', async () => {
    const { version, title, body } = await page('zatrudnienie')
    const put = (slug: string) => savePage(slug, { title, body: `${body}\nNowe.\n`, version })
    expect((await put('zatrudnienie')).statusCode).toBe(200)
    expect((await put('zatrudnienie')).statusCode).toBe(409)
    expect((await put('lokalizacja')).statusCode).toBe(404)
  })

  it('saving the same text again changes nothing, not even the version', async () => {
    const { version, title, body } = await page('skarbnik')
    const response = await savePage('skarbnik', { title, body, version })
    expect(response.json()).toEqual({ version, removed: {} })
  })
})
