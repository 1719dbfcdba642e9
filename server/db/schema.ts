// One schema for PGlite and PostgreSQL (Drizzle). Private data lives here, never in content/.
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { ENROLLMENT_STATUSES } from '../../src/domain/enrollment/status'
import { LANGUAGES } from '../../src/domain/i18n/languages'
import { PHOTO_REPORT_LIMITS, PHOTO_REPORT_STATUSES } from '../../src/domain/photoReport'
import {
  DELIVERY_STATUSES,
  SUBSCRIBER_LANGUAGES,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_STATUSES,
  SUPPRESSION_REASONS,
} from '../subscriptions/model'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A visitor's tracker session (SPEC.md §4 "Tracking on navigation"): no IP, no user agent. Kept
 * TRACKER_RETENTION_MONTHS, like its events (server/trackerRetention.ts).
 */
export const trackerSessions = pgTable(
  'tracker_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
  },
  (table) => [index('tracker_sessions_created_at').on(table.createdAt)],
)

/**
 * Tracker events; one per (session, time), so a resent batch saves nothing twice. Kept lean for
 * ingest speed (issue #9): the (session, time) key is the primary key (no serial id of its own),
 * and the session is checked by the writer (server/tracker/eventWriter.ts) once per group of
 * batches rather than by a foreign key on every row. A session goes only after its last event.
 */
export const trackerEvents = pgTable(
  'tracker_events',
  {
    sessionId: uuid('session_id').notNull(),
    time: text('time').notNull(),
    action: text('action').notNull(),
    domain: text('domain'),
    fromPath: text('from_path'),
    toPath: text('to_path'),
    target: text('target'),
    receivedAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'tracker_events_session_time', columns: [table.sessionId, table.time] }),
    index('tracker_events_received_at').on(table.receivedAt),
  ],
)

/** Known bots are answered but not stored as visits: only how many came each day. */
export const trackerBotCounts = pgTable('tracker_bot_counts', {
  day: date('day').primaryKey(),
  count: integer('count').notNull().default(0),
})

/**
 * Admins do everything; editors change the site's content only (issue #7); teachers post the
 * homework and calendar of their own classes only (issue #30).
 */
export const ROLES = ['editor', 'admin', 'teacher'] as const

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('editor'),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Carried in every token; logout and disabling raise it, which revokes the tokens already
     * issued (a per-user "valid after" mark, exact to the request rather than to a JWT's second).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A teacher's classes: ids of content/school/levels.yaml (`klasa-3`); empty for any other role. */
    classes: jsonb('classes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_role', sql`${table.role} in ('editor', 'admin', 'teacher')`),
    // Classes are a teacher's alone: an account given another role loses them.
    check(
      'users_classes',
      sql`jsonb_typeof(${table.classes}) = 'array' and (${table.role} = 'teacher' or ${table.classes} = '[]'::jsonb)`,
    ),
  ],
)

/** One enrolment: a family with its parents, address and comments; its students apart. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    schoolYear: text('school_year').notNull(),
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('new'),
    statusChangedBy: integer('status_changed_by').references(() => users.id),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    family: jsonb('family').notNull(),
    /**
     * Raised by every change the office makes to the enrolment, its children or its notes (issue
     * #31): the record's ETag, which a change must send back in If-Match (409 when stale).
     */
    version: integer('version').notNull().default(1),
    /**
     * The language the family filled the form in (issue #35): their mail (the confirmation, the
     * status mails) is in it. Enrolments made before English pages were Polish.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('pl'),
    createdAt: createdAt(),
  },
  (table) => [index('enrollments_school_year').on(table.schoolYear)],
)

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date').notNull(),
    birthCountry: text('birth_country').notNull(),
    level: text('level').notNull(),
    buildingId: integer('building_id').notNull(),
    subjects: text('subjects').notNull(),
    comments: text('comments').notNull().default(''),
    /** A student's fields without a column of their own (src/domain/enrollment/fields.ts). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** Issue #31: each child's own status; the migration gave each its family's. */
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('new'),
    statusChangedBy: integer('status_changed_by').references(() => users.id),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (table) => [
    index('students_name_birth').on(table.lastName, table.firstName, table.birthDate),
    index('students_class').on(table.level, table.buildingId, table.status),
  ],
)

/** The office's notes on an enrolment (issue #31): admins only, never shown to the family. */
export const enrollmentNotes = pgTable('enrollment_notes', {
  id: serial('id').primaryKey(),
  enrollmentId: integer('enrollment_id')
    .notNull()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id),
  text: text('text').notNull(),
  createdAt: createdAt(),
})

/**
 * How many children a class takes (issue #31): one class is a level on a shift (buildings.yaml's
 * id). Set by the office each year in the staff area, so it lives here and not in content/.
 */
export const classCapacities = pgTable(
  'class_capacities',
  {
    level: text('level').notNull(),
    buildingId: integer('building_id').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.level, table.buildingId] }),
    check('class_capacities_positive', sql`${table.capacity} >= 0`),
  ],
)

/**
 * A mail to the family about a child's new status (issue #31), sent when `dueAt` has passed: a
 * change undone within a minute cancels it, so a slip of the finger sends nothing.
 */
export const statusMails = pgTable(
  'status_mails',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The status the child had before the change, and the one it got. */
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('status_mails_due').on(table.dueAt)],
)

export const surveyAnswers = pgTable('survey_answers', {
  id: serial('id').primaryKey(),
  survey: text('survey').notNull(),
  answers: jsonb('answers').notNull(),
  /** The language the family answered in (issue #35); answers before English pages were Polish. */
  language: text('language', { enum: LANGUAGES }).notNull().default('pl'),
  createdAt: createdAt(),
})

/**
 * A file sent to POST /api/uploads. It belongs to the enrolment or survey answer that names it
 * (issue #17); one that nothing claims within two hours, or whose submission is gone, is deleted
 * by the orphan sweep (server/uploads/orphans.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storedName: text('stored_name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    surveyAnswerId: integer('survey_answer_id').references(() => surveyAnswers.id, {
      onDelete: 'set null',
    }),
    /**
     * Issue #32: who sent a file no submission has claimed yet, as a keyed hash of the address
     * (server/privacy/addressHash.ts), never the address; null once claimed. It caps what one
     * address can keep waiting (server/uploads/limits.ts).
     */
    addressHash: text('address_hash'),
  },
  (table) => [index('uploads_address_hash').on(table.addressHash)],
)

/** Who read or changed what, by kind and id: never the personal data itself. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: createdAt(),
  userId: integer('user_id').references(() => users.id),
  action: text('action').notNull(),
  kind: text('kind').notNull(),
  recordId: text('record_id'),
})

/**
 * What staff changed through the staff area: content saves and enrolment status changes, with a
 * summary that names the record (a title, 'new → accepted'), never a person's data.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    recordId: text('record_id'),
    action: text('action', {
      enum: ['create', 'update', 'unpublish', 'publish', 'delete', 'status', 'note', 'move'],
    }).notNull(),
    summary: text('summary').notNull(),
    /**
     * An enrolment's version this change made (issue #31): a 409 names the changes made since
     * the version the stale screen had, and who made them.
     */
    recordVersion: integer('record_version'),
  },
  (table) => [index('content_changes_kind_at').on(table.kind, table.at)],
)

/** Idempotency-Key records (IETF draft): the first answer, kept for a retry to receive again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
)

/**
 * A visitor's request to take a gallery photo down (issue #10): the photo by its album and file
 * name, the reason, a contact e-mail when given, and what staff decided, by whom and when.
 */
export const photoTakedownRequests = pgTable(
  'photo_takedown_requests',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    albumYears: text('album_years').notNull(),
    albumSlug: text('album_slug').notNull(),
    photoName: text('photo_name').notNull(),
    reason: text('reason').notNull(),
    contactEmail: text('contact_email'),
    status: text('status', { enum: PHOTO_REPORT_STATUSES }).notNull().default('new'),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('photo_takedown_requests_status_created').on(table.status, table.createdAt),
    check(
      'photo_takedown_requests_status',
      sql`${table.status} in ('new', 'hidden', 'rejected', 'resolved')`,
    ),
    check(
      'photo_takedown_requests_reason',
      sql`char_length(${table.reason}) between 1 and ${sql.raw(String(PHOTO_REPORT_LIMITS.reason))}`,
    ),
  ],
)

/**
 * Mail sent each school day to one address (issue #17), so the cap on mail to an address typed
 * into a form holds across a restart. The address is kept only as a keyed hash whose key changes
 * with the day (server/limits/mailCap.ts); past days' rows are deleted.
 */
export const mailCounts = pgTable(
  'mail_counts',
  {
    day: date('day').notNull(),
    recipient: text('recipient').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.recipient] })],
)

/** `in ('a', 'b')` for a check, from the constants the code uses. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`)

/**
 * One mailbox that asked for the school's mail (issue #34): the address as typed (lower-cased) and
 * its mailbox key (server/limits/mailCap.ts), so that anna+x@ and a.nna@gmail are one subscriber.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    mailboxKey: text('mailbox_key').notNull().unique(),
    language: text('language', { enum: SUBSCRIBER_LANGUAGES }).notNull().default('pl'),
    /** The last confirmation mailed: one a day at most, whoever asks (issue #34). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('subscribers_language', sql`${table.language} in ${oneOf(SUBSCRIBER_LANGUAGES)}`),
  ],
)

/** One subscriber's one list (a level's id, `news` or `urgent`): pending until its link is opened. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    frequency: text('frequency', { enum: SUBSCRIPTION_FREQUENCIES }).notNull().default('weekly'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.subscriberId, table.list] }),
    index('subscriptions_list_status').on(table.list, table.status),
    check('subscriptions_status', sql`${table.status} in ${oneOf(SUBSCRIPTION_STATUSES)}`),
    check('subscriptions_frequency', sql`${table.frequency} in ${oneOf(SUBSCRIPTION_FREQUENCIES)}`),
  ],
)

/** Mailboxes never mailed (issue #34), by their mailbox key: bounced, added by an admin, or asked. */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    mailboxKey: text('mailbox_key').primaryKey(),
    reason: text('reason', { enum: SUPPRESSION_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('mail_suppressions_reason', sql`${table.reason} in ${oneOf(SUPPRESSION_REASONS)}`),
  ],
)

/** One mail to one or more lists (issue #34), kept while its deliveries go out. */
export const listMessages = pgTable('list_messages', {
  id: serial('id').primaryKey(),
  /** The caller's name for the mail (`digest:2026-11-26`): enqueued twice, it is one message. */
  key: text('key').notNull().unique(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  lists: text('lists').array().notNull(),
  createdAt: createdAt(),
})

/**
 * One list message to one subscriber: the durable queue of server/subscriptions/sending/. Unique
 * per (message, subscriber), so enqueuing twice never makes two copies.
 */
export const listDeliveries = pgTable(
  'list_deliveries',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => listMessages.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    /** The list its unsubscribe link leaves (the first of the message's lists the subscriber has). */
    list: text('list').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last error's code (and SMTP reply code), never its text: it may hold the address. */
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.subscriberId] }),
    index('list_deliveries_status').on(table.status),
    check('list_deliveries_status', sql`${table.status} in ${oneOf(DELIVERY_STATUSES)}`),
  ],
)
