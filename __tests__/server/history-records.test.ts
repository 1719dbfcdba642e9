import {
  auditLog,
  contentChanges,
  photoTakedownRequests,
  surveyAnswers,
  uploads,
} from '../../server/db/schema'
import { enrolOneFamily, saveEditorChanges } from './support/historyRecords'
import { setUpContentServer } from './support/contentServer'

// Issue #18: the history's and the audit log's "Rekord" column names each record as people know
// it (a title, "Zgłoszenie 2026-0002"), and keeps the id only when nothing better is known.
const server = setUpContentServer()
let enrollment: { id: number; number: string }

type Entry = { kind: string; recordId: string | null; record: string | null }

beforeAll(async () => {
  enrollment = await enrolOneFamily(server)
})

const history = async (as: 'admin' | 'editor' = 'admin') =>
  (await server.call('GET', '/api/gazda/history?pageSize=100', undefined, as)).json()
    .items as Entry[]
const audit = async () =>
  (await server.call('GET', '/api/gazda/audit?pageSize=100', undefined, 'admin')).json()
    .items as Entry[]
const recordOf = (entries: Entry[], kind: string, recordId: string | null) =>
  entries.find((entry) => entry.kind === kind && entry.recordId === recordId)?.record

const change = (kind: string, recordId: string) =>
  server.app.db.insert(contentChanges).values({
    userId: server.editor.id,
    kind,
    recordId,
    action: 'update',
    summary: 'zmiana',
  })

describe('the history’s records, by name', () => {
  it('names content by its title, as saved', async () => {
    await saveEditorChanges(server)
    await change('faq', 'najczestsze-pytania')
    await change('alert', 'site')
    await change('bulletin', '2025-09-27-biuletyn-wrzesien-2025')
    await change('gallery', '2024-2025/jaselka')

    const entries = await history('editor')
    expect(recordOf(entries, 'page', 'skarbnik')).toBe('Skarbnik szkoły')
    expect(recordOf(entries, 'news', '2026-12-12-dzien-otwarty')).toBe('Dzień otwarty')
    expect(recordOf(entries, 'faq', 'najczestsze-pytania')).toBe('Najczęstsze pytania')
    expect(recordOf(entries, 'alert', 'site')).toBe('Komunikat na stronie')
    expect(recordOf(entries, 'bulletin', '2025-09-27-biuletyn-wrzesien-2025')).toBe(
      'Biuletyn szkolny — wrzesień 2025',
    )
    expect(recordOf(entries, 'gallery', '2024-2025/jaselka')).toBe('Jasełka 2024 (2024-2025)')
  })

  it('names an album by its new title after a rename', async () => {
    const url = '/api/gazda/content/gallery/2024-2025/andrzejki'
    const { version } = (await server.call('GET', url)).json()
    expect(
      (await server.call('PUT', url, { title: 'Andrzejki w szkole', version })).statusCode,
    ).toBe(200)
    expect(recordOf(await history(), 'gallery', '2024-2025/andrzejki')).toBe(
      'Andrzejki w szkole (2024-2025)',
    )
  })

  it('names an enrolment by its number and a staff account by its name, for admins', async () => {
    await server.call(
      'PATCH',
      `/api/gazda/enrollments/${enrollment.id}`,
      { status: 'accepted' },
      'admin',
    )
    await change('staff', String(server.editor.id))
    const entries = await history()
    expect(recordOf(entries, 'enrollment', String(enrollment.id))).toBe(
      `Zgłoszenie ${enrollment.number}`,
    )
    expect(recordOf(entries, 'staff', String(server.editor.id))).toBe(
      'Ewa Redaktor (redakcja@szkola.org)',
    )
  })

  it('keeps the id of what it cannot find, or of an id that names nothing it knows', async () => {
    await change('news', '2019-01-01-dawno-usunieta')
    await change('page', '../../site')
    await change('gallery', '2024-2025/nie-ma-takiego')
    await change('enrollment', '99999')
    const entries = await history()
    for (const [kind, id] of [
      ['news', '2019-01-01-dawno-usunieta'],
      ['page', '../../site'],
      ['gallery', '2024-2025/nie-ma-takiego'],
      ['enrollment', '99999'],
    ] as const) {
      expect(recordOf(entries, kind, id)).toBeNull()
    }
  })
})

describe('the audit log’s records, by name', () => {
  it('names enrolments, survey answers, photo reports and attachments as the office knows them', async () => {
    await server.call('GET', `/api/gazda/enrollments/${enrollment.id}`, undefined, 'admin')
    const [answer] = await server.app.db
      .insert(surveyAnswers)
      .values({ survey: 'ankieta-2026', answers: {} })
      .returning({ id: surveyAnswers.id })
    const [report] = await server.app.db
      .insert(photoTakedownRequests)
      .values({ albumYears: '2024-2025', albumSlug: 'jaselka', photoName: '03.jpg', reason: 'x' })
      .returning({ id: photoTakedownRequests.id })
    const [ofEnrollment, ofAnswer] = await server.app.db
      .insert(uploads)
      .values([
        { storedName: 'a.pdf', mime: 'application/pdf', size: 1, enrollmentId: enrollment.id },
        { storedName: 'b.pdf', mime: 'application/pdf', size: 1, surveyAnswerId: answer!.id },
      ])
      .returning({ id: uploads.id })
    await server.app.db.insert(auditLog).values([
      { userId: server.admin.id, action: 'read', kind: 'surveys', recordId: String(answer!.id) },
      {
        userId: server.admin.id,
        action: 'update',
        kind: 'photo-report',
        recordId: String(report!.id),
      },
      { userId: server.admin.id, action: 'read', kind: 'uploads', recordId: ofEnrollment!.id },
      { userId: server.admin.id, action: 'read', kind: 'uploads', recordId: ofAnswer!.id },
      { userId: server.admin.id, action: 'read', kind: 'uploads', recordId: 'nie-uuid' },
    ])

    const entries = await audit()
    expect(recordOf(entries, 'enrollments', String(enrollment.id))).toBe(
      `Zgłoszenie ${enrollment.number}`,
    )
    expect(recordOf(entries, 'surveys', String(answer!.id))).toBe(`Odpowiedź nr ${answer!.id}`)
    expect(recordOf(entries, 'photo-report', String(report!.id))).toBe(
      'Zdjęcie 03.jpg w albumie „Jasełka 2024”',
    )
    expect(recordOf(entries, 'uploads', ofEnrollment!.id)).toBe(
      `Załącznik do zgłoszenia ${enrollment.number}`,
    )
    expect(recordOf(entries, 'uploads', ofAnswer!.id)).toBe(
      `Załącznik do odpowiedzi nr ${answer!.id}`,
    )
    expect(recordOf(entries, 'uploads', 'nie-uuid')).toBeNull()
    // A list has no record.
    expect(recordOf(entries, 'enrollments', null)).toBeNull()
  })
})
