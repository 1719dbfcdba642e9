import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { checkContentFolder } from '../../server/publish/contentCheck'
import { problemsInOutput } from '../../src/domain/content/problems'
import { copyContent, REPO_CONTENT } from './support/contentServer'

// Issue #30: what the publisher checks in content/ before each build, as a staff save is checked.
let content: Awaited<ReturnType<typeof copyContent>>
beforeEach(async () => {
  content = await copyContent()
})
afterEach(() => content.remove())

const write = (file: string, text: string) => writeFileSync(path.join(content.dir, file), text)
const homework = (fields: string) =>
  `---\nid: 9990\ntitle: Czytanka\nteacher: Agnieszka Sowa\n${fields}\n---\nPrzeczytaj.\n`

it('finds nothing wrong with the repository’s own content', async () => {
  await expect(checkContentFolder(REPO_CONTENT)).resolves.toEqual([])
})

it('names a homework due before it was given, with its field, in Polish', async () => {
  write('homework/9990.md', homework('class: klasa-3\nassigned: 2025-10-11\ndue: 2025-10-04'))
  await expect(checkContentFolder(content.dir)).resolves.toEqual([
    {
      file: 'content/homework/9990.md',
      field: 'due',
      message: 'termin oddania (due) nie może być wcześniejszy niż data zadania (assigned)',
      detail: 'due: must not be before assigned',
    },
  ])
})

it('names every bad field of every bad file, parse errors included', async () => {
  write('homework/9990.md', homework('class: klasa-3\nassigned: wczoraj'))
  appendFileSync(path.join(content.dir, 'teachers.yaml'), '- name: [Jan\n')
  write('pages/skarbnik.md', 'Bez nagłówka.\n')
  write('news/zla-nazwa.md', '---\ntitle: X\n---\n')
  const problems = await checkContentFolder(content.dir)
  expect(problems.map(({ file, field, message }) => ({ file, field, message }))).toEqual([
    {
      file: 'content/homework/9990.md',
      field: 'assigned',
      message: 'musi być prawdziwą datą w postaci RRRR-MM-DD',
    },
    {
      file: 'content/homework/9990.md',
      field: 'due',
      message: 'brak wartości: to pole jest wymagane',
    },
    {
      file: 'content/news/zla-nazwa.md',
      field: null,
      message: 'strona nie zna takiego pliku: sprawdź jego folder i nazwę (zob. content/README.md)',
    },
    { file: 'content/pages/skarbnik.md', field: null, message: 'brak nagłówka między liniami ---' },
    {
      file: 'content/teachers.yaml',
      field: null,
      message: expect.stringMatching(/^błąd zapisu YAML: .+\(\d+:\d+\)$/),
    },
  ])
})

it('checks the references between files once every file is fine', async () => {
  write('homework/9990.md', homework('class: klasa-99\nassigned: 2025-10-11\ndue: 2025-10-18'))
  rmSync(path.join(content.dir, 'sections/news.md'))
  rmSync(path.join(content.dir, 'sections/news.en.md'))
  await expect(checkContentFolder(content.dir)).resolves.toEqual([
    {
      file: 'content/homework/9990.md',
      field: 'class',
      message: 'nie ma poziomu „klasa-99” w content/school/levels.yaml',
      detail: 'class: no level "klasa-99" in school/levels.yaml',
    },
    {
      file: 'content/sections/news.md',
      field: null,
      message: 'brak tego pliku: strona go potrzebuje',
      detail: 'is missing',
    },
  ])
})

it('leaves out what the build does not read: READMEs, photos, the staff area’s temporary files', async () => {
  write('homework/README.md', 'Notatki bez nagłówka.\n')
  write('homework/.9990.md.a1b2c3.tmp', 'w trakcie zapisu')
  write('homework/notatki.txt', 'nie dla strony')
  await expect(checkContentFolder(content.dir)).resolves.toEqual([])
  // A dot file the build reads as markdown is checked like any other.
  write('homework/.ukryte.md', readFileSync(path.join(content.dir, 'homework/786.md'), 'utf8'))
  const [problem] = await checkContentFolder(content.dir)
  expect(problem?.file).toBe('content/homework/.ukryte.md')
})

it('reads the content lines of a failed build’s output, once each', () => {
  const output = [
    'ERROR #85923 GRAPHQL',
    'content/news/2026-11-20-x.md: the link /pages/cennik/ goes to no page of the site',
    '  content/news/2026-11-20-x.md: the link /pages/cennik/ goes to no page of the site',
    'src/domain/menu.ts: the menu item "X" goes to /x/, which is no page',
  ]
  expect(problemsInOutput(output)).toEqual([
    {
      file: 'content/news/2026-11-20-x.md',
      field: null,
      message: 'link /pages/cennik/ prowadzi do strony, której nie ma',
      detail: 'the link /pages/cennik/ goes to no page of the site',
    },
  ])
})

it('checks English versions (issue #35): only their text fields, and never without the Polish file', async () => {
  write('pages/skarbnik.en.md', '---\ntitle: Treasurer\ndate: 2025-09-06\n---\nText.\n')
  write('homework/9991.en.md', '---\ntitle: Reading\n---\nRead.\n')
  const fieldProblems = await checkContentFolder(content.dir)
  expect(fieldProblems.map(({ file, field }) => ({ file, field }))).toEqual([
    { file: 'content/pages/skarbnik.en.md', field: 'date' },
  ])
  expect(fieldProblems[0]!.message).toMatch(/^wersja angielska \(plik \.en\.md\) zawiera tylko/)
  write('pages/skarbnik.en.md', '---\ntitle: Treasurer\n---\nText.\n')
  const orphans = await checkContentFolder(content.dir)
  expect(orphans.map(({ file, field, message }) => ({ file, field, message }))).toEqual([
    {
      file: 'content/homework/9991.en.md',
      field: null,
      message:
        'to wersja angielska pliku content/homework/9991.md, którego nie ma: najpierw utwórz plik polski albo usuń ten',
    },
  ])
})
