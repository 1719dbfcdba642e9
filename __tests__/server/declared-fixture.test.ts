// Issue #30: a kind of content declared once gets the build's check, Gatsby's type and the API's
// check of a save from that one declaration. The kind here exists only in this test.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { declaredTypeDefs } from '../../gatsby/declared-types'
import { createContentEditor } from '../../server/content/editor'
import { createContentInspector } from '../../server/content/inspect'
import { createLinkChecker } from '../../server/content/links'
import { declaredRoutes } from '../../server/routes/gazda/content/declared'
import type { ContentDeclaration } from '../../src/domain/content/declare'
import { declaredKind } from '../../src/domain/content/kinds'
import { setUpContentServer } from './support/contentServer'
import { expectFieldRefusal } from './support/refusals'

/** A lunch menu for the school café: one item per Saturday. */
const lunchMenu: ContentDeclaration = {
  kind: 'lunch-menu',
  path: 'jadlospis',
  title: 'Jadłospis',
  one: 'danie',
  storage: { form: 'list', file: 'lunch-menu.yaml' },
  fields: [
    { name: 'date', type: 'date', label: 'Dzień', required: true, column: true },
    { name: 'dish', type: 'text', label: 'Danie', required: true, max: 40, column: true },
    { name: 'vegetarian', type: 'boolean', label: 'Wegetariańskie' },
  ],
  rules: (values) =>
    new Date(`${String(values.date)}T12:00:00Z`).getUTCDay() === 6
      ? []
      : [{ field: 'date', en: 'must be a Saturday', pl: 'Kawiarenka jest czynna w soboty.' }],
  nameOf: (values) => String(values.dish),
  publicPath: () => '/',
  graphql: { type: 'LunchDish' },
}

const server = setUpContentServer(() => ({}), {
  gazdaTestRoutes: async (app) => {
    const editor = createContentEditor({
      contentDir: server.contentDir,
      db: app.db,
      publisher: null,
      gitCommit: false,
      log: app.log,
    })
    const inspector = createContentInspector()
    app.addHook('onClose', () => inspector.close())
    const links = createLinkChecker(server.site.publicDir, server.contentDir, inspector)
    await declaredRoutes(app, { editor, links, declarations: [lunchMenu] })
  },
})

describe('a kind declared once', () => {
  it('gets the build’s check: where its file is and what each item must hold', () => {
    const kind = declaredKind(lunchMenu)
    expect(kind.pattern.test('lunch-menu.yaml')).toBe(true)
    expect(kind.pattern.test('lunch-menu.yml')).toBe(false)
    expect(kind.type).toBe('LunchDish')
    expect(kind.check([{ date: '2026-12-05', dish: 'Pierogi ruskie' }])).toEqual([])
    expect(kind.check([{ date: '2026-12-06', dish: '' }, { dish: 'x'.repeat(41) }])).toEqual([
      '[0].dish: is required',
      '[1].date: is required',
      '[1].dish: must be at most 40 characters',
    ])
    expect(kind.check([{ date: '2026-12-06', dish: 'Bigos' }])).toEqual([
      '[0].date: must be a Saturday',
    ])
    expect(kind.check({ date: '2026-12-05' })).toEqual(['the file must hold a list'])
  })

  it('gets its Gatsby type', () => {
    expect(declaredTypeDefs([lunchMenu])).toBe(
      [
        'type LunchDish implements Node @dontInfer {',
        '  date: Date! @dateformat(formatString: "YYYY-MM-DD")',
        '  dish: String!',
        '  vegetarian: Boolean',
        '}',
      ].join('\n'),
    )
  })

  it('gets the API’s check of a save, in Polish, and its file written as the build reads it', async () => {
    const refused = await server.call('POST', '/api/gazda/content/lunch-menu', {
      date: '2026-12-06',
      dish: 'Bigos',
    })
    expectFieldRefusal(refused, { date: ['Kawiarenka jest czynna w soboty.'] })
    const malformed = await server.call('POST', '/api/gazda/content/lunch-menu', {
      date: '2026-12-05',
      dish: 'Bigos',
      price: 5,
    })
    expect(malformed.statusCode).toBe(400)

    const created = await server.call('POST', '/api/gazda/content/lunch-menu', {
      date: '2026-12-05',
      dish: 'Pierogi ruskie',
      vegetarian: true,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().id).toBe('1')
    const text = readFileSync(path.join(server.contentDir, 'lunch-menu.yaml'), 'utf8')
    expect(text).toMatch(/date: '?2026-12-05'?\n\s+dish: Pierogi ruskie\n\s+vegetarian: true/)
    const list = (await server.call('GET', '/api/gazda/content/lunch-menu')).json()
    expect(list.items).toEqual([
      expect.objectContaining({
        id: '1',
        name: 'Pierogi ruskie',
        values: { date: '2026-12-05', dish: 'Pierogi ruskie', vegetarian: true },
      }),
    ])
  })
})
