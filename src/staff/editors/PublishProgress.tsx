import { Link } from 'gatsby'
import { useEffect, useState } from 'react'
import { isUnauthorized, messageOf } from '../api'
import { useLazyPublishStatusQuery } from './api'
import { isFinal, PUBLISH_POLL_MS, publishPhase, startWatch, type PublishPhase } from '../publish'
import { PUBLISH } from './text/editing'
import * as styles from '../Staff.module.css'
import { PublishFailure } from './PublishFailure'

function statusText(phase: PublishPhase): string {
  switch (phase.kind) {
    case 'disabled':
      return PUBLISH.disabled
    case 'publishing':
      return phase.nextBuildTime ? PUBLISH.waiting(phase.nextBuildTime) : PUBLISH.publishing
    case 'published':
      return PUBLISH.published(phase.time)
    case 'failed':
      return ''
  }
}

/**
 * "Publikowanie…" while the rebuild after a save is queued or running, then the time it went live
 * with a link to the public page, or why it failed (PublishFailure). `savedAt` starts a new watch;
 * `publishNowHere`: the "Opublikuj teraz" button is beside it (the dashboard's panel).
 */
export function PublishProgress({
  savedAt,
  publicPath,
  publishNowHere = false,
}: {
  savedAt: number
  publicPath: string
  publishNowHere?: boolean
}) {
  const [readStatus] = useLazyPublishStatusQuery()
  const [phase, setPhase] = useState<PublishPhase>({ kind: 'publishing' })
  const [unknown, setUnknown] = useState('')

  useEffect(() => {
    let watch = startWatch()
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    setPhase({ kind: 'publishing' })
    setUnknown('')
    const poll = async () => {
      try {
        const status = await readStatus().unwrap()
        if (stopped) return
        const next = publishPhase(status, watch)
        watch = next.watch
        setPhase(next.phase)
        if (!isFinal(next.phase)) timer = setTimeout(poll, PUBLISH_POLL_MS)
      } catch (error) {
        if (!stopped && !isUnauthorized(error)) {
          setUnknown(messageOf(error))
        }
      }
    }
    timer = setTimeout(poll, 0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [readStatus, savedAt])

  return (
    <div className={styles.publish} data-publish={unknown ? 'unknown' : phase.kind}>
      <p role="status">
        {unknown ? PUBLISH.unknown(unknown) : statusText(phase)}
        {!unknown && phase.kind === 'published' && (
          <>
            {' '}
            <Link to={publicPath}>{PUBLISH.viewPage}</Link>
          </>
        )}
      </p>
      {phase.kind === 'failed' && !unknown && (
        <PublishFailure failure={phase} publishNowHere={publishNowHere} />
      )}
    </div>
  )
}
