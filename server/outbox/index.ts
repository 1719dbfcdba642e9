import {
  OUTBOX_MESSAGES,
  outboxIdMoment,
  sendFailureReason,
  type OutboxMessage,
} from '../../src/domain/api/outbox'
import { apiError } from '../errors'
import { mailErrorCode, type SmtpSender } from '../mail'
import { readHeader } from './headers'
import { createOutboxStore, type StoredMail } from './store'

export interface Outbox {
  /** Whether there is an SMTP server to send through (SMTP_URL). */
  smtp: boolean
  /** One page of the messages, newest first, and how many there are. */
  list(page: { page: number; pageSize: number }): Promise<{ items: OutboxMessage[]; total: number }>
  /**
   * Sends the stored message as it is and removes it; answers its recipients. Throws an ApiError
   * (Polish message) when there is no SMTP server, no such message, or the SMTP server refuses.
   */
  sendAgain(id: string): Promise<{ recipients: string[] }>
}

export interface OutboxOptions {
  outboxDir: string
  /** Unset: nothing can be sent (no SMTP_URL). */
  send?: SmtpSender
  log: { error(details: Record<string, unknown>, message: string): void }
}

/** The outbox as the staff area sees it (issue #18): list, and send again. */
export function createOutbox({ outboxDir, send, log }: OutboxOptions): Outbox {
  const store = createOutboxStore(outboxDir)
  // One attempt at a time per message: two admins pressing at once send it once.
  const sending = new Set<string>()

  async function describe({ id, state }: StoredMail): Promise<OutboxMessage | null> {
    const stored = await store.read(id)
    if (!stored) return null // sent (and removed) since the folder was read
    const { subject, to } = await readHeader(stored.raw)
    return { id, createdAt: outboxIdMoment(id), recipients: to, subject, state }
  }

  async function trySending(id: string) {
    const stored = await store.read(id)
    if (!stored) throw apiError(404, 'NOT_FOUND', OUTBOX_MESSAGES.notFound)
    if (!send) throw apiError(409, 'NO_SMTP', OUTBOX_MESSAGES.noSmtp)
    const { from, to } = await readHeader(stored.raw)
    try {
      await send({ from, to }, stored.raw)
    } catch (error) {
      const { code, responseCode } = mailErrorCode(error)
      // Never the addresses, subject or text: the id and the codes only.
      log.error({ outboxId: id, code, responseCode }, 'mail sent again could not be sent')
      if (stored.state === 'unsent') await store.markFailed(id)
      const shown = responseCode ? `${code} ${responseCode}` : code
      throw apiError(502, 'MAIL_NOT_SENT', OUTBOX_MESSAGES.failed(sendFailureReason(code), shown))
    }
    await store.remove(id)
    return { recipients: to }
  }

  return {
    smtp: Boolean(send),

    async list({ page, pageSize }) {
      const all = await store.list()
      const shown = all.slice((page - 1) * pageSize, page * pageSize)
      const items = (await Promise.all(shown.map(describe))).filter(
        (item): item is OutboxMessage => item !== null,
      )
      return { items, total: all.length }
    },

    async sendAgain(id) {
      if (sending.has(id)) throw apiError(409, 'SENDING', OUTBOX_MESSAGES.busy)
      sending.add(id)
      try {
        return await trySending(id)
      } finally {
        sending.delete(id)
      }
    },
  }
}
