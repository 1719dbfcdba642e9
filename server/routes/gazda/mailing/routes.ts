// /api/gazda/mailing (issue #34): the staff area's mailing lists. Admins see each list's counts,
// the send log and the suppression list (the one place addresses are shown), add and remove an
// admin's suppression, and write to any lists; a teacher sees and writes to their own classes only
// (the school's news and urgent lists are the office's); editors nothing. A message is previewed
// as a parent gets it, sent once as a test to the writer's own address, and then enqueued under
// the screen's key (a second click sends nothing more) for the list mail's sender.
import type { FastifyRequest } from 'fastify'
import {
  MailingLists,
  MessageBody,
  MessagePreview,
  MessageSent,
  SendBody,
  SendLog,
  SuppressionBody,
  Suppressions,
  TestSent,
  UnsubscribeRequestBody,
  UnsubscribeRequestDone,
} from '../../../../src/domain/api/mailing'
import { NoContent } from '../../../../src/domain/api/schemas'
import { hasFormErrors, type FormErrors } from '../../../../src/domain/formErrorPayload'
import {
  isEmailAddress,
  MAILING_MESSAGES,
  mailMessageErrors,
  type MailMessageValues,
} from '../../../../src/domain/mailing'
import { mailSuppressions } from '../../../db/schema'
import { apiError } from '../../../errors'
import { mailboxKey } from '../../../limits/mailCap'
import { mayTeach } from '../../../plugins/auth'
import { createAudit, type AuditAction } from '../../../repositories/audit'
import { createContentChanges } from '../../../repositories/contentChanges'
import { loadListCatalogue, namesOf } from '../../../subscriptions/lists'
import { SCHOOL_LISTS } from '../../../subscriptions/model'
import { confirmedRecipients, enqueue } from '../../../subscriptions/sending/queue'
import { listMailFooter } from '../../../subscriptions/texts'
import { UNSUBSCRIBE_SUBJECT_PREFIX } from '../../../subscriptions/links'
import { createSubscriptionRepository } from '../../../subscriptions/repository'
import { readToken } from '../../../subscriptions/tokens'
import { and, eq } from 'drizzle-orm'
import { enqueuedAs, listCounts, reachable, sendLog, suppressionList } from './repository'
import { MAILING_TEXTS, PERSONAL_LINK, TEST_SUBJECT_PREFIX } from './texts'
import type { Routes } from '../../options'

/** The send log's length: the office looks at what went out lately. */
export const SEND_LOG_LENGTH = 30

/** Open to teachers (server/routes/gazda/index.ts refuseTeachers); each route checks the lists. */
const config = { teacher: true }

async function refuseEditors(request: FastifyRequest) {
  if (request.staff?.role === 'editor')
    throw apiError(403, 'FORBIDDEN', MAILING_TEXTS.notForEditors)
}

/** A list the account may write to: an admin any, a teacher their own classes (never news, urgent). */
function mayWrite(request: FastifyRequest, list: string) {
  if (request.staff?.role === 'admin') return true
  return !(SCHOOL_LISTS as readonly string[]).includes(list) && mayTeach(request, list)
}

const invalid = (errors: FormErrors) =>
  apiError(400, 'INVALID_MESSAGE', MAILING_MESSAGES.invalid, { ...errors })

/** The message as stored and sent: one list once each, the subject trimmed, lines ended by \n. */
function cleaned(values: MailMessageValues): MailMessageValues {
  return {
    lists: [...new Set(values.lists)],
    subject: values.subject.trim(),
    text: values.text
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+$/gm, '')
      .replace(/^\n+|\s+$/g, ''),
  }
}

export const mailingRoutes: Routes = async (app, { contentDir }) => {
  const audit = createAudit(app.db)
  const history = createContentChanges(app.db)
  /** A change to the lists: in the audit log and in the staff's history, never the address. */
  async function recorded(
    request: FastifyRequest,
    recordId: string,
    action: 'create' | 'update' | 'delete',
    auditAction: AuditAction,
    summary: string,
  ) {
    const userId = request.staff!.id
    await audit(userId, auditAction, 'mailing', recordId)
    await history.record({ userId, kind: 'mailing', recordId, action, summary })
  }
  app.addHook('onRequest', refuseEditors)
  /** The sends under way, by key (one server process sends: DATA_DIR is locked to one). */
  const inFlight = new Map<string, Promise<{ id: number; recipients: number }>>()

  /**
   * The message of the request, checked: 400 with each field's Polish error, 403 when a list is
   * not the account's to write to. Answers it cleaned, with the lists' names.
   */
  function checked(request: FastifyRequest, body: MailMessageValues) {
    const catalogue = loadListCatalogue(contentDir)
    const errors = mailMessageErrors(body, [...catalogue.keys()])
    if (hasFormErrors(errors)) throw invalid(errors)
    const message = cleaned(body)
    if (!message.lists.every((list) => mayWrite(request, list)))
      throw apiError(403, 'FORBIDDEN', MAILING_MESSAGES.notYourList)
    const order = [...catalogue.keys()]
    message.lists.sort((a, b) => order.indexOf(a) - order.indexOf(b))
    return { message, names: namesOf(catalogue, message.lists) }
  }

  /** The text a parent reads: the message, then the footer, with a stand-in for their links. */
  const asReceived = (text: string, firstList: string) =>
    [
      text,
      '',
      ...listMailFooter(firstList, { preferences: PERSONAL_LINK, unsubscribe: PERSONAL_LINK }),
    ].join('\n')

  app.get(
    '/api/gazda/mailing/lists',
    { config, schema: { response: { 200: MailingLists } } },
    async (request) => {
      const counts = await listCounts(app.db)
      const lists = [...loadListCatalogue(contentDir)]
        .filter(([id]) => mayWrite(request, id))
        .map(([id, name]) => ({ id, name, ...counts(id) }))
      return { lists }
    },
  )

  app.get(
    '/api/gazda/mailing/messages',
    { onRequest: app.requireAdmin, schema: { response: { 200: SendLog } } },
    async () => {
      const catalogue = loadListCatalogue(contentDir)
      const messages = await sendLog(app.db, SEND_LOG_LENGTH)
      return {
        messages: messages.map((message) => ({
          ...message,
          at: message.at.toISOString(),
          lists: namesOf(catalogue, message.lists),
        })),
      }
    },
  )

  app.get(
    '/api/gazda/mailing/suppressions',
    { onRequest: app.requireAdmin, schema: { response: { 200: Suppressions } } },
    async (request) => {
      const rows = await suppressionList(app.db)
      await audit(request.staff!.id, 'list', 'mailing', 'suppressions')
      return { suppressions: rows.map((row) => ({ ...row, at: row.at.toISOString() })) }
    },
  )

  /** The mailbox of a suppression's body, or 400 with the field's error. */
  function mailboxOf(email: string) {
    if (!isEmailAddress(email))
      throw invalid({ formErrors: [], inputErrors: { email: [MAILING_MESSAGES.emailInvalid] } })
    return mailboxKey(email)
  }

  /** An admin's own suppression of an address: added or removed, answered 204. */
  const suppression = {
    onRequest: app.requireAdmin,
    schema: { body: SuppressionBody, response: { 204: NoContent } },
  }

  app.post('/api/gazda/mailing/suppressions', suppression, async (request, reply) => {
    const mailbox = mailboxOf(request.body.email)
    const added = await app.db
      .insert(mailSuppressions)
      .values({ mailboxKey: mailbox, reason: 'admin' })
      .onConflictDoNothing()
      .returning({ mailboxKey: mailSuppressions.mailboxKey })
    if (added.length === 0)
      throw apiError(409, 'SUPPRESSION_EXISTS', MAILING_MESSAGES.suppressionExists)
    await recorded(request, 'suppressions', 'create', 'update', MAILING_TEXTS.suppressionAdded)
    return reply.code(204).send()
  })

  // The address in the body, not the URL: no address in a URL, where logs and proxies keep it.
  app.delete('/api/gazda/mailing/suppressions', suppression, async (request, reply) => {
    const mailbox = mailboxOf(request.body.email)
    const removed = await app.db
      .delete(mailSuppressions)
      .where(and(eq(mailSuppressions.mailboxKey, mailbox), eq(mailSuppressions.reason, 'admin')))
      .returning({ mailboxKey: mailSuppressions.mailboxKey })
    if (removed.length === 0) {
      const [other] = await app.db
        .select({ reason: mailSuppressions.reason })
        .from(mailSuppressions)
        .where(eq(mailSuppressions.mailboxKey, mailbox))
      throw other
        ? apiError(409, 'SUPPRESSION_KEPT', MAILING_MESSAGES.suppressionNotAdmin)
        : apiError(404, 'NOT_FOUND', MAILING_MESSAGES.suppressionMissing)
    }
    await recorded(request, 'suppressions', 'delete', 'delete', MAILING_TEXTS.suppressionRemoved)
    return reply.code(204).send()
  })

  // A parent's mail client may unsubscribe by mail (the List-Unsubscribe mailto reaches the
  // office): the admin pastes its subject, whose signed token names one subscriber and one list.
  app.post(
    '/api/gazda/mailing/unsubscribe-requests',
    {
      onRequest: app.requireAdmin,
      schema: { body: UnsubscribeRequestBody, response: { 200: UnsubscribeRequestDone } },
    },
    async (request) => {
      const at = request.body.subject.indexOf(UNSUBSCRIBE_SUBJECT_PREFIX)
      const token =
        at < 0
          ? undefined
          : /^\S+/.exec(request.body.subject.slice(at + UNSUBSCRIBE_SUBJECT_PREFIX.length))?.[0]
      const claims = readToken(app.jwtSecret, 'unsubscribe', token)
      if (!claims?.list)
        throw invalid({
          formErrors: [],
          inputErrors: { subject: [MAILING_MESSAGES.unsubscribeRequestInvalid] },
        })
      await createSubscriptionRepository(app.db).unsubscribe(claims.subscriberId, claims.list)
      const [name] = namesOf(loadListCatalogue(contentDir), [claims.list])
      await recorded(
        request,
        'subscriptions',
        'update',
        'update',
        MAILING_TEXTS.unsubscribedByRequest(name!),
      )
      return { list: name! }
    },
  )

  app.post(
    '/api/gazda/mailing/preview',
    { config, schema: { body: MessageBody, response: { 200: MessagePreview } } },
    async (request) => {
      const { message, names } = checked(request, request.body)
      const recipients = await confirmedRecipients(app.db, message.lists)
      return {
        subject: message.subject,
        text: asReceived(message.text, names[0]!),
        recipients: await reachable(app.db, recipients),
      }
    },
  )

  app.post(
    '/api/gazda/mailing/test',
    { config, schema: { body: MessageBody, response: { 200: TestSent } } },
    async (request) => {
      const { message, names } = checked(request, request.body)
      const to = request.staff!.email
      const { transport, links } = app.listMail
      await transport.send({
        from: links.mailFrom,
        to,
        subject: `${TEST_SUBJECT_PREFIX}${message.subject}`,
        text: asReceived(message.text, names[0]!),
        headers: {},
      })
      await audit(request.staff!.id, 'send', 'mailing', 'test')
      return { to }
    },
  )

  app.post(
    '/api/gazda/mailing/send',
    { config, schema: { body: SendBody, response: { 200: MessageSent } } },
    async (request) => {
      const { key, ...body } = request.body
      const { message, names } = checked(request, body)
      // Two clicks at once: the second waits for the first and answers the same.
      const pending = inFlight.get(key)
      if (pending) return pending
      const sending = (async () => {
        const repeated = await enqueuedAs(app.db, key)
        if (repeated) return repeated
        const recipients = await confirmedRecipients(app.db, message.lists)
        const id = await enqueue(app.db, { key, ...message }, recipients)
        await recorded(
          request,
          String(id),
          'create',
          'send',
          MAILING_TEXTS.sent(message.subject, names, recipients.length),
        )
        void app.listMail.kick()
        return { id, recipients: recipients.length }
      })()
      inFlight.set(key, sending)
      try {
        return await sending
      } finally {
        inFlight.delete(key)
      }
    },
  )
}
