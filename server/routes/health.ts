import pkg from '../../package.json'
import { Health } from '../../src/domain/api/schemas'
import type { Routes } from './options'

/** GET /api/health: the server is up, and which version it runs. */
export const healthRoutes: Routes = async (app) => {
  app.get('/api/health', { schema: { response: { 200: Health } } }, async () => ({
    status: 'ok' as const,
    version: pkg.version,
  }))
}
