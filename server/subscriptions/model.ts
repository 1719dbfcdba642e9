// Issue #34: the words the database's checks and the API share about mailing lists.

// The lists and the longest address are shared with the public page (src/domain/subscriptions).
export { EMAIL_MAX_LENGTH, SCHOOL_LISTS } from '../../src/domain/subscriptions'

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** How often a list's mail goes out; 'weekly' is the Thursday digest. */
export const SUBSCRIPTION_FREQUENCIES = ['weekly', 'immediate', 'off'] as const

/** The language a parent subscribed in (the page's or the enrolment's), which their mail is in. */
export const SUBSCRIBER_LANGUAGES = ['pl', 'en'] as const
export type SubscriberLanguage = (typeof SUBSCRIBER_LANGUAGES)[number]

/** Why an address is never mailed: a hard bounce, an admin's entry, or its owner's wish. */
export const SUPPRESSION_REASONS = ['bounce', 'admin', 'unsubscribe'] as const

/**
 * While a confirmation waits for its click, no other is mailed for this long, whoever asks: a
 * stranger cannot fill a family's mailbox (or its daily mail cap) by asking again and again.
 */
export const CONFIRMATION_EVERY_HOURS = 24

/**
 * A list mail's one delivery (issue #34): queued until the worker claims it in a batch; 'sending'
 * while the SMTP server has it; 'unknown' when a crash left it 'sending' (never sent again: at
 * most once). See server/subscriptions/sending/worker.ts.
 */
export const DELIVERY_STATUSES = [
  'queued',
  'claimed',
  'sending',
  'sent',
  'failed',
  'suppressed',
  'unknown',
] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]
