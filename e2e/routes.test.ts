import { readFileSync } from 'node:fs'
import { allMenuItems } from '../src/domain/menu'
import { htmlFileFor } from '../bench/lib/pageWeight'
import { startSite, type RunningSite } from './support/site'

let site: RunningSite

beforeAll(async () => {
  site = await startSite()
})

afterAll(() => site?.close())

const get = (path: string) => site.app.inject({ method: 'GET', url: path })

describe('every menu target of the spec', () => {
  it.each(allMenuItems().map((item) => [item.to, item.label]))(
    '%s answers 200 and marks "%s" as the current item',
    async (to, label) => {
      const response = await get(to)
      expect(response.statusCode).toBe(200)
      const current = [...response.body.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map(
        (match) => match[0],
      )
      // At least the header menu and the footer mark it, and nothing else is marked.
      expect(current.length).toBeGreaterThanOrEqual(2)
      for (const link of current) expect(link).toContain(`href="${to}"`)
      expect(response.body).toContain(
        `<title data-gatsby-head="true">${label} - Polska Szkoła w Lombard</title>`,
      )
    },
  )
})

describe('the built HTML', () => {
  const home = () => readFileSync(htmlFileFor('/'), 'utf8')

  it('is in Polish', () => {
    expect(home()).toMatch(/<html[^>]* lang="pl"/)
  })

  it('carries the meta keywords, a description of its own and the app version', () => {
    expect(home()).toMatch(/<meta name="keywords" content="[^"]*Lombard[^"]*"/)
    // The site's description is empty (SPEC.md §1): the page describes itself by its welcome.
    expect(home()).toMatch(
      /<meta name="description" content="Witamy na stronie Polskiej Szkoły[^"]+"/,
    )
    expect(home()).toContain('<meta name="application-version" content="0.7.23"')
  })

  it('links the copyright line to /gazda/', () => {
    // React separates text parts with empty comments in server-rendered HTML.
    const html = home().replaceAll('<!-- -->', '')
    expect(html).toContain(
      // The school's name is marked Polish, for the English pages' sake (issue #35).
      `<a href="/gazda/">© ${new Date().getFullYear()} <span lang="pl">Polska Szkoła w Lombard</span></a>`,
    )
  })
})
