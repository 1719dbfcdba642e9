import path from 'node:path'
import type { Actions, CreatePagesArgs } from 'gatsby'
import { menuMarksFor, type MenuMarks } from '../../src/domain/menu'

export interface PageRequest {
  path: string
  /** A file of src/templates/, without its extension. */
  template: string
  context?: Record<string, unknown>
  /** Menu marks, when they differ from the ones the path gives. */
  marks?: MenuMarks
}

/** Creates pages and remembers their paths, so that links and menu targets can be checked. */
export class PageRegistry {
  readonly paths = new Set<string>(['/', '/404/'])

  constructor(
    private readonly actions: Actions,
    private readonly reporter: CreatePagesArgs['reporter'],
  ) {}

  create({ path: pagePath, template, context = {}, marks }: PageRequest) {
    if (this.paths.has(pagePath)) {
      this.reporter.panicOnBuild(`Two pages of the content want the same address ${pagePath}`)
    }
    this.paths.add(pagePath)
    this.actions.createPage({
      path: pagePath,
      component: path.resolve('src/templates', `${template}.tsx`),
      context: { ...context, ...(marks ?? menuMarksFor(pagePath)) },
    })
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
