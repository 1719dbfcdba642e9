// Enrolments' contract: the public form's POST /api/enrollments and the office's /api/gazda/
// enrollments (list, record, status, CSV, a family's data). One schema per request and answer,
// for Fastify (server/routes/enrollments.ts, server/routes/gazda/enrollments.ts, familyData.ts)
// and the staff area's types (src/staff/types.ts). Dates go over the wire as ISO strings.
import { Type, type Static } from '@sinclair/typebox'
import { CONFIRMATION_SENDERS } from '../enrollment/constants'
import { ENROLLMENT_STATUSES } from '../enrollment/status'
import { PageQuery, Paged, SearchText } from './lists'
import { Count, Nullable, OneOf } from './schemas'
import { Moment, WholeNumber } from './staff'

// POST /api/enrollments (the form's values are checked by its rules: FormValues)

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

export const EnrollmentRecord = Type.Object({
  ...EnrollmentFields.properties,
  /** The name of the account that last changed the status: answered for one record, not lists. */
  statusChangedByName: Type.Optional(Nullable(Type.String())),
  family: Family,
  students: Type.Array(StudentRecord),
})
export type EnrollmentRecord = Static<typeof EnrollmentRecord>

export const EnrollmentList = Paged(EnrollmentRecord)

/** The CSV's text (text/csv), one row per student: server/routes/gazda/csv.ts. */
export const EnrollmentsCsv = Type.String()

// PATCH /api/gazda/enrollments/{id}

export const StatusChange = Type.Object({ status: Status }, { additionalProperties: false })
export const StatusChanged = Type.Object({
  id: Id,
  status: Status,
  statusChangedAt: Nullable(Moment),
  /** Who changed it: the signed-in account's name. */
  statusChangedByName: Type.String(),
})
export type StatusChanged = Static<typeof StatusChanged>

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
})
export type FamilyExport = Static<typeof FamilyExport>
