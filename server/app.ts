import { STATUS_CODES } from 'node:http'
import compress from '@fastify/compress'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import pkg from '../package.json'
import type { AppConfig } from './config'
import { staticSite } from './static-site'

export const SERVER_ERROR_MESSAGE = 'Wystąpił błąd serwera. Spróbuj ponownie za chwilę.'

// Layout after fastify/demo: external plugins first, then routes, one error handler for all.
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } })

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    // 5xx details may reveal internals (paths, SQL), so they go to the log only.
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send({ code: 'INTERNAL_ERROR', message: SERVER_ERROR_MESSAGE })
    }
    request.log.info({ err: error }, 'request rejected')
    return reply
      .code(status)
      .send({ code: error.code ?? codeForStatus(status), message: error.message })
  })

  // Registered before @fastify/static, as @fastify/compress's README requires.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })

  app.get('/api/health', async () => ({ status: 'ok', version: pkg.version }))

  await app.register(staticSite, { publicDir: config.publicDir })
  return app
}

// 'Payload Too Large' → 'PAYLOAD_TOO_LARGE', for errors thrown without a code of their own.
function codeForStatus(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/\W+/g, '_')
}
