import fp from 'fastify-plugin'
import { REPO_ROOT, type AppConfig } from '../config'
import { Publisher } from '../publish/publisher'
import type { SiteFolders } from '../publish/siteFolders'

declare module 'fastify' {
  interface FastifyInstance {
    /** Rebuilds and switches the live site after saves; null when PUBLISH is off. */
    publisher: Publisher | null
  }
}

/**
 * The publisher, when PUBLISH is on: builds with BUILD_COMMAND in the repository. Closing the app
 * stops a running build and waits for it.
 */
export const publisherPlugin = fp<{
  config: AppConfig
  folders: SiteFolders | null
  interruptedBuild: boolean
}>(async (app, { config, folders, interruptedBuild }) => {
  if (!config.publish || !folders) {
    app.decorate('publisher', null)
    return
  }
  const publisher = new Publisher({
    folders,
    command: config.buildCommand,
    cwd: REPO_ROOT,
    env: { PUBLIC_DIR: config.publicDir, CONTENT_DIR: config.contentDir },
    log: app.log.child({ module: 'publisher' }),
  })
  await publisher.start({ interruptedBuild })
  app.decorate('publisher', publisher)
  app.addHook('onClose', () => publisher.close())
})
