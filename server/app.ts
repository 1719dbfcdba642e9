import { STATUS_CODES } from 'node:http'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import pkg from '../package.json'
import type { AppConfig } from './config'
import { bodyErrorOf, isApiError } from './errors'
import { authPlugin } from './plugins/auth'
import { databasePlugin } from './plugins/database'
import { mailerPlugin } from './plugins/mailer'
import { publisherPlugin } from './plugins/publisher'
import { createSiteFolders, type SiteFolders } from './publish/siteFolders'
import { retentionPlugin } from './retention'
import { authRoutes } from './routes/auth'
import { enrollmentRoutes } from './routes/enrollments'
import { gazdaRoutes } from './routes/gazda'
import { photoReportRoutes } from './routes/photoReports'
import { surveyRoutes } from './routes/surveys'
import { trackerRoutes } from './routes/tracker'
import { uploadRoutes } from './routes/uploads'
import { staticSite } from './static-site'

export const SERVER_ERROR_MESSAGE = 'Wystąpił błąd serwera. Spróbuj ponownie za chwilę.'
export const INVALID_BODY_MESSAGE = 'Nieprawidłowe dane w zapytaniu'
export const JSON_BODY_LIMIT = 64 * 1024

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string }[]
  }
}

// Layout after fastify/demo: external plugins first, then routes, one error handler for all.
export interface BuildOptions {
  /** Where the log's lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void }
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A query string may carry a name typed into a search: logs get the path alone. A parent's
      // IP address is personal data too (issue #8): it is never logged.
      serializers: {
        req: (request) => ({ method: request.method, url: request.url.split('?')[0] }),
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // Unknown fields and wrong types are errors, never silently dropped or converted.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
  })

  app.setErrorHandler<FastifyError>((raw, request, reply) => {
    // Fastify's own body errors (too large, wrong type, broken JSON) under our codes, in Polish.
    const error: FastifyError = bodyErrorOf(raw) ?? raw
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    // 5xx details may reveal internals (paths, SQL), so they go to the log only.
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send({ code: 'INTERNAL_ERROR', message: SERVER_ERROR_MESSAGE })
    }
    request.log.info({ code: error.code, status }, 'request rejected')
    if (error.validation) {
      return reply
        .code(400)
        .send({ code: 'INVALID_BODY', message: `${INVALID_BODY_MESSAGE}: ${error.message}` })
    }
    const body = isApiError(error) ? error.body : undefined
    return reply
      .code(status)
      .send({ code: error.code ?? codeForStatus(status), message: error.message, ...body })
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Gatsby inlines its page bootstrap and critical CSS into each page; the site search
        // (Pagefind) runs its index in WebAssembly, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
        'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
  })
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false })
  // Registered before @fastify/static, as @fastify/compress's README requires.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })
  // Every route, so that tests can go through the whole table (e.g. all /api/gazda/ routes).
  const routeTable: { method: string; url: string }[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', ({ method, url }) => {
    for (const m of [method].flat()) routeTable.push({ method: m, url })
  })
  await app.register(databasePlugin, { config })
  await app.register(authPlugin, { config })
  await app.register(mailerPlugin, { config })
  const { folders, interruptedBuild } = await prepareSite(app, config)
  await app.register(publisherPlugin, { config, folders, interruptedBuild })
  // Limits only the routes that ask for it (login); the tracker and pages are not limited here.
  await app.register(rateLimit, { global: false })
  // Issue #8: expired enrolments, survey answers and uploads are deleted at start, then daily.
  await app.register(retentionPlugin, { config })

  // Nothing the API answers may be kept by a cache: much of it is personal data.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
  })

  app.get('/api/health', async () => ({ status: 'ok', version: pkg.version }))
  await app.register(trackerRoutes)
  await app.register(authRoutes)
  await app.register(enrollmentRoutes, { config })
  await app.register(surveyRoutes, { config })
  await app.register(gazdaRoutes, {
    contentDir: config.contentDir,
    gitCommit: config.contentGitCommit,
    siteDir: folders?.liveDir ?? config.publicDir,
    uploadMaxBytes: config.uploadMaxBytes,
  })
  await app.register(uploadRoutes, { config })
  // Issue #10: a visitor's request to take a gallery photo down.
  await app.register(photoReportRoutes, { config })

  await app.register(staticSite, { publicDir: config.publicDir, liveDir: folders?.liveDir })
  return app
}

/**
 * DATA_DIR/site/live, the folder the site is served from, brought up to date. Without it (a
 * DATA_DIR where no link can be made) the site is served from PUBLIC_DIR and nothing is published.
 */
async function prepareSite(app: FastifyInstance, config: AppConfig) {
  const folders = createSiteFolders({ publicDir: config.publicDir, dataDir: config.dataDir })
  try {
    const { interruptedBuild } = await folders.prepare((message) => app.log.info(message))
    return { folders: folders as SiteFolders | null, interruptedBuild }
  } catch (error) {
    app.log.warn({ err: error }, 'cannot prepare DATA_DIR/site: serving PUBLIC_DIR, not publishing')
    return { folders: null, interruptedBuild: false }
  }
}

// 'Payload Too Large' → 'PAYLOAD_TOO_LARGE', for errors thrown without a code of their own.
function codeForStatus(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/\W+/g, '_')
}
