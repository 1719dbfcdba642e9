// The tracker's API (SPEC.md §7): POST /api/tracker/ opens a session, PATCH /api/tracker/ and the
// beacon save a batch of events. One schema for Fastify (server/routes/tracker.ts) and the site.
import { Type, type Static } from '@sinclair/typebox'
import { CREATE_SESSION_ACTION, MAX_EVENTS_PER_BATCH, TRACK_ACTIONS } from '../tracker'
import { OneOf } from './schemas'

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$'
// Paths only: a query string or hash may carry what a parent typed, and is never kept. No NUL
// or unpaired surrogate either: PostgreSQL cannot store them as sent (issue #8).
const PATH_CHARS = '[^?#\\s\\u0000\\ud800-\\udfff]*'
const Path = (pattern: string) => Type.String({ maxLength: 512, pattern })
const Time = Type.String({ maxLength: 40, pattern: ISO_TIME })

const SessionRecord = Type.Object(
  {
    sessionId: Type.Optional(Type.String({ maxLength: 64 })),
    // SPEC.md §7: the payload spells the id so.
    sesstionId: Type.Optional(Type.String({ maxLength: 64 })),
    time: Time,
    action: Type.Unsafe<typeof CREATE_SESSION_ACTION>({ const: CREATE_SESSION_ACTION }),
  },
  { additionalProperties: false },
)
/** One record asking for a session. */
export const SessionRequest = Type.Array(SessionRecord, { minItems: 1, maxItems: 1 })
export const SessionAnswer = Type.Object({ sessionId: Type.String() })

const TrackEvent = Type.Object(
  {
    sessionId: Type.String({ pattern: UUID }),
    time: Time,
    domain: Type.String({ maxLength: 260, pattern: '^[A-Za-z0-9.-]+(:\\d{1,5})?$' }),
    action: OneOf(TRACK_ACTIONS),
    // Empty on the first page of a visit: it came from no page of the site.
    from: Type.Optional(Path(`^(/${PATH_CHARS})?$`)),
    to: Type.Optional(Path(`^/${PATH_CHARS}$`)),
    target: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z0-9-]+$' })),
  },
  {
    additionalProperties: false,
    // A route has where from and where to; an outbound click, which link.
    if: { properties: { action: { const: 'route' } } },
    then: { required: ['from', 'to'] },
    else: { required: ['target'] },
  },
)
export const EventBatch = Type.Array(TrackEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH })
export type EventBatch = Static<typeof EventBatch>
/** The times of the batch's events: a resent batch is confirmed, not saved twice. */
export const SavedTimes = Type.Array(Type.String())

/** Issue #32: past TRACKER_EVENTS_PER_HOUR a batch is answered 429 with Retry-After. */
export const TOO_MANY_EVENTS = 'TOO_MANY_EVENTS'
export const TOO_MANY_EVENTS_MESSAGES = {
  session:
    'Z tej sesji wysłano w ciągu godziny zbyt wiele zdarzeń statystyki odwiedzin. Spróbuj ponownie za godzinę.',
  address:
    'Z tego połączenia wysłano w ciągu godziny zbyt wiele zdarzeń statystyki odwiedzin. Spróbuj ponownie za godzinę.',
} as const
