// The one place the site touches Pagefind's browser bundle, written by the build into
// public/pagefind/ (gatsby/post-build/search-index.ts). Tests replace this module.
import { SEARCH_SCRIPT_URL } from '../../domain/search'

/** What a result's `data()` gives (https://pagefind.app/docs/api/), as far as the site uses it. */
export interface PagefindResultData {
  url: string
  meta: { title?: string }
  excerpt: string
}

export interface PagefindResult {
  id: string
  data: () => Promise<PagefindResultData>
}

export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>
}

let loading: Promise<Pagefind> | undefined

/** Loads Pagefind on the first call only (not with the page: issue #10), and again after a failure. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= importPagefind()
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

async function importPagefind(): Promise<Pagefind> {
  const url = SEARCH_SCRIPT_URL
  // Not bundled: the file exists only once the build has indexed the site.
  const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind
  // Main thread, not Pagefind's web worker: one file less to download for a search over a
  // couple of hundred pages, which takes milliseconds either way.
  await pagefind.options({ noWorker: true, excerptLength: 24 })
  return pagefind
}
