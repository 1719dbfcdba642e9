// The outbox (issue #18): mail the server could not hand to an SMTP server, for an admin to see and
// send again. One contract for the API (server/routes/gazda/outbox/) and the staff area
// (src/staff/outbox/): the id's pattern, the schemas, their types and the messages.
import { Type, type Static } from '@sinclair/typebox'
import { PageQuery } from './lists'
import { Count, OneOf } from './schemas'
import { Moment } from './staff'

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

// The schemas (Fastify validates requests and writes answers with them).

const OutboxId = Type.String({ pattern: OUTBOX_ID_PATTERN })

export const OutboxIdParams = Type.Object({ id: OutboxId }, { additionalProperties: false })

/** POST send-again takes nothing but an empty object (what the staff client sends). */
export const EmptyBody = Type.Object({}, { additionalProperties: false, maxProperties: 0 })

/** ?page=…&pageSize=… */
export const OutboxListQuery = Type.Object(PageQuery, { additionalProperties: false })

export const OutboxMessage = Type.Object({
  id: OutboxId,
  /** When the message was written. */
  createdAt: Moment,
  recipients: Type.Array(Type.String()),
  subject: Type.String(),
  state: OneOf(OUTBOX_STATES, { type: 'string' }),
})
export type OutboxMessage = Static<typeof OutboxMessage>

export const OutboxList = Type.Object({
  /** Whether the server has an SMTP server to send through (SMTP_URL). */
  smtp: Type.Boolean(),
  items: Type.Array(OutboxMessage),
  total: Count,
  page: Count,
  pageSize: Count,
})
export type OutboxList = Static<typeof OutboxList>

export const SendAgainAnswer = Type.Object({ id: OutboxId, message: Type.String() })
export type SendAgainAnswer = Static<typeof SendAgainAnswer>

/** Every refusal (DESIGN.md "Contracts": a stable code and a message). */
export const ApiProblem = Type.Object({ code: Type.String(), message: Type.String() })
