import { JSDOM } from 'jsdom'
import { startSite, type RunningSite } from './support/site'

// Crawls the built site from the home page through the real server, following every internal
// link: none may be broken, and no image may lack a text alternative.
jest.setTimeout(300_000)

let site: RunningSite

beforeAll(async () => {
  site = await startSite()
})

afterAll(() => site?.close())

interface Crawl {
  pages: Set<string>
  broken: string[]
  imagesWithoutAlt: string[]
}

/** An image may have an empty alt only when it is decoration: hidden, or beside a link's text. */
function lacksAlt(img: HTMLImageElement): boolean {
  if (!img.hasAttribute('alt')) return true
  if (img.alt.trim() !== '') return false
  if (img.closest('[aria-hidden="true"]') || img.hasAttribute('data-placeholder-image'))
    return false
  const link = img.closest('a, button')
  return !link || (link.textContent ?? '').trim() === ''
}

async function crawl(start: string): Promise<Crawl> {
  const result: Crawl = { pages: new Set(), broken: [], imagesWithoutAlt: [] }
  const queue = [start]
  const seen = new Set(queue)
  while (queue.length > 0) {
    const url = queue.shift()!
    const response = await site.app.inject({ method: 'GET', url })
    if (response.statusCode !== 200) {
      result.broken.push(`${url} (${response.statusCode})`)
      continue
    }
    if (!String(response.headers['content-type']).startsWith('text/html')) continue
    result.pages.add(url)
    const { document } = new JSDOM(response.body).window
    for (const img of document.querySelectorAll('img')) {
      if (lacksAlt(img)) result.imagesWithoutAlt.push(`${url}: ${img.getAttribute('src')}`)
    }
    for (const anchor of document.querySelectorAll('a[href^="/"]')) {
      const href = anchor.getAttribute('href')!.split('#')[0]!
      if (href && !href.startsWith('//') && !seen.has(href)) {
        seen.add(href)
        queue.push(href)
      }
    }
  }
  return result
}

describe('a crawl of the built site from the home page', () => {
  let result: Crawl

  beforeAll(async () => {
    result = await crawl('/')
  })

  it('reaches the pages', () => {
    expect(result.pages.size).toBeGreaterThan(150)
  })

  it('finds no broken internal link', () => {
    expect(result.broken).toEqual([])
  })

  it('finds no image without alt text', () => {
    expect(result.imagesWithoutAlt).toEqual([])
  })
})
