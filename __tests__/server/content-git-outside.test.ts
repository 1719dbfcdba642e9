import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createOutsideChangesCommitter } from '../../server/content/git'
import {
  fakeBuildPublishing,
  initContentRepo,
  setUpContentRepoServer,
} from './support/contentServer'
import { quietLog } from './support/fakeBuild'
import { tempDirEachTest } from '../support/tempDir'

// Issue #30: files changed in content/ outside the staff area go into the next publish and into
// git with it, in a commit of their own that says so; nothing outside content/ is ever committed.
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' }).trim()

describe('the commit of files changed outside the staff area', () => {
  const tmp = tempDirEachTest('szkola-outside-', {
    'content/pages/a.md': '---\ntitle: A\n---\n',
    'content/b.yaml': '- b\n',
    'other.txt': 'kod\n',
    'staged.txt': 'kod\n',
  })
  beforeEach(() => initContentRepo(tmp.dir))

  it('commits every change under content/ and only those, deletions and new files included', async () => {
    appendFileSync(path.join(tmp.dir, 'content/pages/a.md'), 'Zmiana ręczna.\n')
    rmSync(path.join(tmp.dir, 'content/b.yaml'))
    mkdirSync(path.join(tmp.dir, 'content/homework'))
    writeFileSync(path.join(tmp.dir, 'content/homework/955.md'), '---\nid: 955\n---\n')
    writeFileSync(path.join(tmp.dir, 'content/pages/.a.md.0a1b2c.tmp'), 'w trakcie zapisu')
    appendFileSync(path.join(tmp.dir, 'other.txt'), 'zmiana\n')
    appendFileSync(path.join(tmp.dir, 'staged.txt'), 'zmiana\n')
    git(tmp.dir, 'add', 'staged.txt')

    const commit = createOutsideChangesCommitter(path.join(tmp.dir, 'content'), quietLog)
    await expect(commit()).resolves.toEqual(['b.yaml', 'homework/955.md', 'pages/a.md'])

    expect(git(tmp.dir, 'show', '--name-status', '--format=%s%n%b', 'HEAD')).toBe(
      [
        'gazda: pliki zmienione poza panelem, dołączone do publikacji (3)',
        'Zmienione w content/ poza panelem administracyjnym i jeszcze niezapisane w git:',
        '- b.yaml (usunięty)',
        '- homework/955.md',
        '- pages/a.md',
        '',
        '',
        'D\tcontent/b.yaml',
        'A\tcontent/homework/955.md',
        'M\tcontent/pages/a.md',
      ].join('\n'),
    )
    // (The first line's leading space is trimmed.)
    expect(git(tmp.dir, 'status', '--porcelain', '--untracked-files=all')).toBe(
      ['M other.txt', 'M  staged.txt', '?? content/pages/.a.md.0a1b2c.tmp'].join('\n'),
    )
    // Nothing changed since: no empty commit.
    const head = git(tmp.dir, 'rev-parse', 'HEAD')
    await expect(commit()).resolves.toEqual([])
    expect(git(tmp.dir, 'rev-parse', 'HEAD')).toBe(head)
  })
})

describe('a publish after a hand edit', () => {
  const server = setUpContentRepoServer(({ site }) => fakeBuildPublishing(site).config)

  it('commits the hand edit apart from the save that started it, before the build', async () => {
    appendFileSync(path.join(server.contentDir, 'pages/skarbnik.md'), '\nRęczna zmiana.\n')
    const { version, title, items } = (await server.call('GET', '/api/gazda/content/faq')).json()
    const saved = await server.call('PUT', '/api/gazda/content/faq', {
      title: `${title} (zmiana)`,
      items,
      version,
    })
    expect(saved.statusCode).toBe(200)
    await server.app.publisher!.idle()
    expect(server.app.publisher!.status()).toMatchObject({ state: 'idle', error: null })

    const log = git(server.contentDir, 'log', '-2', '--format=%s|%an', '--name-only')
    expect(log.split('\n').filter(Boolean)).toEqual([
      'gazda: pliki zmienione poza panelem, dołączone do publikacji (1)|Serwer szkoły',
      'pages/skarbnik.md',
      expect.stringMatching(/^gazda: Najczęstsze pytania.*\|Ewa Redaktor$/),
      'pages/najczestsze-pytania.md',
    ])
    expect(git(server.contentDir, 'status', '--porcelain')).toBe('')
  })

  it('is committed by "publish now" too, a deleted file included', async () => {
    rmSync(path.join(server.contentDir, 'homework/786.md'))
    expect((await server.call('POST', '/api/gazda/publish', undefined, 'admin')).statusCode).toBe(
      202,
    )
    await server.app.publisher!.idle()
    expect(git(server.contentDir, 'show', '--name-status', '--format=%s', 'HEAD')).toBe(
      'gazda: pliki zmienione poza panelem, dołączone do publikacji (1)\n\nD\thomework/786.md',
    )
  })
})
