import { existsSync, lstatSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { SEARCH_BUNDLE_URL } from '../src/domain/search'
import { languageOfPath } from '../src/domain/i18n/languages'
import { createPagePolicies } from './csp/pagePolicies'

export const NOT_FOUND = { code: 'NOT_FOUND', message: 'Nie znaleziono.' } as const
export const SITE_NOT_BUILT = {
  code: 'SITE_NOT_BUILT',
  message: 'Strona nie została jeszcze zbudowana. Uruchom: npm run build',
} as const

// Gatsby's "Caching Static Sites": https://www.gatsbyjs.com/docs/caching/
// HTML, page-data (with app-data.json) and sw.js must be revalidated on every load, or a rebuilt
// site is not seen; hashed bundles at the root and everything in static/ never change.
const REVALIDATE = 'public, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const UNHASHED = 'public, max-age=3600'
/** The policy of a file no browser shows as a page: nothing may load or frame it as one. */
const NOT_A_DOCUMENT = "default-src 'none'; frame-ancestors 'none'"
/**
 * Helmet's headers that only a document (a page in a tab or frame) heeds. The search's files are
 * fetched by a script, ten at a visitor's first search, and each of these costs bytes on the wire
 * there and protects nothing (issue #20). `x-content-type-options` and
 * `cross-origin-resource-policy`, which guard a fetched file, stay; every page keeps them all.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

/** `file` is relative to the public directory, e.g. `page-data/index/page-data.json`. */
export function cacheControlFor(file: string): string {
  const posix = file.split(path.sep).join('/')
  if (posix.endsWith('.html') || posix.startsWith('page-data/') || posix === 'sw.js') {
    return REVALIDATE
  }
  if (posix.startsWith('static/') || /^[^/]+\.(?:js|css)$/.test(posix)) return IMMUTABLE
  return UNHASHED
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')
// Issue #17: a source map hands out the whole source; never served, even left over in the folder.
const isSourceMap = (pathname: string) => pathname.endsWith('.map')

export interface StaticSiteOptions {
  publicDir: string
  /**
   * DATA_DIR/site/live: a symlink to the build to serve (server/publish/siteFolders.ts). The OS
   * follows it on every file opened, so switching it switches the site without a restart.
   */
  liveDir?: string
}

const isLink = (file: string) => {
  try {
    return lstatSync(file).isSymbolicLink()
  } catch {
    return false
  }
}

export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, options) => {
  // Served from the live link when there is one, else from PUBLIC_DIR as it is.
  const publicDir = options.liveDir && isLink(options.liveDir) ? options.liveDir : options.publicDir
  // Checked per request rather than once, so a build that finishes while the server runs is served.
  const isBuilt = () => existsSync(path.join(publicDir, 'index.html'))
  if (!isBuilt()) app.log.warn(`No built site in ${publicDir}; pages answer 503 until it is built`)
  const policies = createPagePolicies(publicDir, (message) => app.log.warn(message))

  // The site search's files (issue #20), each beside its brotli at the highest quality
  // (gatsby/post-build/search-index.ts): sent as that when the browser takes brotli. None of them
  // is a document, so they need no page's policy, only one that forbids everything.
  await app.register(fastifyStatic, {
    root: path.join(publicDir, SEARCH_BUNDLE_URL),
    prefix: SEARCH_BUNDLE_URL,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    // The ETag alone revalidates; no search asks for a range.
    lastModified: false,
    acceptRanges: false,
    suppressWarning: true,
    setHeaders: (reply) => {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name)
      reply.header('cache-control', UNHASHED)
      reply.header('content-security-policy', NOT_A_DOCUMENT)
    },
  })

  await app.register(fastifyStatic, {
    root: publicDir,
    // Every route of the site ends with a slash; the redirect keeps the query string.
    redirect: true,
    cacheControl: false,
    suppressWarning: true,
    allowedPath: (pathname) => !isApiPath(pathname) && !isSourceMap(pathname),
    setHeaders: (reply, filePath) => {
      const file = path.relative(publicDir, filePath)
      reply.header('cache-control', cacheControlFor(file))
      // Every file the site sends, sendFile's 404 page and staff area included.
      reply.header('content-security-policy', policies.headerFor(file))
    },
  })

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (isApiPath(pathname)) return reply.code(404).send(NOT_FOUND)
    if (!isBuilt()) return reply.code(503).send(SITE_NOT_BUILT)
    if (isStaffRoute(pathname) && existsSync(path.join(publicDir, 'gazda/index.html'))) {
      return serveStaffArea(request, reply, pathname)
    }
    // Issue #35: an unknown address under /en/ gets the English not-found page.
    const english = languageOfPath(pathname) === 'en'
    if (english && existsSync(path.join(publicDir, ENGLISH_NOT_FOUND))) {
      return reply.code(404).sendFile(ENGLISH_NOT_FOUND)
    }
    if (existsSync(path.join(publicDir, '404.html'))) return reply.code(404).sendFile('404.html')
    return reply.code(404).send(NOT_FOUND)
  })
}

/** The English not-found page Gatsby builds from src/pages/404.tsx (gatsby/create-pages). */
const ENGLISH_NOT_FOUND = 'en/404/index.html'

// The staff area is client-only: Gatsby emits a matchPath for src/pages/gazda/[...].tsx, and static
// hosting must answer every /gazda/…/ route with gazda/index.html
// (https://www.gatsbyjs.com/docs/how-to/routing/client-only-routes-and-user-authentication/).
// A missing file (its name has an extension) stays a 404 instead of getting the app's HTML.
const isStaffRoute = (pathname: string) =>
  pathname.startsWith('/gazda/') && !pathname.slice(pathname.lastIndexOf('/')).includes('.')

function serveStaffArea(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  if (pathname.endsWith('/')) return reply.code(200).sendFile('gazda/index.html')
  return reply.redirect(pathname + '/' + request.url.slice(pathname.length), 301)
}
