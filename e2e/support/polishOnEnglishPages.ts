// Issue #35's acceptance check, roughly: Polish words on a built English page outside the elements
// marked lang="pl" (their text and their labels: aria-label, alt, title, placeholder). A helper's
// tool to find what is left (`npx tsx e2e/support/polishOnEnglishPages.ts`), not the lead's test:
// its word list is a guess, and the glossary's kept words (Zerówka, Liceum, matura) pass.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { builtPages } from './builtPages'
import { PUBLIC_DIR } from './site'

/** Polish letters, and Polish words without them an English page would not have. */
const POLISH_LETTERS = /[ąćęłńóśźż]/i
const POLISH_WORDS = new Set(
  (
    'szukaj wyniki wyniki zamknij pobierz klasy klasa dzien godziny rok szkolny szkolnego strona ' +
    'nowsze starsze kalendarz wszystkie archiwum dyzur przedmioty nastepne poprzednie zdjecie ' +
    'zdjecia wroc dla jest nie lub oraz sie przez albo tylko jako czy tego ' +
    'brak zapisz zapisy formularz formularze wiadomosci galeria zadania domowe sobota najblizsza ' +
    'termin terminy uczen uczniowie rodzice rodzicow szkola szkoly nauczyciel nauczyciele ' +
    'podreczniki dodaj adres wyslij imie nazwisko telefon tresc wiecej informacji pokaz ' +
    'dzisiaj zajecia wolne wydarzenie bez od po przed'
  ).split(/\s+/),
)
const KEPT = /^(zerówka|liceum|matura|maturalna|świadectwo|dojrzałości|gazda)$/i

const fold = (word: string) =>
  word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l')

const polishWords = (text: string) =>
  (text.match(/\p{L}+/gu) ?? []).filter(
    (word) => !KEPT.test(word) && (POLISH_LETTERS.test(word) || POLISH_WORDS.has(fold(word))),
  )

const LABELS = ['aria-label', 'alt', 'title', 'placeholder']

/** The Polish words of a page's HTML outside lang="pl", with where each was seen. */
export function polishOutsideLangPl(html: string): string[] {
  const { document } = new JSDOM(html).window
  document.querySelectorAll('script, style, template, head').forEach((el) => el.remove())
  document.querySelectorAll('[lang]').forEach((el) => {
    if (el !== document.documentElement && /^pl\b/i.test(el.getAttribute('lang') ?? '')) el.remove()
  })
  const found: string[] = []
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    const words = polishWords(text)
    if (words.length) found.push(`${words.join(' ')}  ← "${text.trim().slice(0, 80)}"`)
  }
  for (const el of document.body.querySelectorAll('*')) {
    for (const name of LABELS) {
      const value = el.getAttribute(name)
      const words = value ? polishWords(value) : []
      if (words.length) found.push(`${words.join(' ')}  ← ${name}="${value!.slice(0, 80)}"`)
    }
  }
  return found
}

if (require.main === module) {
  const pages = builtPages(PUBLIC_DIR).filter((route) => route.startsWith('/en/'))
  const byText = new Map<string, string[]>()
  for (const route of pages) {
    const html = readFileSync(path.join(PUBLIC_DIR, route, 'index.html'), 'utf8')
    for (const line of polishOutsideLangPl(html))
      byText.set(line, [...(byText.get(line) ?? []), route])
  }
  const lines = [...byText].sort(([, a], [, b]) => b.length - a.length)
  for (const [line, routes] of lines) {
    console.log(`${routes.length}× ${line}\n    ${routes.slice(0, 3).join(' ')}`)
  }
  console.log(`${pages.length} English pages, ${byText.size} distinct Polish texts`)
}
