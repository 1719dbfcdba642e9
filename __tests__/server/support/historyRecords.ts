import { family, student } from '../../domain/enrollment/fixtures'
import type { ContentHarness } from './contentServer'

/** One family with one child sent in, as the staff's list then shows it. */
export async function enrolOneFamily(
  server: ContentHarness,
): Promise<{ id: number; number: string }> {
  await server.app.inject({
    method: 'POST',
    url: '/api/enrollments',
    payload: family({ students: [student({ level: 'klasa-3', buildingId: '1' })] }),
  })
  const list = await server.call('GET', '/api/gazda/enrollments', undefined, 'admin')
  return list.json().items[0]
}

/** The editor's two saves the history is read for: page "skarbnik" retitled, one news item added. */
export async function saveEditorChanges(server: ContentHarness) {
  const page = (await server.call('GET', '/api/gazda/content/pages/skarbnik')).json()
  await server.call('PUT', '/api/gazda/content/pages/skarbnik', {
    title: 'Skarbnik szkoły',
    body: page.body,
    version: page.version,
  })
  await server.call('POST', '/api/gazda/content/news', {
    title: 'Dzień otwarty',
    date: '2026-12-12',
    body: 'Zapraszamy.',
  })
}
