// Issue #34: the staff area's mailing lists (/api/gazda/mailing), for Fastify
// (server/routes/gazda/mailing/) and the screens (src/staff/mailing/). Admins see every list, the
// send log and the suppression list; a teacher sees and writes to their own classes only.
import { Type, type Static } from '@sinclair/typebox'
import { BODY_MAX_LENGTH, MAX_MESSAGE_LISTS, MESSAGE_KEY_PATTERN } from '../mailing'
import { Exactly } from './content'
import { Count, OneOf } from './schemas'
import { Moment } from './staff'

/** A list with how many addresses have confirmed it and how many have not yet. */
export const MailingList = Type.Object({
  id: Type.String(),
  name: Type.String(),
  confirmed: Count,
  pending: Count,
})
export type MailingList = Static<typeof MailingList>
export const MailingLists = Type.Object({ lists: Type.Array(MailingList) })
export type MailingLists = Static<typeof MailingLists>

export const SentMessage = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  at: Moment,
  /** The lists' names, in the catalogue's order. */
  lists: Type.Array(Type.String()),
  /** How many of its deliveries are in each state (queued, sent, failed, suppressed…). */
  deliveries: Type.Record(Type.String(), Count),
})
export type SentMessage = Static<typeof SentMessage>
export const SendLog = Type.Object({ messages: Type.Array(SentMessage) })
export type SendLog = Static<typeof SendLog>

export const SUPPRESSION_KINDS = ['bounce', 'admin', 'unsubscribe'] as const
export const Suppression = Type.Object({
  /** The mailbox as the suppression keeps it: lower case, without a +tag. */
  address: Type.String(),
  reason: OneOf(SUPPRESSION_KINDS),
  at: Moment,
})
export type Suppression = Static<typeof Suppression>
export const Suppressions = Type.Object({ suppressions: Type.Array(Suppression) })
export type Suppressions = Static<typeof Suppressions>
export const SuppressionBody = Exactly({ email: Type.String({ maxLength: 254 }) })
export type SuppressionBody = Static<typeof SuppressionBody>

/** What is written; the rules (src/domain/mailing.ts) say in Polish what is wrong with it. */
const messageFields = {
  lists: Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_MESSAGE_LISTS }),
  subject: Type.String({ maxLength: 1000 }),
  text: Type.String({ maxLength: BODY_MAX_LENGTH * 4 }),
}
export const MessageBody = Exactly(messageFields)
export type MessageBody = Static<typeof MessageBody>
export const SendBody = Exactly({
  ...messageFields,
  key: Type.String({ pattern: MESSAGE_KEY_PATTERN }),
})
export type SendBody = Static<typeof SendBody>

/** The mail as a parent gets it, and how many addresses it goes to (suppressed ones left out). */
export const MessagePreview = Type.Object({
  subject: Type.String(),
  text: Type.String(),
  recipients: Count,
})
export type MessagePreview = Static<typeof MessagePreview>

export const TestSent = Type.Object({ to: Type.String() })
export type TestSent = Static<typeof TestSent>

export const MessageSent = Type.Object({ id: Type.Integer(), recipients: Count })
export type MessageSent = Static<typeof MessageSent>

/** Issue #34: the subject of a mail sent to the List-Unsubscribe mailto, pasted by an admin. */
export const UnsubscribeRequestBody = Exactly({ subject: Type.String({ maxLength: 1000 }) })
export type UnsubscribeRequestBody = Static<typeof UnsubscribeRequestBody>
export const UnsubscribeRequestDone = Type.Object({ list: Type.String() })
export type UnsubscribeRequestDone = Static<typeof UnsubscribeRequestDone>
