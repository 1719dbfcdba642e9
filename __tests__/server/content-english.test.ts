// Issue #35: the content editors write a markdown file's English version (`<name>.en.md`) with the
// Polish file, in the same save: one version over both, one commit, one history entry; only the
// fields an English version may hold, refused in Polish by name; every field empty removes it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildCheck } from '../../server/content/editor'
import { parseMarkdown } from '../../server/content/markdownFile'
import { contentChangesOf, contentGit, setUpContentRepoServer } from './support/contentServer'

const server = setUpContentRepoServer()

const git = contentGit(server)
const full = (file: string) => path.join(server.contentDir, file)
const text = (file: string) => readFileSync(full(file), 'utf8')
const get = async (url: string) => (await server.call('GET', url)).json()

describe('a content page’s English version', () => {
  const URL = '/api/gazda/content/pages/patron-szkoly'
  const EN = 'pages/patron-szkoly.en.md'
  // Saves the page as it was read (its text and version) with `changes` over it.
  const save = (page: { title: string; body: string; version: string }, changes: object) =>
    server.call('PUT', URL, {
      title: page.title,
      body: page.body,
      version: page.version,
      ...changes,
    })

  it('is answered with the page: its title and markdown', async () => {
    const page = await get(URL)
    expect(page.english).toEqual({
      title: 'Our Patron',
      body: expect.stringMatching(/^Our school's patron is \*\*St\. John Paul II\*\*/),
    })
  })

  it('is written beside the Polish file in one commit and one history entry, only its own fields', async () => {
    const page = await get(URL)
    const historyBefore = (await contentChangesOf(server, 'page')).length
    const commitsBefore = Number(git('rev-list', '--count', 'HEAD'))
    const response = await server.call('PUT', URL, {
      title: 'Patron szkoły',
      body: 'Święty Jan Paweł II.\n',
      version: page.version,
      english: {
        title: '  Our patron saint ',
        body: 'Saint John Paul II.\r\n\r\nSee [fees](/en/pages/oplaty-za-szkole/).',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(text(EN)).toBe(
      '---\ntitle: Our patron saint\n---\nSaint John Paul II.\n\nSee [fees](/en/pages/oplaty-za-szkole/).\n',
    )
    expect(Object.keys(parseMarkdown(text(EN)).data)).toEqual(['title'])
    expect(buildCheck(EN, text(EN))).toEqual([])
    expect(text('pages/patron-szkoly.md')).toBe(
      '---\ntitle: Patron szkoły\n---\nŚwięty Jan Paweł II.\n',
    )
    expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commitsBefore + 1)
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'pages/patron-szkoly.en.md',
      'pages/patron-szkoly.md',
    ])
    const history = await contentChangesOf(server, 'page')
    expect(history).toHaveLength(historyBefore + 1)
    expect(history.at(-1)!.summary).toMatch(/zmieniono wersję angielską/)
    // The answer's version is the one the page is read with now.
    expect(response.json().version).toBe((await get(URL)).version)
  })

  it('saving only the English text changes the version: a second editor’s old version is refused', async () => {
    const page = await get(URL)
    const first = await save(page, {
      english: { ...page.english, title: 'Our Patron Saint' },
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().version).not.toBe(page.version)
    const english = text(EN)
    // Another editor who opened the page before: 409, as for the Polish text, and nothing written.
    const second = await save(page, {
      english: { title: 'Patron', body: '' },
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('CONTENT_CHANGED')
    expect(text(EN)).toBe(english)
  })

  it('an English file changed by hand makes the version stale too', async () => {
    const page = await get(URL)
    writeFileSync(full(EN), text(EN).replace('Our Patron Saint', 'Patron (by hand)'))
    const response = await save(page, { body: `${page.body}Więcej.\n` })
    expect(response.statusCode).toBe(409)
    git('checkout', '--', EN)
  })

  it('refuses a field an English version does not hold, in Polish, naming it; nothing is written', async () => {
    const page = await get(URL)
    const [polish, english] = [text('pages/patron-szkoly.md'), text(EN)]
    const response = await save(page, {
      english: { title: 'Our Patron', body: 'Text.', date: '2026-01-01' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_CONTENT',
      inputErrors: {
        'english.date': [
          'Wersja angielska nie ma pola „date”: ma tylko tekst (Tytuł, Treść); pozostałe pola strona bierze z wersji polskiej.',
        ],
      },
    })
    expect([text('pages/patron-szkoly.md'), text(EN)]).toEqual([polish, english])
  })

  it('refuses English text without its title, and a link to a page the site does not have', async () => {
    const page = await get(URL)
    const response = await save(page, {
      english: { title: ' ', body: 'Text.' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().inputErrors['english.title']).toEqual([
      'Tytuł (po angielsku) jest wymagany, gdy wersja angielska ma jakikolwiek tekst. Wpisz go albo wyczyść wszystkie pola wersji angielskiej.',
    ])
    const link = await save(page, {
      english: { title: 'Our Patron', body: 'See [nothing](/en/nie-ma-takiej/).' },
    })
    expect(link.statusCode).toBe(400)
    expect(link.json().inputErrors['english.body']).toEqual([
      'Odnośnik /en/nie-ma-takiej/ prowadzi do strony, której nie ma w witrynie.',
    ])
  })

  it('says what the site leaves out of hostile English text, as of the Polish text', async () => {
    const page = await get(URL)
    const response = await save(page, {
      english: {
        title: 'Our Patron',
        body: 'Text.\n\n<iframe src="https://example.org"></iframe>\n\n<script>alert(1)</script>\n',
      },
    })
    expect(response.statusCode).toBe(200)
    const removed = response.json().removed
    expect(Object.keys(removed)).toEqual(['english.body'])
    expect(removed['english.body'].join(' ')).toMatch(/<iframe>/)
    expect(removed['english.body'].join(' ')).toMatch(/<script>/)
  })

  it('every field empty removes the English file, in the same commit as the Polish text', async () => {
    const page = await get(URL)
    const response = await save(page, {
      english: { title: '', body: '  \n' },
    })
    expect(response.statusCode).toBe(200)
    expect(existsSync(full(EN))).toBe(false)
    expect(git('show', '--name-status', '--format=', 'HEAD')).toBe(`D\t${EN}`)
    expect((await contentChangesOf(server, 'page')).at(-1)!.summary).toMatch(
      /usunięto wersję angielską/,
    )
    const after = await get(URL)
    expect(after.english).toBeNull()
    expect(after.version).toBe(response.json().version)
  })

  it('a save without `english` leaves the English file as it is', async () => {
    const page = await get('/api/gazda/content/pages/skarbnik')
    const before = text('pages/skarbnik.en.md')
    const response = await server.call('PUT', '/api/gazda/content/pages/skarbnik', {
      title: page.title,
      body: `${page.body}Dopisek.\n`,
      version: page.version,
    })
    expect(response.statusCode).toBe(200)
    expect(text('pages/skarbnik.en.md')).toBe(before)
  })
})

describe('a news item’s English version', () => {
  const ID = '2025-09-15-zebranie-rodzicow'
  const URL = `/api/gazda/content/news/${ID}`
  const EN = `news/${ID}.en.md`

  it('holds the title, summary and photo description, and refuses the date', async () => {
    const item = await get(URL)
    expect(item.english).toBeNull()
    const save = (english: object) =>
      server.call('PUT', URL, {
        title: item.title,
        body: item.body,
        published: item.published,
        version: item.version,
        english,
      })
    const refused = await save({ title: 'Parents’ meeting', date: '2026-01-01', published: 'no' })
    expect(refused.statusCode).toBe(400)
    expect(Object.keys(refused.json().inputErrors).sort()).toEqual([
      'english.date',
      'english.published',
    ])
    expect(refused.json().inputErrors['english.date'][0]).toMatch(
      /^Wersja angielska nie ma pola „date”: ma tylko tekst \(Tytuł, Streszczenie, Opis zdjęcia, Treść\)/,
    )
    expect(existsSync(full(EN))).toBe(false)

    const saved = await save({
      title: 'Parents’ meeting',
      summary: 'All parents are invited.',
      imageAlt: '',
      body: 'The meeting is in the hall.',
    })
    expect(saved.statusCode).toBe(200)
    expect(parseMarkdown(text(EN)).data).toEqual({
      title: 'Parents’ meeting',
      summary: 'All parents are invited.',
    })
    expect(buildCheck(EN, text(EN))).toEqual([])
    expect((await get(URL)).english).toEqual({
      title: 'Parents’ meeting',
      summary: 'All parents are invited.',
      imageAlt: '',
      body: 'The meeting is in the hall.\n',
    })
  })
})

describe('a bulletin’s English version', () => {
  const ID = '2025-09-27-biuletyn-wrzesien-2025'
  const URL = `/api/gazda/content/bulletins/${ID}`

  it('is the title and the text; a null removes it', async () => {
    const item = await get(URL)
    const put = (english: object | null, version: string) =>
      server.call('PUT', URL, { title: item.title, body: item.body, version, english })
    const saved = await put(
      { title: 'September bulletin', body: 'News of September.' },
      item.version,
    )
    expect(saved.statusCode).toBe(200)
    expect(text(`bulletins/${ID}.en.md`)).toBe(
      '---\ntitle: September bulletin\n---\nNews of September.\n',
    )
    const removed = await put(null, saved.json().version)
    expect(removed.statusCode).toBe(200)
    expect(existsSync(full(`bulletins/${ID}.en.md`))).toBe(false)
  })
})

describe('a declared kind’s English version (homework)', () => {
  const URL = '/api/gazda/content/homework/786'
  const EN = 'homework/786.en.md'

  it('writes the title and the task, refuses the class, and goes with the record', async () => {
    const record = await get(URL)
    expect(record.english).toBeNull()
    const { version, values, body } = record
    const save = (english: object, at = version) =>
      server.call('PUT', URL, { ...values, body, version: at, english })
    const refused = await save({ title: 'A story', class: 'klasa-1' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().inputErrors['english.class'][0]).toMatch(
      /^Wersja angielska nie ma pola „class”: ma tylko tekst \(Tytuł, Co trzeba zrobić\)/,
    )
    const saved = await save({ title: 'A story: my best holiday day', body: 'Write a story.' })
    expect(saved.statusCode).toBe(200)
    expect(text(EN)).toBe("---\ntitle: 'A story: my best holiday day'\n---\nWrite a story.\n")
    expect(buildCheck(EN, text(EN))).toEqual([])
    expect((await get(URL)).english).toEqual({
      title: 'A story: my best holiday day',
      body: 'Write a story.\n',
    })
    // The version read before the English save is stale now.
    expect((await save({ title: 'Other' })).statusCode).toBe(409)

    const now = await get(URL)
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `${URL}?version=${now.version}`,
      headers: { authorization: `Bearer ${server.tokens.editor}` },
    })
    expect(removed.statusCode).toBe(200)
    expect(existsSync(full(EN))).toBe(false)
    expect(existsSync(full('homework/786.md'))).toBe(false)
  })

  it('a section (fixed record) takes its English title and introduction', async () => {
    const record = await get('/api/gazda/content/sections/news')
    expect(record.english).toEqual({ title: 'News', body: expect.stringMatching(/^The latest/) })
    const saved = await server.call('PUT', '/api/gazda/content/sections/news', {
      ...record.values,
      body: record.body,
      version: record.version,
      english: { title: 'School news', body: record.english.body },
    })
    expect(saved.statusCode).toBe(200)
    expect(parseMarkdown(text('sections/news.en.md')).data).toEqual({ title: 'School news' })
  })
})
