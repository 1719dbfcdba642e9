import { listMailPlugin } from './subscriptions/sending/plugin'
import { digestPlugin } from './subscriptions/digest/schedule'
import { noticesPlugin } from './subscriptions/notices/plugin'
import { STATUS_CODES } from 'node:http'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { API_POLICY } from '../src/domain/csp'
import type { AppConfig } from './config'
import { bodyErrorOf, isApiError } from './errors'
import { limitsPlugin } from './limits/plugin'
import { authPlugin } from './plugins/auth'
import { databasePlugin } from './plugins/database'
import { mailerPlugin } from './plugins/mailer'
import { publisherPlugin } from './plugins/publisher'
import { makeTreePrivate, preparePrivateDataDir, setPrivateUmask } from './privateFiles'
import { createSiteFolders, type SiteFolders } from './publish/siteFolders'
import { retentionPlugin } from './retention'
import { registerRoutes } from './routes'
import { orphanUploadsPlugin } from './uploads/orphans'
import { statusMailsPlugin } from './enrollments/statusMails'
import { staticSite } from './static-site'
import { serverInspector } from './content/inspect'

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
  /** Routes a test adds under /api/gazda, behind its token and role checks. */
  gazdaTestRoutes?: FastifyPluginAsync
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Issue #17: before anything is written to DATA_DIR; a folder that cannot be private stops here.
  setPrivateUmask()
  preparePrivateDataDir(config.dataDir)
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
    // A new embedded database unpacks and starts in seconds, and in over 10 (Fastify's default
    // limit for a plugin) on a busy 2-core machine: a slow start is not a failed one.
    pluginTimeout: 120_000,
    // Issue #17: request.ip is the client's only behind a proxy named in TRUST_PROXY; without
    // one, X-Forwarded-For is ignored, or anyone could pick the address each limit counts.
    trustProxy: config.limits.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Unknown fields and wrong types are errors, never silently dropped or converted.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
  })

  app.setErrorHandler<FastifyError>((raw, request, reply) => {
    // Fastify's own body errors (too large, wrong type, broken JSON) under our codes, in Polish.
    const error: FastifyError = bodyErrorOf(raw) ?? raw
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    // 5xx details may reveal internals (paths, SQL), so they go to the log only; our own 5xx
    // answers (507 for a full upload quota) were written for the visitor and pass.
    const ours: boolean = isApiError(error)
    if (status >= 500 && !ours) {
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

  // The CSP is ours, not helmet's (issue #17): each page gets its own, with the hashes of its inline
  // scripts (server/static-site.ts); everything else the API's, set below.
  await app.register(helmet, { contentSecurityPolicy: false, xFrameOptions: { action: 'deny' } })
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false })
  // Registered before @fastify/static, as @fastify/compress's README requires.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })
  // Every route, so that tests can go through the whole table (e.g. all /api/gazda/ routes).
  const routeTable: { method: string; url: string }[] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', ({ method, url }) => {
    for (const m of [method].flat()) routeTable.push({ method: m, url })
  })
  const loosened = await makeTreePrivate(config.dataDir)
  if (loosened > 0) app.log.info({ entries: loosened }, 'DATA_DIR: group and other access removed')
  await app.register(databasePlugin, { config })
  await app.register(authPlugin, { config })
  await app.register(mailerPlugin, { config })
  await app.register(listMailPlugin, { config })
  // Issue #34: the weekly digest, Thursday 18:00 in Chicago, and for `npm run notify -- digest`.
  await app.register(digestPlugin, { config })
  await app.register(noticesPlugin, { config })
  const { folders, interruptedBuild } = await prepareSite(app, config)
  await app.register(publisherPlugin, { config, folders, interruptedBuild })
  // Issue #17: each anonymous write and the login take their limits from app.writeLimit and
  // limitHook; pages, the tracker's event batches and staff routes are not limited.
  await app.register(limitsPlugin, { config })
  // Issue #8: expired enrolments, survey answers and uploads are deleted at start, then daily.
  await app.register(retentionPlugin, { config })
  // Issue #17: uploads no enrolment or survey answer claimed within two hours go.
  await app.register(orphanUploadsPlugin, { config })
  // Issue #31: a child's new status mailed to the family a minute after the office sets it.
  await app.register(statusMailsPlugin, { config })

  // Nothing the API answers may be kept by a cache: much of it is personal data. What is not one of
  // the site's files (they have their page's CSP) gets the API's strict one.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_POLICY)
    }
  })

  // Every route module, from the one list of them (server/routes/index.ts). One check worker
  // serves the editors' saves and the banners every open page asks for.
  await registerRoutes(app, {
    config,
    contentDir: config.contentDir,
    siteDir: folders?.liveDir ?? config.publicDir,
    inspector: serverInspector(app),
    testRoutes: options.gazdaTestRoutes,
  })

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
