import { useState } from 'react'
import { isUnauthorized, messageOf } from '../api'
import { usePublishNowMutation, usePublishStatusQuery } from './api'
import { failureOf } from '../publish'
import { useStaff } from '../session'
import { PUBLISH_PANEL } from './text/publishing'
import type { PublishStatus } from '../types'
import { ErrorNote } from '../ui'
import * as styles from '../Staff.module.css'
import { PublishFailure } from './PublishFailure'
import { PublishProgress } from './PublishProgress'

const isBusy = (status: PublishStatus) => status.state === 'queued' || status.state === 'building'

/** Where publishing stands when the dashboard opens: live since when, waiting, or why it failed. */
function PublishSummary({
  status,
  publishNowHere,
}: {
  status: PublishStatus
  publishNowHere: boolean
}) {
  if (!status.enabled) return <p>{PUBLISH_PANEL.disabled}</p>
  if (status.state === 'failed') {
    return <PublishFailure failure={failureOf(status)} publishNowHere={publishNowHere} />
  }
  return (
    <p role="status">
      {status.liveUrlTime ? PUBLISH_PANEL.live(status.liveUrlTime) : PUBLISH_PANEL.neverPublished}
      {status.changesWaiting > 0 && ` ${PUBLISH_PANEL.waiting(status.changesWaiting)}`}
    </p>
  )
}

/**
 * The dashboard's publishing panel (issue #30): the state of the last publish, and for admins
 * "Opublikuj teraz", which builds content/ as it is (files changed by hand included) and follows
 * that publish with the editors' own progress (PublishProgress). Editors keep their interval rule
 * and publish by saving; they see the state and what to do.
 */
export function PublishPanel() {
  const { isAdmin } = useStaff()
  const { data: status } = usePublishStatusQuery(undefined, { refetchOnMountOrArgChange: true })
  const [publishNow, { isLoading }] = usePublishNowMutation()
  const [openedAt] = useState(() => Date.now())
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [refused, setRefused] = useState('')

  const start = async () => {
    setRefused('')
    try {
      await publishNow().unwrap()
      setStartedAt(Date.now())
    } catch (error) {
      if (!isUnauthorized(error)) setRefused(messageOf(error))
    }
  }
  // A publish already under way when the dashboard opened is followed to its end as well.
  const following = startedAt ?? (status && isBusy(status) ? openedAt : null)

  return (
    <section aria-labelledby="panel-publish">
      <h2 id="panel-publish">{PUBLISH_PANEL.title}</h2>
      {following !== null ? (
        <PublishProgress
          key={following}
          savedAt={following}
          publicPath="/"
          publishNowHere={isAdmin}
        />
      ) : (
        status && <PublishSummary status={status} publishNowHere={isAdmin} />
      )}
      {isAdmin && status?.enabled !== false && (
        <>
          <p>{PUBLISH_PANEL.hint}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={isLoading}
              onClick={() => void start()}
            >
              {isLoading ? PUBLISH_PANEL.sending : PUBLISH_PANEL.publishNow}
            </button>
          </div>
        </>
      )}
      <ErrorNote message={refused && PUBLISH_PANEL.failedToAsk(refused)} />
    </section>
  )
}
