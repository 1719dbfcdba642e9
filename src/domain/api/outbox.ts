// The outbox (issue #18): mail the server could not hand to an SMTP server, for an admin to see and
// send again. One contract for the API (server/routes/gazda/outbox.ts) and the staff area
// (src/staff/views/Outbox.tsx): the id's pattern, the JSON schemas, the types and the messages.

/**
 * An outbox message's id is its file name, as server/mail.ts writes it: the moment (':' written
 * as '-') and 12 random hex digits. Nothing else is an id, so no id can name a path.
 */
export const OUTBOX_ID_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}-[0-9]{2}-[0-9]{2}\\.[0-9]{3}Z-[0-9a-f]{12}\\.eml$'
const ID = new RegExp(OUTBOX_ID_PATTERN)

export const isOutboxId = (value: string): boolean => ID.test(value)

/** The moment in an id, as ISO 8601: '2026-11-24T15-30-00.000Z-…' → '2026-11-24T15:30:00.000Z'. */
export function outboxIdMoment(id: string): string {
  const [, day, hours, minutes, rest] = /^(.{10})T(\d\d)-(\d\d)-(.{6}Z)/.exec(id) ?? []
  return `${day}T${hours}:${minutes}:${rest}`
}

/**
 * 'unsent': written while no SMTP_URL was set, never tried; 'failed': the SMTP server refused it or
 * could not be reached.
 */
export const OUTBOX_STATES = ['unsent', 'failed'] as const
export type OutboxState = (typeof OUTBOX_STATES)[number]

export interface OutboxMessage {
  id: string
  /** When the message was written (ISO 8601). */
  createdAt: string
  recipients: string[]
  subject: string
  state: OutboxState
}

export interface OutboxList {
  /** Whether the server has an SMTP server to send through (SMTP_URL). */
  smtp: boolean
  items: OutboxMessage[]
  total: number
  page: number
  pageSize: number
}

export interface SendAgainAnswer {
  id: string
  message: string
}

export const OUTBOX_MESSAGES = {
  noSmtp:
    'Serwer poczty (SMTP_URL) nie jest skonfigurowany — wiadomość pozostaje w skrzynce nadawczej.',
  notFound: 'Nie ma takiej wiadomości w skrzynce nadawczej. Mogła już zostać wysłana.',
  busy: 'Ta wiadomość jest właśnie wysyłana. Odśwież listę za chwilę.',
  sent: (recipients: string[]) => `Wiadomość wysłana do: ${recipients.join(', ')}.`,
  failed: (reason: string, code: string) =>
    `${reason} (kod: ${code}). Wiadomość pozostaje w skrzynce nadawczej — spróbuj ponownie później.`,
}

/** What an SMTP error code means, for the person who pressed "Wyślij ponownie". */
export function sendFailureReason(code: string): string {
  if (['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS'].includes(code))
    return 'Nie udało się połączyć z serwerem poczty'
  if (code === 'EAUTH') return 'Serwer poczty nie przyjął loginu lub hasła z SMTP_URL'
  if (code === 'EENVELOPE') return 'Serwer poczty odrzucił adres nadawcy lub odbiorcy'
  return 'Serwer poczty nie przyjął wiadomości'
}

// JSON schemas (Fastify validates requests and writes answers with them).

const id = { type: 'string', pattern: OUTBOX_ID_PATTERN } as const
const count = { type: 'integer', minimum: 0 } as const

export const outboxIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id },
} as const

/** POST send-again takes nothing but an empty object (what the staff client sends). */
export const emptyBody = { type: 'object', additionalProperties: false, maxProperties: 0 } as const

export const outboxMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'createdAt', 'recipients', 'subject', 'state'],
  properties: {
    id,
    createdAt: { type: 'string' },
    recipients: { type: 'array', items: { type: 'string' } },
    subject: { type: 'string' },
    state: { type: 'string', enum: OUTBOX_STATES },
  },
} as const

export const outboxListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['smtp', 'items', 'total', 'page', 'pageSize'],
  properties: {
    smtp: { type: 'boolean' },
    items: { type: 'array', items: outboxMessageSchema },
    total: count,
    page: count,
    pageSize: count,
  },
} as const

export const sendAgainSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'message'],
  properties: { id, message: { type: 'string' } },
} as const

/** Every refusal (DESIGN.md "Contracts": a stable code and a message). */
export const apiProblemSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'string' }, message: { type: 'string' } },
} as const
