// Photo takedown requests' contract (issue #10): the visitor's POST /api/photo-reports and the
// staff's /api/gazda/photo-reports, for Fastify (server/routes/photoReports.ts,
// server/routes/gazda/photoReports/) and the staff area's types.
import { Type, type Static } from '@sinclair/typebox'
import { PHOTO_REPORT_STATUSES } from '../photoReport'
import { AlbumSlug, Years } from './gallery'
import { SearchText } from './lists'
import { Nullable, OneOf } from './schemas'
import { Moment } from './staff'

// POST /api/photo-reports

/** The reason and the e-mail are checked by photoReportErrors, which says in Polish what is wrong. */
export const PhotoReportRequest = Type.Object(
  {
    years: Years,
    album: AlbumSlug,
    // PHOTO_NAME ignores case, which a JSON schema pattern cannot: checked by the route.
    photo: Type.String({ maxLength: 200 }),
    reason: Type.String(),
    email: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type PhotoReportRequest = Static<typeof PhotoReportRequest>
export const PhotoReportCreated = Type.Object({ id: Type.Integer() })

// GET and PATCH /api/gazda/photo-reports

const Status = OneOf(PHOTO_REPORT_STATUSES, { type: 'string' })
export const PhotoReportQuery = Type.Object(
  { status: Type.Optional(Status), q: Type.Optional(SearchText) },
  { additionalProperties: false },
)
/** What staff decided. */
export const PhotoReportDecision = Type.Object({ status: Status }, { additionalProperties: false })

/** A request with what content/ says of its photo now. */
export const PhotoReportItem = Type.Object({
  id: Type.Integer(),
  createdAt: Moment,
  years: Type.String(),
  album: Type.String(),
  photo: Type.String(),
  reason: Type.String(),
  /** The reporter's address, when given. */
  email: Nullable(Type.String()),
  status: Status,
  /** Who decided last, and when; null while the request is new. */
  handledAt: Nullable(Moment),
  handledBy: Nullable(Type.Object({ name: Type.String() })),
  /** null when the album is gone. */
  albumTitle: Nullable(Type.String()),
  photoExists: Type.Boolean(),
  photoHidden: Type.Boolean(),
})
export type PhotoReportItem = Static<typeof PhotoReportItem>
export const PhotoReportList = Type.Array(PhotoReportItem)
