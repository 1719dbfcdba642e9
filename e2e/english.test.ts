import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { MENU, allMenuItems } from '../src/domain/menu'
import { SUGGESTION_DISMISSED_KEY } from '../src/domain/i18n/languages'
import { pageJavaScript, pageWeight } from '../bench/lib/pageWeight'
import { setUpBrowserSite } from './support/browserSite'
import { builtPages } from './support/builtPages'
import { textOutsideLangPl } from './support/englishSide'
import { PUBLIC_DIR } from './support/site'

// Issue #35: English pages under /en/ for the families who read English better.
jest.setTimeout(300_000)

const PAGES = builtPages()
const ENGLISH = PAGES.filter((route) => route.startsWith('/en/'))

const documentOf = (route: string) =>
  new JSDOM(readFileSync(path.join(PUBLIC_DIR, route, 'index.html'), 'utf8')).window.document

/**
 * Polish words of the interface the English pages must not show outside an element marked
 * lang="pl" (the content that has no English version yet is so marked): menu labels, the frame's
 * texts, buttons and form words. Words that are the same in both languages are not in it.
 */
const POLISH_INTERFACE = [
  ...new Set([
    ...MENU.map((group) => group.label),
    ...allMenuItems().map((item) => item.label),
    'Przejdź do treści',
    'Wróć',
    'Menu główne',
    'bieżąca',
    'Media społecznościowe',
    'Strona:',
    'Deklaracja dostępności',
    'Powiadomienia e-mail',
    'Więcej informacji',
    'Ważny komunikat',
    'Nie znaleziono strony',
    'Przejdź na stronę główną',
    // The enrolment survey's start (/ankiety/zapisy/).
    'Ankieta o zapisach',
    'Czy dziecko uczęszczało już do naszej szkoły?',
    'Nowa rodzina',
    'Kontynuacja',
    // The mailing lists' page and the gallery's report button (issue #35).
    'Zapis na listy',
    'Zapisz się na listy',
    'Zapisz mnie',
    'Pilne komunikaty',
    'Sprawdź skrzynkę e-mail',
    'Zgłoś zdjęcie',
  ]),
].filter((word) => !['Menu', 'Administrator'].includes(word))

/** The text a reader meets outside lang="pl", the page's title with it. */
const englishSideText = (document: Document) => [
  ...textOutsideLangPl(document.body),
  document.title,
]

/**
 * Proper names stay Polish: the school's (marked so in the header and footer; the page's `<title>`
 * cannot mark it) and its host school's, as the English content gives them beside their English
 * names. They are taken out of the texts before these are searched.
 */
const SCHOOL_NAME =
  /Polska\s+Szkoła(?:\s+im\.\s+św\.\s+Jana\s+Pawła\s+II)?\s+w\s+Lombard|Szkoła\s+Katolicka\s+św\.\s+Rafała/g

const polishIn = (texts: string[]) =>
  POLISH_INTERFACE.filter((word) => {
    const pattern = new RegExp(
      `(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    )
    return texts.some((text) => pattern.test(text.replace(SCHOOL_NAME, '')))
  })

describe('the English pages', () => {
  it('are built for every public page, each at /en/ + the Polish path', () => {
    const polish = PAGES.filter(
      (route) => !route.startsWith('/en/') && !route.startsWith('/gazda/'),
    )
    expect(ENGLISH.length).toBeGreaterThan(150)
    expect(ENGLISH.map((route) => route.slice(3))).toEqual(polish)
  })

  it('show no Polish interface word outside elements marked lang="pl"', () => {
    const found = ENGLISH.flatMap((route) => {
      const document = documentOf(route)
      expect(document.documentElement.lang).toBe('en')
      return polishIn(englishSideText(document)).map((word) => `${route}: ${word}`)
    })
    expect(found).toEqual([])
  })

  it('are caught showing one (control)', () => {
    const { document } = new JSDOM('<html lang="en"><body><main><p>Home</p></main></body></html>')
      .window
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p>Zapisy do szkoły</p>')
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p lang="pl">Wróć</p>')
    expect(polishIn(englishSideText(document))).toEqual(['Zapisy do szkoły'])
  })
})

describe('JavaScript of the English pages', () => {
  it('is at most 5 KB (gzipped) over their Polish pages: the same scripts, texts of both languages', () => {
    const over = ENGLISH.flatMap((route) => {
      const polish = route.slice(3)
      const extra = pageWeight(route).jsGzip - pageWeight(polish).jsGzip
      return extra > 5 * 1024 ? [`${route}: ${extra} B more`] : []
    })
    expect(over).toEqual([])
    // The same templates and chunks: a page's language is data, not code.
    expect(pageJavaScript('/en/zapisy-do-szkoly/')).toEqual(pageJavaScript('/zapisy-do-szkoly/'))
  })
})

describe('every page names its counterpart', () => {
  /**
   * Each page's hreflang alternates, by language, as paths: read from the HTML as Gatsby writes
   * its Head (a parser for every page took minutes), each page once.
   */
  const alternates = new Map<string, Record<string, string>>()
  const alternatesOf = (route: string) => {
    if (!alternates.has(route)) {
      const html = readFileSync(path.join(PUBLIC_DIR, route, 'index.html'), 'utf8')
      const links = [...html.matchAll(/<link\b[^>]*\bhref[Ll]ang="([^"]+)"[^>]*>/g)]
      alternates.set(
        route,
        Object.fromEntries(
          links.map(([tag, language]) => [
            language,
            new URL(/\bhref="([^"]+)"/.exec(tag)![1]!).pathname,
          ]),
        ),
      )
    }
    return alternates.get(route)!
  }

  it('with hreflang pl, en and x-default, and the pairs are reciprocal', () => {
    const wrong: string[] = []
    const publicPages = PAGES.filter((route) => !/^\/(en\/)?(gazda|404)\//.test(route))
    for (const route of publicPages) {
      const alternates = alternatesOf(route)
      const language = route.startsWith('/en/') ? 'en' : 'pl'
      if (alternates[language] !== route) wrong.push(`${route}: does not name itself`)
      if (alternates['x-default'] !== alternates.pl) wrong.push(`${route}: x-default`)
      for (const other of ['pl', 'en']) {
        const target = alternates[other]
        if (!target || !PAGES.includes(target)) {
          wrong.push(`${route}: ${other} → ${target} is not a page`)
          continue
        }
        if (alternatesOf(target)[language] !== route)
          wrong.push(`${route}: ${target} does not link back`)
      }
    }
    expect(publicPages.length).toBeGreaterThan(300)
    expect(wrong).toEqual([])
  })
})

describe('the language switch', () => {
  const harness = setUpBrowserSite()

  it('goes to the same page in the other language, keeping its query, and back', async () => {
    const page = await harness.open('/zadania-domowe/?klasa=klasa-3')
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL('**/en/zadania-domowe/?klasa=klasa-3')
    await page.waitForSelector('html[lang="en"]', { state: 'attached' })
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await expect(page.getByRole('link', { name: 'Skip to content' }).count()).resolves.toBe(1)
    await page.getByRole('link', { name: 'Polski' }).click()
    await page.waitForURL(/\/zadania-domowe\/\?klasa=klasa-3$/)
    await page.waitForSelector('html[lang="pl"]', { state: 'attached' })
    expect(await page.getAttribute('html', 'lang')).toBe('pl')
  })

  it('never redirects: an English browser stays on the Polish page, offered the English one once', async () => {
    const context = await harness.browser.newContext({ locale: 'en-US' })
    try {
      const page = await context.newPage()
      await page.goto(harness.site.url + '/kalendarz-zajec/')
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
      expect(new URL(page.url()).pathname).toBe('/kalendarz-zajec/')
      const suggestion = page.getByRole('note').filter({ hasText: 'This page is also in English' })
      await suggestion.waitFor()
      await page.getByRole('button', { name: 'Dismiss this suggestion' }).click()
      await expect(suggestion.count()).resolves.toBe(0)
      expect(
        await page.evaluate((key) => localStorage.getItem(key), SUGGESTION_DISMISSED_KEY),
      ).toBe('1')
      await page.reload()
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
      await expect(page.getByRole('link', { name: 'English' }).count()).resolves.toBe(1)
      await expect(suggestion.count()).resolves.toBe(0)
    } finally {
      await context.close()
    }
  })

  it('offers nothing to a Polish browser', async () => {
    const page = await harness.open('/kalendarz-zajec/')
    await expect(page.getByRole('note').count()).resolves.toBe(0)
  })

  it('answers an unknown English address with the English not-found page', async () => {
    const response = await fetch(`${harness.site.url}/en/nie-ma-takiej-strony/`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('Page not found')
  })
})
