// The tracker's visits as the staff area reads them (GET /api/gazda/visits and …/visits/{day}):
// one schema for Fastify (server/routes/gazda/visits/) and the visits screen's types.
import { Type, type Static } from '@sinclair/typebox'
import { Count, Nullable } from './schemas'

/** A school day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** ?since=YYYY-MM-DD: the first day of the summary (30 days ago when not given). */
export const VisitsQuery = Type.Object(
  { since: Type.Optional(Day) },
  { additionalProperties: false },
)
/** …/visits/{day}: that one day. */
export const VisitsDayParams = Type.Object({ id: Day })

export const Visits = Type.Object({
  /** Views of the site's pages per school day (staff pages are not visits), and by how many sessions. */
  views: Type.Array(Type.Object({ day: Type.String(), views: Count, sessions: Count })),
  topPages: Type.Array(Type.Object({ path: Nullable(Type.String()), views: Count })),
  outbound: Type.Array(Type.Object({ target: Nullable(Type.String()), clicks: Count })),
  /** Known bots: answered, not stored as visits; only how many came each day. */
  bots: Type.Array(Type.Object({ day: Type.String(), count: Count })),
})
export type Visits = Static<typeof Visits>
