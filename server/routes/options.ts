import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { AppConfig } from '../config'
import type { ContentInspector } from '../content/inspect'

/** What every route module is registered with (made once by registerRoutes, ./index.ts). */
export interface RouteOptions {
  config: AppConfig
  /** config.contentDir, the files the site is built from. */
  contentDir: string
  /** The site being served (DATA_DIR/site/live, or PUBLIC_DIR), whose pages links may go to. */
  siteDir: string
  /** The server's one check worker, for the editors' saves and the public banners. */
  inspector: ContentInspector
}

/** A route module: a Fastify plugin over the RouteOptions, listed once in ./index.ts. */
export type Routes = FastifyPluginAsyncTypebox<RouteOptions>
