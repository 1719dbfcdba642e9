import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { REPO_ROOT } from '../../../server/config'
import { Publisher, type PublisherOptions } from '../../../server/publish/publisher'
import { createSiteFolders, type SiteFolders } from '../../../server/publish/siteFolders'
import { FAKE_BUILD } from './contentServer'

const noop = () => undefined
export const quietLog = {
  info: noop,
  warn: noop,
  debug: noop,
  error: noop,
} as unknown as FastifyBaseLogger

export interface PublishSite {
  root: string
  publicDir: string
  /** What ../fixtures/fake-build.js is told to do: { sleepMs, fail, marker }; starts as {}. */
  control: string
  folders: SiteFolders
}

/** A temporary folder with public/ holding the site before any build, and its site folders. */
export async function makePublishSite(
  prefix: string,
  pageBefore = '<h1>The site before</h1>',
): Promise<PublishSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix))
  const publicDir = path.join(root, 'public')
  const control = path.join(root, 'control.json')
  await mkdir(publicDir)
  await writeFile(path.join(publicDir, 'index.html'), pageBefore)
  await writeFile(control, '{}')
  const folders = createSiteFolders({ publicDir, dataDir: path.join(root, 'data') })
  return { root, publicDir, control, folders }
}

/** A publisher whose build is ../fixtures/fake-build.js, steered by the site's control file. */
export const fakeBuildPublisher = (
  site: PublishSite,
  options: Pick<PublisherOptions, 'minIntervalMs' | 'clock'> = {},
) =>
  new Publisher({
    folders: site.folders,
    command: [process.execPath, FAKE_BUILD, site.control],
    cwd: REPO_ROOT,
    env: { PUBLIC_DIR: site.publicDir },
    log: quietLog,
    ...options,
  })
