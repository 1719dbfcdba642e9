import { execFileSync } from 'node:child_process'
import { appendFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentGit, setUpContentRepoServer } from './support/contentServer'

// content/ is a git work tree here: each save is committed by the staff member who made it.
const server = setUpContentRepoServer()

const git = contentGit(server)

it('commits just the saved file, with "gazda: <summary>" by the staff member', async () => {
  // A change an editor made by hand and has not committed yet stays out of the commit.
  appendFileSync(path.join(server.contentDir, 'pages', 'skarbnik.md'), '\nRęczna zmiana.\n')
  const { version, title, items } = (await server.call('GET', '/api/gazda/content/faq')).json()
  const response = await server.call('PUT', '/api/gazda/content/faq', {
    title,
    items: items.slice(0, 3),
    version,
  })
  expect(response.statusCode).toBe(200)
  // The summary names the questions taken out (issue #18), not how many are left.
  expect(git('log', '-1', '--format=%s|%an <%ae>|%cn <%ce>')).toMatch(
    /^gazda: Najczęstsze pytania: usunięto „[^”]+”(; usunięto „[^”]+”)*\|Ewa Redaktor <redakcja@szkola.org>\|Serwer szkoły <serwer@szkola.org>$/,
  )
  expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('pages/najczestsze-pytania.md')
  expect(git('status', '--porcelain')).toBe('M pages/skarbnik.md')
})

it('commits a new news item as a new file', async () => {
  const response = await server.call(
    'POST',
    '/api/gazda/content/news',
    { title: 'Jasełka 2026', date: '2026-12-19', body: 'Zapraszamy!' },
    'admin',
  )
  expect(response.statusCode).toBe(201)
  expect(git('log', '-1', '--format=%s|%an')).toBe(
    'gazda: Nowa wiadomość „Jasełka 2026”|Anna Dyrektor',
  )
  expect(git('show', '--name-status', '--format=', 'HEAD')).toBe(
    'A\tnews/2026-12-19-jaselka-2026.md',
  )
})

it('undoes the save when the commit fails (the repository stays locked): issue #32', async () => {
  const head = git('rev-parse', 'HEAD')
  const before = (await server.call('GET', '/api/gazda/content/pages/skarbnik')).json()
  writeFileSync(path.join(server.contentDir, '.git', 'index.lock'), '')
  try {
    const response = await server.call('PUT', '/api/gazda/content/pages/skarbnik', {
      title: 'Skarbnik (zmiana)',
      body: before.body,
      version: before.version,
    })
    expect(response.statusCode).toBe(500)
    expect(response.json().code).toBe('CONTENT_NOT_SAVED')
    const after = (await server.call('GET', '/api/gazda/content/pages/skarbnik')).json()
    expect(after).toEqual(before)
    expect(git('rev-parse', 'HEAD')).toBe(head)
  } finally {
    execFileSync('rm', ['-f', path.join(server.contentDir, '.git', 'index.lock')])
  }
})
