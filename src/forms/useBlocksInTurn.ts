// A long form drawn a block at a time (issue #9, total blocking time): the first block at once, each
// next one after the browser has drawn a frame, so no single task lays out the whole form. On a
// phone the enrolment form's one layout was the page's longest task; in turns, each is short.
import { startTransition, useEffect, useState } from 'react'

/** The longest wait for a frame: a tab in the background draws none, yet its form still fills in. */
export const BLOCK_TURN_FALLBACK_MS = 100

/**
 * How many of `total` blocks to draw now: 1 at first, then one more after each frame until all
 * are drawn. Values, validation and drafts live in Formik, not in the blocks, so a block drawn a
 * frame later shows what was already there.
 */
export function useBlocksInTurn(total: number): number {
  const [shown, setShown] = useState(1)
  useEffect(() => {
    if (shown >= total) return
    let done = false
    let afterFrame: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      if (done) return
      done = true
      startTransition(() => setShown((count) => Math.min(total, count + 1)))
    }
    // After the frame's rendering: a macrotask queued from requestAnimationFrame runs once the
    // frame has been laid out and painted.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(next, 0)
    })
    const fallback = setTimeout(next, BLOCK_TURN_FALLBACK_MS)
    return () => {
      done = true
      cancelAnimationFrame(frame)
      clearTimeout(afterFrame)
      clearTimeout(fallback)
    }
  }, [shown, total])
  return Math.min(shown, total)
}
