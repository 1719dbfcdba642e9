import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  LOOKALIKE_MESSAGES,
  lookalikeConfirmation,
  lookalikeLinks,
  lookalikeMessage,
} from '../../server/content/lookalike'
import { setUpContentServer } from './support/contentServer'

// Issue #32: look-alike links (a host of unusual letters, text and @ before the host) are named
// to the editor, who must confirm them; ordinary links save as before.

const server = setUpContentServer()
const LOOKALIKE = 'https://polskaszkołalombard.org/zapisy-do-szkoly/'
const USERINFO = 'https://polskaszkolalombard.org@evil.test/zapisy/'

describe('a look-alike address', () => {
  it('is told by its host of other letters than a–z, named as shown and as it really is', () => {
    const message = lookalikeMessage(LOOKALIKE)!
    expect(message).toBe(
      LOOKALIKE_MESSAGES.unusual(LOOKALIKE, 'polskaszkołalombard.org', new URL(LOOKALIKE).hostname),
    )
    expect(message).toMatch(/naprawdę xn--/)
    // Cyrillic а in a Latin name.
    expect(lookalikeMessage('https://pаypal.com/')).toMatch(/nietypowymi znakami/)
  })

  it('is told by text and @ before its host, naming the host it goes to', () => {
    expect(lookalikeMessage(USERINFO)).toBe(LOOKALIKE_MESSAGES.userinfo(USERINFO, 'evil.test'))
  })

  it.each([
    'https://polskaszkolalombard.org/zapisy/',
    'https://www.google.com/maps?q=Lombard',
    'www.facebook.com/szkola',
    'mailto:biuro@szkola.org',
    'https://example.org/a@b',
  ])('leaves %s alone', (link) => {
    expect(lookalikeLinks({ body: `Zobacz ${link}.` })).toEqual([])
  })

  it('is found in markdown links, autolinks and HTML, by field, without trailing punctuation', () => {
    const found = lookalikeLinks({
      body: `[zapisy](${LOOKALIKE}) i <${USERINFO}>.`,
      items: [{ answer: `<a href="${LOOKALIKE}">tu</a>` }, { answer: 'zwykły tekst' }],
    })
    expect(found.map(({ field, link }) => [field, link])).toEqual([
      ['body', LOOKALIKE],
      ['body', USERINFO],
      ['items[0].answer', LOOKALIKE],
    ])
    expect(lookalikeConfirmation(found)).toBe(lookalikeConfirmation([...found].reverse()))
  })
})

describe('a news item holding a look-alike link', () => {
  const news = (title: string, body: string) => ({ title, date: '2026-12-05', body })
  const file = (slug: string) => path.join(server.contentDir, 'news', `2026-12-05-${slug}.md`)

  it('is answered 422 naming the link at its field, and is saved only with the confirmation', async () => {
    const body = `Zapisy na [stronie szkoły](${LOOKALIKE}).`
    const asked = await server.call('POST', '/api/gazda/content/news', news('Zapisy', body))
    expect(asked.statusCode).toBe(422)
    const answer = asked.json()
    expect(answer).toMatchObject({
      code: 'LINKS_TO_CONFIRM',
      message: LOOKALIKE_MESSAGES.confirm,
      formErrors: [],
      inputErrors: { body: [lookalikeMessage(LOOKALIKE)] },
    })
    expect(existsSync(file('zapisy'))).toBe(false)

    // Another confirmation (another set of links) does not do.
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/gazda/content/news',
      payload: news('Zapisy', `${body} Też ${USERINFO}`),
      headers: {
        authorization: `Bearer ${server.tokens.editor}`,
        'x-confirm-links': answer.confirmation,
      },
    })
    expect(wrong.statusCode).toBe(422)
    expect(existsSync(file('zapisy'))).toBe(false)

    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/gazda/content/news',
      payload: news('Zapisy', body),
      headers: {
        authorization: `Bearer ${server.tokens.editor}`,
        'x-confirm-links': answer.confirmation,
      },
    })
    expect(confirmed.statusCode).toBe(201)
    expect(existsSync(file('zapisy'))).toBe(true)
  })

  it('saves an ordinary link without asking', async () => {
    const saved = await server.call(
      'POST',
      '/api/gazda/content/news',
      news('Mapa', 'Dojazd: https://www.google.com/maps?q=Lombard'),
    )
    expect(saved.statusCode).toBe(201)
  })
})
