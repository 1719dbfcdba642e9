// Enrolments' contract: the public form's POST /api/enrollments and the office's /api/gazda/
// enrollments (list, record, status, CSV, a family's data). One schema per request and answer,
// for Fastify (server/routes/enrollments.ts, server/routes/gazda/enrollments/, familyData/)
// and the staff area's types (src/staff/types.ts). Dates go over the wire as ISO strings.
import { Type, type Static } from '@sinclair/typebox'
import { CONFIRMATION_SENDERS } from '../enrollment/constants'
import { ENROLLMENT_STATUSES } from '../enrollment/status'
import { PageQuery, Paged, SearchText } from './lists'
import { Count, Nullable, OneOf } from './schemas'
import { Moment, WholeNumber } from './staff'

// POST /api/enrollments (the form's values are checked by its rules: FormValues)

/**
 * Issue #35: the page's language, which the form always sends ('pl' or 'en'; only the first tag
 * counts, English when it is `en` or `en-…`, Polish otherwise or without it). The refusal's
 * messages are in it, the enrolment stores it, and the parents' mail is written in it.
 */
export const FormLanguageHeaders = Type.Object({
  'accept-language': Type.Optional(Type.String({ maxLength: 500 })),
})

/** The number the family quotes to the office, and who sends the confirmation. */
export const EnrollmentCreated = Type.Object({
  number: Type.String(),
  confirmation: OneOf(CONFIRMATION_SENDERS),
})
export type EnrollmentCreated = Static<typeof EnrollmentCreated>

// GET /api/gazda/enrollments and …/enrollments.csv

export const EnrollmentListQuery = Type.Object(
  {
    ...PageQuery,
    schoolYear: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{4}$' })),
    status: Type.Optional(OneOf(ENROLLMENT_STATUSES)),
    buildingId: Type.Optional(WholeNumber),
    level: Type.Optional(Type.String({ maxLength: 40 })),
    duplicate: Type.Optional(OneOf(['true', 'false'] as const)),
    q: Type.Optional(SearchText),
  },
  { additionalProperties: false },
)
export type EnrollmentListQuery = Static<typeof EnrollmentListQuery>

const Id = Type.Integer()
const Status = OneOf(ENROLLMENT_STATUSES)

/**
 * A student: the fields with a column of their own, and beside them the form's other fields for
 * the student (its details: server/repositories/enrollments.ts), each one text.
 */
export const StudentRecord = Type.Object(
  {
    id: Id,
    enrollmentId: Id,
    /** The student's place in the form, from 0. */
    position: Count,
    firstName: Type.String(),
    lastName: Type.String(),
    /** YYYY-MM-DD. */
    birthDate: Type.String(),
    birthCountry: Type.String(),
    level: Type.String(),
    buildingId: Id,
    subjects: Type.String(),
    comments: Type.String(),
    /** Issue #31: the child's own status, who last changed it (the account's name) and when. */
    status: Status,
    statusChangedAt: Type.Optional(Nullable(Moment)),
    statusChangedByName: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: Type.String() },
)
export type StudentRecord = Static<typeof StudentRecord> & { [field: string]: string | number }

/** The form's values but the students, as the family typed them (each one text). */
export const Family = Type.Record(Type.String(), Type.String())
export type Family = Static<typeof Family>

/** An enrolment's own fields: what a family's data export names "enrollment". */
export const EnrollmentFields = Type.Object({
  id: Id,
  number: Type.String(),
  schoolYear: Type.String(),
  status: Status,
  /** The account that last changed the status (its number), and when. */
  statusChangedBy: Nullable(Id),
  statusChangedAt: Nullable(Moment),
  possibleDuplicate: Type.Boolean(),
  createdAt: Moment,
})

/** An office note on an enrolment (issue #31): admins only. */
export const EnrollmentNote = Type.Object({
  id: Id,
  at: Moment,
  byName: Nullable(Type.String()),
  text: Type.String(),
})
export type EnrollmentNote = Static<typeof EnrollmentNote>

export const EnrollmentRecord = Type.Object({
  ...EnrollmentFields.properties,
  /** The name of the account that last changed the status: answered for one record, not lists. */
  statusChangedByName: Type.Optional(Nullable(Type.String())),
  /**
   * Issue #31: raised by every change to the enrolment; the answer's ETag is `"{version}"`, and
   * a change sends it back in If-Match.
   */
  version: Count,
  family: Family,
  students: Type.Array(StudentRecord),
  /** Oldest first; answered for one record, not in lists. */
  notes: Type.Optional(Type.Array(EnrollmentNote)),
})
export type EnrollmentRecord = Static<typeof EnrollmentRecord>

export const EnrollmentList = Paged(EnrollmentRecord)

/** The CSV's text (text/csv), one row per student: server/routes/gazda/enrollments/csv.ts. */
export const EnrollmentsCsv = Type.String()

// PATCH /api/gazda/enrollments/{id}: every child of the family gets the status. With the
// header If-Match: "{version}" (what the staff area always sends), a stale version answers 409
// EnrollmentConflict; without it the change is made (the API's first clients).

export const StatusChange = Type.Object({ status: Status }, { additionalProperties: false })
export const StatusChanged = Type.Object({
  id: Id,
  status: Status,
  statusChangedAt: Nullable(Moment),
  /** Who changed it: the signed-in account's name. */
  statusChangedByName: Type.String(),
  /** The enrolment's new version (also the answer's ETag). */
  version: Count,
})
export type StatusChanged = Static<typeof StatusChanged>

// PATCH /api/gazda/enrollments/{id}/students/{studentId} (If-Match as above): one child's own
// status, or its class (level and shift: a move, audited). Answers the whole record (200).

export const StudentParams = Type.Object({ id: WholeNumber, studentId: WholeNumber })
export const StudentChange = Type.Object(
  {
    status: Type.Optional(Status),
    level: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    buildingId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type StudentChange = Static<typeof StudentChange>

// POST /api/gazda/enrollments/{id}/notes (If-Match as above): answers the whole record (201).

export const NoteAdd = Type.Object(
  // No control characters but tab and line ends: a database text cannot hold NUL (a 500 before).
  {
    text: Type.String({
      minLength: 1,
      maxLength: 4000,
      pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
    }),
  },
  { additionalProperties: false },
)

/**
 * 409 to a change sent with a stale If-Match: the record as it is now, and the changes made since
 * the version the screen had, each with who made it ('Szymon: Nowe → Przyjęte', 'Anna Nowak').
 */
export const EnrollmentConflict = Type.Object({
  code: Type.Literal('ENROLLMENT_CHANGED'),
  message: Type.String(),
  current: EnrollmentRecord,
  changes: Type.Array(
    Type.Object({ at: Moment, byName: Nullable(Type.String()), summary: Type.String() }),
  ),
})
export type EnrollmentConflict = Static<typeof EnrollmentConflict>

// GET /api/gazda/enrollments/{id}/export (issue #8): all the school holds of one family.

export const FamilyExport = Type.Object({
  exportedAt: Moment,
  enrollment: EnrollmentFields,
  family: Family,
  students: Type.Array(StudentRecord),
  /** The status changes, in words ('Nowe → Przyjęte'), with the account that made each. */
  statusHistory: Type.Array(
    Type.Object({
      at: Moment,
      userId: Nullable(Id),
      action: Type.String(),
      summary: Type.String(),
    }),
  ),
  /** The office's notes on the enrolment (issue #31), oldest first. */
  notes: Type.Array(EnrollmentNote),
  /** The parents' mailing lists (issue #34), found by mailbox: each list, its state and frequency. */
  mailingLists: Type.Array(
    Type.Object({
      email: Type.String(),
      list: Type.String(),
      status: Type.String(),
      frequency: Type.String(),
      createdAt: Moment,
      confirmedAt: Nullable(Moment),
    }),
  ),
})
export type FamilyExport = Static<typeof FamilyExport>
