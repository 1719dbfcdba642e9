import type { LimitedWrite } from './config'

// Issue #17: what a limited write answers with its 429. The counts are configuration
// (./config.ts); the windows are fixed here, so that each message can say how long to wait.

export interface WriteRule {
  window: 'minute' | 'hour'
  /** The answer's code and Polish message when one address sent too many. */
  code: string
  message: string
}

const AGAIN_IN = { minute: 'za minutę', hour: 'za godzinę' } as const

// Said where the enrolment form and the survey show it: what was typed is still in the form.
const KEPT = 'wpisane dane zostały zachowane'

export const WRITE_RULES: Record<LimitedWrite, WriteRule> = {
  enrollments: {
    window: 'minute',
    code: 'TOO_MANY_ENROLLMENTS',
    message: `Z tego połączenia wysłano w krótkim czasie zbyt wiele zgłoszeń. Spróbuj ponownie ${AGAIN_IN.minute} — ${KEPT}.`,
  },
  surveys: {
    window: 'minute',
    code: 'TOO_MANY_SURVEYS',
    message: `Z tego połączenia wysłano w krótkim czasie zbyt wiele odpowiedzi. Spróbuj ponownie ${AGAIN_IN.minute} — ${KEPT}.`,
  },
  photoReports: {
    window: 'hour',
    code: 'TOO_MANY_REPORTS',
    message: 'Wysłano już wiele zgłoszeń z tego adresu. Spróbuj ponownie za godzinę.',
  },
  uploads: {
    window: 'minute',
    code: 'TOO_MANY_UPLOADS',
    message: 'Zbyt wiele przesłanych plików. Spróbuj za minutę.',
  },
  trackerSessions: {
    window: 'minute',
    code: 'TOO_MANY_SESSIONS',
    message: `Zbyt wiele nowych sesji z tego połączenia. Spróbuj ponownie ${AGAIN_IN.minute}.`,
  },
  cspReports: {
    window: 'minute',
    code: 'TOO_MANY_REPORTS',
    message: `Zbyt wiele raportów z tego połączenia. Spróbuj ponownie ${AGAIN_IN.minute}.`,
  },
  subscriptions: {
    window: 'minute',
    code: 'TOO_MANY_SUBSCRIPTIONS',
    message: `Z tego połączenia wysłano w krótkim czasie zbyt wiele zapisów na listy. Spróbuj ponownie ${AGAIN_IN.minute}.`,
  },
}

/** When all addresses together reach a write's ceiling (a flood from many addresses). */
export const BUSY_CODE = 'SERVER_BUSY'
export const busyMessage = (window: WriteRule['window']) =>
  `Serwer przyjmuje teraz zbyt wiele zgłoszeń naraz. Spróbuj ponownie ${AGAIN_IN[window]}.`
