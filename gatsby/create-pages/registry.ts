import path from 'node:path'
import type { Actions, CreatePagesArgs } from 'gatsby'
import { menuMarksFor, type MenuMarks } from '../../src/domain/menu'
import { LANGUAGES, pathIn, type Language } from '../../src/domain/i18n/languages'

export interface PageRequest {
  path: string
  /** A file of src/templates/, without its extension. */
  template: string
  context?: Record<string, unknown>
  /** Menu marks, when they differ from the ones the path gives. */
  marks?: MenuMarks
  /** The languages the page is made in: both by default, each at its path (issue #35). */
  languages?: readonly Language[]
}

/**
 * Creates pages and remembers their paths, so that links and menu targets can be checked. A
 * public page is made twice, at its Polish path and under /en/ (issue #35), each with its `lang`
 * in the context (src/i18n/LanguageProvider.tsx reads it).
 */
export class PageRegistry {
  readonly paths = new Set<string>(['/', '/404/'])

  constructor(
    private readonly actions: Actions,
    private readonly reporter: CreatePagesArgs['reporter'],
  ) {}

  create({ path: pagePath, template, context = {}, marks, languages = LANGUAGES }: PageRequest) {
    if (this.paths.has(pagePath)) {
      this.reporter.panicOnBuild(`Two pages of the content want the same address ${pagePath}`)
    }
    for (const lang of languages) {
      const localPath = pathIn(pagePath, lang)
      this.paths.add(localPath)
      this.actions.createPage({
        path: localPath,
        component: path.resolve('src/templates', `${template}.tsx`),
        context: { ...context, ...(marks ?? menuMarksFor(pagePath)), lang },
      })
    }
  }

  /** The English twins of the pages src/pages/ makes by their file names: home and not-found. */
  createEnglishFilePages() {
    for (const [pagePath, file] of [
      ['/', 'index.tsx'],
      ['/404/', '404.tsx'],
    ] as const) {
      const localPath = pathIn(pagePath, 'en')
      this.paths.add(localPath)
      this.actions.createPage({
        path: localPath,
        component: path.resolve('src/pages', file),
        context: { lang: 'en' },
      })
    }
  }
}

/** Runs a page-creation query; a failed one stops the build with Gatsby's own message. */
export async function query<T>({ graphql, reporter }: CreatePagesArgs, text: string): Promise<T> {
  const result = await graphql<T>(text)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('A page-creation query failed', result.errors)
    throw new Error('A page-creation query failed')
  }
  return result.data
}
