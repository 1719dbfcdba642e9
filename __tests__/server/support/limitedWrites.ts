import type { LimitedWrite } from '../../../server/limits/config'
import { family, student } from '../../domain/enrollment/fixtures'
import { newFamily } from '../../domain/survey/fixtures'
import { multipartForm } from './multipart'
import type { SampleFiles } from './uploads'

/** The limited writes that have a route today (the CSP report endpoint comes with its own). */
export const WRITES_WITH_ROUTES = [
  'enrollments',
  'surveys',
  'photoReports',
  'uploads',
  'trackerSessions',
  'subscriptions',
] as const satisfies readonly LimitedWrite[]

export interface WriteRequest {
  method: 'POST'
  url: string
  headers: Record<string, string>
  payload: string | Buffer
}

const json = (url: string, body: unknown): WriteRequest => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
})

/** What a write's route answers when it accepts one: 201, or 202 for a subscription (issue #34). */
export const acceptedStatus = (name: (typeof WRITES_WITH_ROUTES)[number]) =>
  name === 'subscriptions' ? 202 : 201

/** One request of each write that the route accepts (acceptedStatus) when no limit stops it. */
export function acceptedRequest(name: (typeof WRITES_WITH_ROUTES)[number], files: SampleFiles) {
  switch (name) {
    case 'enrollments':
      return json('/api/enrollments', family({ students: [student({ level: 'klasa-3' })] }))
    case 'surveys':
      return json('/api/surveys/zapisy', newFamily())
    case 'photoReports':
      // A photo content/ has: the report is stored (the API reads the repository's content/).
      return json('/api/photo-reports', {
        years: '2024-2025',
        album: 'andrzejki',
        photo: '01.jpg',
        reason: 'Proszę usunąć',
      })
    case 'uploads': {
      const form = multipartForm([
        { filename: 'a.png', contentType: 'image/png', content: files.png },
      ])
      return { method: 'POST', url: '/api/uploads', ...form } as WriteRequest
    }
    case 'trackerSessions':
      return json('/api/tracker/', [{ time: '2026-09-05T10:00:00Z', action: 'create-session-id' }])
    case 'subscriptions':
      return json('/api/subscriptions', { email: 'rodzic@example.com', lists: ['news'] })
  }
}
