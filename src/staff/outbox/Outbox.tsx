import { useEffect, useRef, useState } from 'react'
import type { OutboxMessage } from '../../domain/api/outbox'
import { isUnauthorized, messageOf } from '../api'
import { ConfirmButton } from '../ConfirmButton'
import { pageCount } from '../enrollments/filters'
import { OUTBOX } from './text'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { ListTable, type ListTableSpec } from '../ListTable'
import { ErrorNote, Pager, ResourceView } from '../ui'
import { useOutboxQuery, useSendAgainMutation } from './api'
import { resourceOf } from '../query/resource'
import * as styles from '../Staff.module.css'
import type { ScreenViews } from '../routes'
import type { outboxScreens } from './screens'

const PAGE_SIZE = 25

/**
 * /gazda/poczta/ (admins, issue #18): the mail waiting in DATA_DIR/outbox/, newest first, each
 * with "Wyślij ponownie". What the server answers is shown as it says it: beside the button
 * when sending failed (the row stays), above the list when it went (the row goes).
 */
export function Outbox() {
  const [page, setPage] = useState(1)
  const list = resourceOf(useOutboxQuery({ page, pageSize: PAGE_SIZE }))
  const [sent, setSent] = useState<{ text: string; at: number } | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  // The row whose button had the focus is gone: the focus goes to what the server said.
  useEffect(() => {
    if (sent) status.current?.focus()
  }, [sent])

  const pages = list.status === 'ready' ? pageCount(list.data.total, PAGE_SIZE) : 1
  // The last message of the last page sent: that page is empty now.
  useEffect(() => {
    if (page > pages) setPage(pages)
  }, [page, pages])

  // The list is loaded again by itself (the outbox's tag).
  const onSent = (text: string) => setSent({ text, at: Date.now() })
  const table: ListTableSpec<OutboxMessage> = {
    caption: OUTBOX.caption,
    columns: [
      { header: OUTBOX.subject, cell: subjectOf },
      { header: OUTBOX.recipients, cell: recipientsOf, className: styles.email },
      { header: OUTBOX.created, cell: (message) => formatDateTime(message.createdAt) },
      { header: OUTBOX.state, cell: (message) => OUTBOX.states[message.state] },
      {
        header: OUTBOX.actions,
        cell: (message) => <SendAgain message={message} onSent={onSent} />,
      },
    ],
    rowKey: (message) => message.id,
    empty: OUTBOX.empty,
  }

  return (
    <>
      <p>{OUTBOX.intro}</p>
      {sent && (
        <p role="status" tabIndex={-1} ref={status}>
          {sent.text}
        </p>
      )}
      <ResourceView resource={list} onRetry={list.reload}>
        {(data) => (
          <>
            {!data.smtp && (
              <div className={styles.notice}>
                <p>{OUTBOX.noSmtp}</p>
              </div>
            )}
            <ListTable table={table} items={data.items} />
            {data.total > PAGE_SIZE && (
              <Pager page={page} pages={pages} total={data.total} onPage={setPage} />
            )}
            <p>
              <button type="button" className="button" onClick={list.reload}>
                {OUTBOX.refresh}
              </button>
            </p>
          </>
        )}
      </ResourceView>
    </>
  )
}

const subjectOf = (message: OutboxMessage) => message.subject || OUTBOX.noSubject
const recipientsOf = (message: OutboxMessage) => message.recipients.join(', ')

/** "Wyślij ponownie", once confirmed; the server's answer goes to `onSent` or beside the button. */
function SendAgain({
  message,
  onSent,
}: {
  message: OutboxMessage
  onSent: (text: string) => void
}) {
  const [sendAgain] = useSendAgainMutation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const subject = subjectOf(message)

  async function send() {
    setBusy(true)
    setError('')
    try {
      onSent((await sendAgain(message.id).unwrap()).message)
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ConfirmButton
        question={OUTBOX.question(subject, recipientsOf(message))}
        onConfirm={() => void send()}
      >
        {OUTBOX.sendAgain}
        <span className="visually-hidden">: {subject}</span>
      </ConfirmButton>
      {busy && <span role="status"> {OUTBOX.sending}</span>}
      <ErrorNote message={error} />
    </>
  )
}

/** The unsent mail's screen (./screens.ts). */
export const outboxViews: ScreenViews<typeof outboxScreens> = { outbox: () => <Outbox /> }
