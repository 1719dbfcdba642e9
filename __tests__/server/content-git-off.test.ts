import { execFileSync } from 'node:child_process'
import { contentGit, setUpContentServer } from './support/contentServer'

// CONTENT_GIT_COMMIT=off: the file is saved, and git is left alone (tests over this repository's
// own content/ use it).
const server = setUpContentServer(({ contentDir }) => {
  const git = (...args: string[]) => execFileSync('git', ['-C', contentDir, ...args])
  git('init', '--quiet')
  git('-c', 'user.name=T', '-c', 'user.email=t@szkola.org', 'add', '.')
  git('-c', 'user.name=T', '-c', 'user.email=t@szkola.org', 'commit', '--quiet', '-m', 'Start')
  return { contentGitCommit: false }
})

it('saves without committing when CONTENT_GIT_COMMIT is off', async () => {
  const git = contentGit(server)
  const head = git('rev-parse', 'HEAD')
  const { version, title, items } = (await server.call('GET', '/api/gazda/content/faq')).json()
  const response = await server.call('PUT', '/api/gazda/content/faq', {
    title: `${title}!`,
    items,
    version,
  })
  expect(response.statusCode).toBe(200)
  expect(git('rev-parse', 'HEAD')).toBe(head)
  expect(git('status', '--porcelain')).toBe('M pages/najczestsze-pytania.md')
})
