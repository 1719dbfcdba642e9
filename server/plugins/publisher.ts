import fp from 'fastify-plugin'
import { REPO_ROOT, type AppConfig } from '../config'
import { gatsbyCacheOf } from '../publish/buildCache'
import { checkContentFolder } from '../publish/contentCheck'
import { scheduleDailyRebuild, type Clock } from '../publish/dailyRebuild'
import { Publisher } from '../publish/publisher'
import type { SiteFolders } from '../publish/siteFolders'

declare module 'fastify' {
  interface FastifyInstance {
    /** Rebuilds and switches the live site after saves; null when PUBLISH is off. */
    publisher: Publisher | null
  }
}

/**
 * The publisher, when PUBLISH is on: builds with BUILD_COMMAND in the repository after saves and
 * once a day. Closing the app stops a running build and waits for it.
 */
export const publisherPlugin = fp<{
  config: AppConfig
  folders: SiteFolders | null
  interruptedBuild: boolean
  /** The daily rebuild's clock (tests give a fake one). */
  clock?: Clock
}>(async (app, { config, folders, interruptedBuild, clock }) => {
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
    minIntervalMs: config.publishMinIntervalSeconds * 1000,
    // Issue #30: content/ checked before each build, and a failed build built once more.
    checkContent: () => checkContentFolder(config.contentDir),
    cacheDir: gatsbyCacheOf(config.buildCommand, REPO_ROOT),
  })
  await publisher.start({ interruptedBuild })
  app.decorate('publisher', publisher)
  // Issue #19: a rebuild every day after midnight in Chicago, as for a save.
  const stopDaily = scheduleDailyRebuild(() => {
    app.log.info({ event: 'publish', reason: 'daily' }, 'daily rebuild of the site')
    publisher.enqueue()
  }, clock)
  app.addHook('onClose', async () => {
    stopDaily()
    await publisher.close()
  })
})
