import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildOptions } from '../../../server/app'
import { issueToken } from '../../../server/auth/tokens'
import type { AppConfig } from '../../../server/config'
import { contentChanges } from '../../../server/db/schema'
import { createUserRepository, type User } from '../../../server/repositories/users'
import { allMenuItems } from '../../../src/domain/menu'
import { makeBuiltSite, type BuiltSite } from '../built-site'

export const REPO_CONTENT = path.resolve(__dirname, '../../../content')
export const FAKE_BUILD = path.resolve(__dirname, '../fixtures/fake-build.js')

/** Makes the content copy a git work tree with everything committed, as the school's server has it. */
export function initContentRepo(contentDir: string) {
  const git = (...args: string[]) => execFileSync('git', ['-C', contentDir, ...args])
  git('init', '--quiet')
  git('config', 'user.name', 'Serwer szkoły')
  git('config', 'user.email', 'serwer@szkola.org')
  git('add', '.')
  git('commit', '--quiet', '-m', 'Treści szkoły')
}

/** A copy of the repository's content/ without its photos (the API never reads them). */
export async function copyContent(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'szkola-content-'))
  const dir = path.join(root, 'content')
  await cp(REPO_CONTENT, dir, {
    recursive: true,
    filter: (source) => !/\.(jpe?g|png|webp|pdf)$/i.test(source),
  })
  return { dir, remove: () => rm(root, { recursive: true, force: true }) }
}

/** The miniature built site, with a page for every menu target (links to them are valid). */
export async function addMenuPages(publicDir: string) {
  for (const to of new Set(allMenuItems().map((item) => item.to))) {
    await mkdir(path.join(publicDir, to), { recursive: true })
    await writeFile(path.join(publicDir, to, 'index.html'), `<h1>${to}</h1>`)
  }
}

export interface ContentHarness {
  app: FastifyInstance
  site: BuiltSite
  contentDir: string
  admin: User
  editor: User
  tokens: { admin: string; editor: string }
  /** An inject with the editor's token (or the admin's). */
  call: (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    as?: 'admin' | 'editor',
  ) => Promise<LightMyRequestResponse>
}

/**
 * The app over a copy of content/ and a miniature built site, with an admin and an editor, for
 * one test file. Publishing is off unless the overrides turn it on.
 */
export function setUpContentServer(
  overrides: (dirs: { contentDir: string; site: BuiltSite }) => Partial<AppConfig> = () => ({}),
  options: BuildOptions = {},
): ContentHarness {
  const harness = {} as ContentHarness & { removeContent: () => Promise<void> }
  beforeAll(async () => {
    const content = await copyContent()
    harness.contentDir = content.dir
    harness.removeContent = content.remove
    harness.site = await makeBuiltSite()
    await addMenuPages(harness.site.publicDir)
    harness.app = await buildApp(
      {
        ...harness.site.config,
        contentDir: content.dir,
        publish: false,
        // Saves publish at once here; the interval between an editor's builds has its own test.
        publishMinIntervalSeconds: 0,
        ...overrides({ contentDir: content.dir, site: harness.site }),
      },
      options,
    )
    const users = createUserRepository(harness.app.db)
    const add = (email: string, name: string, role: User['role']) =>
      users.add({ email, name, role, passwordHash: 'not used: tests sign their own tokens' })
    harness.admin = await add('dyrekcja@szkola.org', 'Anna Dyrektor', 'admin')
    harness.editor = await add('redakcja@szkola.org', 'Ewa Redaktor', 'editor')
    const token = (user: User) =>
      issueToken({ userId: user.id, role: user.role, version: 0 }, harness.app.jwtSecret)
    harness.tokens = { admin: await token(harness.admin), editor: await token(harness.editor) }
  })
  afterAll(async () => {
    await harness.app?.close()
    await harness.site?.remove()
    await harness.removeContent?.()
  })
  harness.call = (method, url, payload, as = 'editor') =>
    harness.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${harness.tokens[as]}` },
    })
  return harness
}

/** The history's rows for one kind of content. */
export const contentChangesOf = (
  server: ContentHarness,
  kind: (typeof contentChanges.$inferSelect)['kind'],
) => server.app.db.select().from(contentChanges).where(eq(contentChanges.kind, kind))

/** Runs git in the server's content work tree, answering its output without the last newline. */
export const contentGit =
  (server: ContentHarness) =>
  (...args: string[]) =>
    execFileSync('git', ['-C', server.contentDir, ...args], { encoding: 'utf8' }).trim()

/** The content server over a copy that is a git work tree (initContentRepo), as the school's has it. */
export const setUpContentRepoServer = (
  overrides: (dirs: { contentDir: string; site: BuiltSite }) => Partial<AppConfig> = () => ({}),
  options: BuildOptions = {},
) =>
  setUpContentServer((dirs) => {
    initContentRepo(dirs.contentDir)
    return overrides(dirs)
  }, options)

/**
 * Publishing on, with ../fixtures/fake-build.js as the build command: what it is `told` to do
 * ({ sleepMs, fail, marker }) is written to `control`, a file beside the site's public/.
 */
export function fakeBuildPublishing(site: BuiltSite, told: object = {}) {
  const control = path.join(path.dirname(site.publicDir), 'control.json')
  writeFileSync(control, JSON.stringify(told))
  const config: Partial<AppConfig> = {
    publish: true,
    buildCommand: [process.execPath, FAKE_BUILD, control],
  }
  return { control, config }
}
