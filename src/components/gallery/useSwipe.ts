import { useEffect, useRef, type PointerEvent } from 'react'

/** A horizontal swipe at least this long turns the page. */
const SWIPE_PX = 50

/**
 * A horizontal swipe on the photo: `onSwipe(1)` to the left (the next photo), `onSwipe(-1)` to the
 * right. Returns the stage's ref and its pointer handlers; `active` while the stage is shown.
 */
export function useSwipe(active: boolean, onSwipe: (step: 1 | -1) => void) {
  const stageRef = useRef<HTMLElement>(null)
  const start = useRef<{ x: number; y: number } | null>(null)

  // Issue #33: after a swipe on a phone, the first tap on "Następne" was lost. The swipe's touch
  // moves went on to the browser as a scroll gesture (touch-action: pan-y only keeps it from
  // panning sideways), which ended in a fling; the next tap was taken as the one that stops the
  // fling, and no click came of it. A sideways move is the page's own, so the browser never sees
  // it. React's touchmove listener is passive and cannot do this: a native one.
  useEffect(() => {
    const stage = stageRef.current
    if (!active || !stage) return undefined
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start.current || !touch || event.touches.length > 1 || !event.cancelable) return
      const dx = Math.abs(touch.clientX - start.current.x)
      const dy = Math.abs(touch.clientY - start.current.y)
      if (dx > dy) event.preventDefault()
    }
    stage.addEventListener('touchmove', onTouchMove, { passive: false })
    return () => stage.removeEventListener('touchmove', onTouchMove)
  }, [active])

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY }
    },
    onPointerUp: (event: PointerEvent) => {
      if (!start.current) return
      const distance = event.clientX - start.current.x
      start.current = null
      if (Math.abs(distance) >= SWIPE_PX) onSwipe(distance < 0 ? 1 : -1)
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
  return { stageRef, handlers }
}
