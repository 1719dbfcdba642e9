// Issue #30: every declared kind of content created, changed and removed through the staff area's
// API, each checked on the built public page or feed after the real Gatsby build (three builds:
// all creations, all changes, all removals). And a class day applied to both shifts, in the feeds
// with each shift's hours.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { issueToken } from '../server/auth/tokens'
import { DECLARATIONS } from '../src/domain/content/declarations'
import { keepBuiltSite, startSite, type RunningSite } from './support/site'
import { addStaff, EDITOR } from './support/staffSession'

jest.setTimeout(600_000)

const ROOT = path.join(__dirname, '..')
const CONTENT = path.join(ROOT, 'content')

/** Every text file of content/ but the gallery's, as it was: put back after the test. */
function snapshot(dir = CONTENT): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (name === 'gallery') continue
    if (statSync(full).isDirectory()) for (const [f, b] of snapshot(full)) files.set(f, b)
    else files.set(full, readFileSync(full))
  }
  return files
}

interface Sample {
  create: Record<string, unknown>
  change: Record<string, unknown>
  /** The page or feed showing the record, and the text that shows it was created / changed. */
  where: (id: string) => string
  created: string
  changed: string
}

const stamp = Date.now().toString(36)
const SAMPLES: Record<string, Sample> = {
  homework: {
    create: {
      title: `Wiersz o jesieni ${stamp}`,
      class: 'klasa-3',
      teacher: 'Katarzyna Zając',
      assigned: '2026-11-21',
      due: '2026-12-05',
      body: 'Naucz się na pamięć pierwszej zwrotki.',
    },
    change: { title: `Wiersz o zimie ${stamp}` },
    where: (id) => `/zadania-domowe/${id}/`,
    created: `Wiersz o jesieni ${stamp}`,
    changed: `Wiersz o zimie ${stamp}`,
  },
  calendar: {
    create: { date: '2026-12-12', title: `Próba jasełek ${stamp}`, kind: 'wydarzenie' },
    change: { title: `Próba generalna ${stamp}` },
    where: () => '/kalendarz-zajec/kalendarz.ics',
    created: `Próba jasełek ${stamp}`,
    changed: `Próba generalna ${stamp}`,
  },
  'parent-duty': {
    create: { date: '2026-12-12', class: 'klasa-2', task: `Dyżur przy szatni ${stamp}` },
    change: { task: `Dyżur w bibliotece ${stamp}` },
    where: () => '/dyzury-rodzicow/',
    created: `Dyżur przy szatni ${stamp}`,
    changed: `Dyżur w bibliotece ${stamp}`,
  },
  teachers: {
    create: { name: `Jan Testowy ${stamp}`, role: 'Nauczyciel religii' },
    change: { role: `Katecheta ${stamp}` },
    where: () => '/grono-nauczycielskie/',
    created: `Jan Testowy ${stamp}`,
    changed: `Katecheta ${stamp}`,
  },
  textbooks: {
    create: {
      level: 'klasa-9',
      books: [{ subject: 'Historia', title: `Dzieje Polski ${stamp}`, publisher: 'Polonia' }],
    },
    change: {
      books: [{ subject: 'Historia', title: `Dzieje Europy ${stamp}`, publisher: 'Polonia' }],
    },
    where: () => '/podreczniki-szkolne/',
    created: `Dzieje Polski ${stamp}`,
    changed: `Dzieje Europy ${stamp}`,
  },
  'school-forms': {
    create: { title: `Zgoda na wycieczkę ${stamp}`, file: './school-forms/zgoda-na-zdjecia.pdf' },
    change: { title: `Zgoda na wyjazd ${stamp}` },
    where: () => '/formy-szkolne/',
    created: `Zgoda na wycieczkę ${stamp}`,
    changed: `Zgoda na wyjazd ${stamp}`,
  },
  graduates: {
    create: { year: '2025-26', graduates: ['Zofia K.', 'Jan N.'], message: `Brawo ${stamp}` },
    change: { message: `Gratulacje ${stamp}` },
    where: () => '/maturzysci/2025-26/',
    created: `Brawo ${stamp}`,
    changed: `Gratulacje ${stamp}`,
  },
  levels: {
    create: { id: 'klasa-9', levelName: `Klasa dziewiąta ${stamp}` },
    change: { levelName: `Klasa 9 ${stamp}` },
    where: () => '/kalendarz-zajec/klasa-9.ics',
    created: `Klasa dziewiąta ${stamp}`,
    changed: `Klasa 9 ${stamp}`,
  },
  shifts: {
    create: {
      id: 7,
      name: `Niedziela ${stamp}`,
      active: true,
      start: '10:00',
      end: '12:00',
      levels: ['klasa-1'],
    },
    change: { name: `Niedziela rano ${stamp}` },
    // A class day of klasa-1 on the new shift, with its hours, in the class's feed.
    where: () => '/kalendarz-zajec/klasa-1.ics',
    created: `Niedziela ${stamp}`,
    changed: `Niedziela rano ${stamp}`,
  },
}

const original = snapshot()
const built = keepBuiltSite()
let site: RunningSite
let token = ''
beforeAll(async () => {
  built.keep()
  site = await startSite({ PUBLISH: 'on', PUBLISH_MIN_INTERVAL_SECONDS: '0' })
  const editor = await addStaff(site, EDITOR)
  token = await issueToken({ userId: editor.id, role: editor.role, version: 0 }, site.app.jwtSecret)
}, 120_000)

afterAll(async () => {
  await site?.close()
  for (const file of [...snapshot().keys()].filter((f) => !original.has(f))) rmSync(file)
  for (const [file, bytes] of original) {
    if (!existsSync(file) || !readFileSync(file).equals(bytes)) writeFileSync(file, bytes)
  }
  built.putBack()
}, 600_000)

const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await site.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.body}`)
  return response.json()
}

/** Waits for the build the saves queued; the live site is then what they made. */
async function published() {
  await site.app.publisher!.idle()
  const status = site.app.publisher!.status()
  expect({ state: status.state, error: status.error }).toEqual({ state: 'idle', error: null })
}

const publicText = async (route: string) => {
  const response = await fetch(site.url + route)
  return { status: response.status, text: await response.text() }
}

const kinds = DECLARATIONS.filter((declaration) => SAMPLES[declaration.kind])
const ids = new Map<string, string>()

describe('every declared kind, on the built site', () => {
  it('shows a class day of both shifts with each shift’s hours in the class’s feed', async () => {
    // From the repository's own calendar, as built before this file: 12 September 2026.
    const { text } = await publicText('/kalendarz-zajec/klasa-3.ics')
    const day = text.split('BEGIN:VEVENT').filter((event) => event.includes('20260912T'))
    const hours = day
      .filter((event) => /SUMMARY:Zajęcia/.test(event))
      .map((event) => /DTSTART;TZID=America\/Chicago:20260912T(\d{4})/.exec(event)?.[1])
    expect(hours.sort()).toEqual(['0900', '1330'])
    expect(day.join('')).toMatch(/DTEND;TZID=America\/Chicago:20260912T1730/)
  })

  it('creates a record of every kind: each is on its public page after the build', async () => {
    // The level first: the textbooks and the shift name it.
    const order = ['levels', ...kinds.map((k) => k.kind).filter((k) => k !== 'levels')]
    for (const kind of order) {
      const { id } = await api('POST', `/api/gazda/content/${kind}`, SAMPLES[kind]!.create)
      ids.set(kind, id)
    }
    await published()
    for (const kind of order) {
      const sample = SAMPLES[kind]!
      const { status, text } = await publicText(sample.where(ids.get(kind)!))
      expect({ kind, status, shown: text.includes(sample.created) }).toEqual({
        kind,
        status: 200,
        shown: true,
      })
    }
    // A homework's due date is in its class's feed too.
    expect((await publicText('/kalendarz-zajec/klasa-3.ics')).text).toContain(
      `Termin oddania: ${SAMPLES.homework!.created}`,
    )
  })

  it('changes each record: the change is on its public page after the build', async () => {
    for (const [kind, id] of ids) {
      const record = await api('GET', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`)
      await api('PUT', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`, {
        ...record.values,
        ...(record.body !== null ? { body: record.body } : {}),
        ...SAMPLES[kind]!.change,
        version: record.version,
      })
    }
    await published()
    for (const [kind, id] of ids) {
      const sample = SAMPLES[kind]!
      const { text } = await publicText(sample.where(id))
      expect({ kind, shown: text.includes(sample.changed) }).toEqual({ kind, shown: true })
    }
  })

  it('removes each record: it is gone from the built site', async () => {
    // What names the level goes before it.
    const order = [...ids.keys()].filter((k) => k !== 'levels').concat('levels')
    for (const kind of order) {
      const id = ids.get(kind)!
      const record = await api('GET', `/api/gazda/content/${kind}/${encodeURIComponent(id)}`)
      await api(
        'DELETE',
        `/api/gazda/content/${kind}/${encodeURIComponent(id)}?version=${record.version}`,
      )
    }
    await published()
    for (const kind of order) {
      const sample = SAMPLES[kind]!
      const { status, text } = await publicText(sample.where(ids.get(kind)!))
      expect({ kind, gone: status === 404 || !text.includes(sample.changed) }).toEqual({
        kind,
        gone: true,
      })
    }
  })
})
