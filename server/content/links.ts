import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { NEWS_ID } from '../../src/domain/content/editing'
import { internalLinks } from '../../src/domain/content/references'
import { languageOfPath, sourcePath } from '../../src/domain/i18n/languages'
import type { ContentInspector, InputKind } from './inspect'
import { parseMarkdown } from './markdownFile'

// The build stops on a link to a page of the site that does not exist (gatsby/create-pages/
// checks.ts). A save is checked the same way first, so that an editor hears it at once, beside the
// field, rather than from a failed build.

export const LINK_MESSAGES = {
  noPage: (link: string) => `Odnośnik ${link} prowadzi do strony, której nie ma w witrynie.`,
  slash: (link: string) => `Odnośnik ${link} musi kończyć się ukośnikiem: ${link}/`,
}

const NEWS_ITEM = /^\/wiadomosci\/([a-z0-9-]+)\/$/
const PAGE = /^\/pages\/([a-z-]+)\/$/

export interface FieldCheck {
  /** Links to pages the site does not have: the save is refused. */
  problems: string[]
  /** What the site will leave out of the text (issue #17): told, the save goes ahead. */
  removed: string[]
}

export interface LinkChecker {
  /**
   * One field: markdown, the alert's HTML, or a `link` (one address). Markdown and HTML are
   * parsed off the server's thread (./inspect); a text too complex to check rejects with 422.
   */
  check(text: string, kind: InputKind | 'link'): Promise<FieldCheck>
}

/** Whether a news file is published: `published: false` keeps it out of the site. */
export function isPublished(text: string): boolean {
  try {
    return parseMarkdown(text).data.published !== false
  } catch {
    return true
  }
}

/**
 * News items and content pages are known from content/ (the source of what the next build
 * makes); every other page from the site being served (a page is a folder with index.html, a file
 * is a file). Without a built site, links are left to the build.
 */
export function createLinkChecker(
  siteDir: string,
  contentDir: string,
  inspector: ContentInspector,
): LinkChecker {
  const fileIn = (root: string, link: string) => {
    try {
      const full = path.join(root, decodeURIComponent(link))
      return full.startsWith(root + path.sep) && existsSync(full) && statSync(full).isFile()
    } catch {
      return false
    }
  }
  const newsSlugs = () => {
    const dir = path.join(contentDir, 'news')
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : []
    return new Set(
      names
        .filter((name) => isPublished(readFileSync(path.join(dir, name), 'utf8')))
        .map((name) => NEWS_ID.exec(name.slice(0, -3))?.[2]),
    )
  }
  const isPage = (link: string, news: () => Set<string | undefined>): boolean => {
    // Issue #35: an English page is /en/ and the Polish page's path; it is there when that is.
    if (languageOfPath(link) === 'en') return isPage(sourcePath(link), news)
    const slug = NEWS_ITEM.exec(link)?.[1]
    if (slug) return news().has(slug)
    const page = PAGE.exec(link)?.[1]
    if (page) return existsSync(path.join(contentDir, 'pages', `${page}.md`))
    return fileIn(siteDir, path.posix.join(link, 'index.html'))
  }

  return {
    async check(text, kind) {
      const { links, removed } =
        kind === 'link'
          ? { links: internalLinks(`<a href="${text.replace(/"/g, '&quot;')}">`), removed: [] }
          : await inspector.inspect(text, kind)
      if (!existsSync(path.join(siteDir, 'index.html'))) return { problems: [], removed }
      let known: Set<string | undefined> | undefined
      const news = () => (known ??= newsSlugs())
      const problems = links.flatMap((link) => {
        if (link.endsWith('/') ? isPage(link, news) : fileIn(siteDir, link)) return []
        const slash = !link.endsWith('/') && isPage(`${link}/`, news)
        return [slash ? LINK_MESSAGES.slash(link) : LINK_MESSAGES.noPage(link)]
      })
      return { problems, removed }
    },
  }
}
