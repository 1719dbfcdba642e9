import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'js-yaml'
import { buildCheck, CONTENT_CHANGED_MESSAGE, recordVersion } from '../../server/content/editor'
import { LINK_MESSAGES } from '../../server/content/links'
import { EDIT_MESSAGES } from '../../src/domain/content/editing'
import { setUpContentServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

const server = setUpContentServer()
const FILE = 'pages/najczestsze-pytania.md'
const fileText = () => readFileSync(path.join(server.contentDir, FILE), 'utf8')
const englishText = () =>
  readFileSync(path.join(server.contentDir, 'pages/najczestsze-pytania.en.md'), 'utf8')
const frontMatter = (text: string) =>
  load(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as Record<string, unknown>
const bodyOf = (text: string) => text.slice(text.indexOf('\n---\n') + 5)

const faq = async () => (await server.call('GET', '/api/gazda/content/faq')).json()

describe('GET /api/gazda/content/faq', () => {
  // Issue #35: the page has an English version; one version covers both files.
  it('answers the title, the questions with their answers, and both files’ version', async () => {
    const response = await server.call('GET', '/api/gazda/content/faq')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.title).toBe('Najczęstsze pytania')
    expect(body.items).toHaveLength(12)
    expect(body.items[0]).toEqual({
      question: 'Od jakiego wieku można zapisać dziecko?',
      answer: expect.stringMatching(/^Do zerówki przyjmujemy/),
    })
    expect(body.version).toBe(recordVersion(fileText(), englishText()))
  })
})

describe('PUT /api/gazda/content/faq', () => {
  it('writes the questions as a YAML list with answers as | blocks, keeping the page’s text', async () => {
    const before = fileText()
    const { version, items } = await faq()
    const changed = [
      { question: 'Czy jest parking?', answer: 'Tak, przy kościele.' },
      ...items.slice(1),
      {
        question: 'Jak: "dojechać"?',
        answer: 'Autobusem 715.\n\nAlbo [kalendarz](/kalendarz-zajec/).',
      },
    ]
    const response = await server.call('PUT', '/api/gazda/content/faq', {
      title: 'Pytania rodziców',
      items: changed,
      version,
    })
    expect(response.statusCode).toBe(200)
    const text = fileText()
    expect(response.json()).toEqual({ version: recordVersion(text, englishText()), removed: {} })
    expect(text).toContain(
      '  - question: Czy jest parking?\n    answer: |\n      Tak, przy kościele.\n',
    )
    expect(bodyOf(text)).toBe(bodyOf(before))
    expect(frontMatter(text)).toEqual({
      title: 'Pytania rodziców',
      faq: changed.map((item) => ({ ...item, answer: `${item.answer.trimEnd()}\n` })),
    })
    expect(buildCheck(FILE, text)).toEqual([])
    expect(await faq()).toMatchObject({ title: 'Pytania rodziców', items: expect.any(Array) })
  })

  it('answers 400 with Polish messages by field, and leaves the file as it was', async () => {
    const before = fileText()
    const { version } = await faq()
    const response = await server.call('PUT', '/api/gazda/content/faq', {
      title: ' ',
      items: [
        { question: 'x'.repeat(301), answer: 'Dobrze' },
        { question: 'Skrypt?', answer: '<script>alert(1)</script>' },
        { question: 'Link?', answer: 'Zobacz [tu](/nie-ma-takiej/)' },
      ],
      version,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'INVALID_CONTENT',
      message: expect.any(String),
      formErrors: [],
      inputErrors: {
        title: ['Tytuł jest wymagany.'],
        'items[0].question': ['Pytanie powinno być nie dłuższe niż 300 znaków.'],
      },
    })
    expect(fileText()).toBe(before)
  })

  // Issue #17: the site removes hostile markup anyway; the save goes ahead and says what.
  it('saves an answer with a script and says in Polish what the site will leave out', async () => {
    const { version, title, items } = await faq()
    const response = await server.call('PUT', '/api/gazda/content/faq', {
      title,
      items: [
        ...items,
        {
          question: 'Skrypt?',
          answer: '<script>alert(1)</script>\n\n[x](jav&#x61;script:alert(1))',
        },
      ],
      version,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().removed).toEqual({
      [`items[${items.length}].answer`]: [
        'Element <script> zostanie usunięty: strona nie uruchamia skryptów z treści.',
        'Odnośnik javascript:… zostanie usunięty: dozwolone są tylko adresy http, https, mailto, tel i ścieżki w witrynie.',
      ],
    })
    expect(fileText()).toContain('<script>alert(1)</script>')
  })

  it('reports links to pages the site does not have once the rest is valid', async () => {
    const { version, title, items } = await faq()
    const response = await server.call('PUT', '/api/gazda/content/faq', {
      title,
      items: [
        ...items,
        { question: 'Link?', answer: 'Zobacz [tu](/nie-ma-takiej/) i [to](/zadania-domowe)' },
      ],
      version,
    })
    expectFieldRefusal(response, {
      [`items[${items.length}].answer`]: [
        LINK_MESSAGES.noPage('/nie-ma-takiej/'),
        LINK_MESSAGES.slash('/zadania-domowe'),
      ],
    })
  })

  it('refuses an empty list and more than 100 questions', async () => {
    const { version } = await faq()
    const put = (items: object[]) =>
      server.call('PUT', '/api/gazda/content/faq', { title: 'FAQ', items, version })
    expect((await put([])).json().inputErrors).toEqual({ items: [EDIT_MESSAGES.noQuestions] })
    const many = Array.from({ length: 101 }, (_, i) => ({ question: `P${i}`, answer: 'O' }))
    expect((await put(many)).json().inputErrors).toEqual({
      items: [EDIT_MESSAGES.tooManyQuestions],
    })
  })

  it('answers 409 CONTENT_CHANGED for a stale version, and writes nothing', async () => {
    const { version, title, items } = await faq()
    const first = await server.call('PUT', '/api/gazda/content/faq', {
      title: 'Raz',
      items,
      version,
    })
    expect(first.statusCode).toBe(200)
    const before = fileText()
    const second = await server.call('PUT', '/api/gazda/content/faq', { title, items, version })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ code: 'CONTENT_CHANGED', message: CONTENT_CHANGED_MESSAGE })
    expect(fileText()).toBe(before)
  })

  it.each([
    ['without a version', { title: 'FAQ', items: [] }],
    ['with an unknown field', { title: 'FAQ', items: [], version: '0'.repeat(64), extra: 1 }],
    [
      'with a question as a number',
      { title: 'FAQ', items: [{ question: 1, answer: 'x' }], version: '0'.repeat(64) },
    ],
    ['with a malformed version', { title: 'FAQ', items: [], version: 'abc' }],
  ])('answers 400 INVALID_BODY for a body %s', async (_name, payload) => {
    const response = await server.call('PUT', '/api/gazda/content/faq', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('INVALID_BODY')
  })
})
